// The Redux store. Slices are combined with combineSlices so that features can
// inject their own later; RTK Query's cache lives under state.api.
import { combineSlices, configureStore } from '@reduxjs/toolkit';

import { baseApi } from '@/api/base-api';

const rootReducer = combineSlices(baseApi);

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
