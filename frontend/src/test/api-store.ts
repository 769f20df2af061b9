// A store holding only the RTK Query API, for tests of src/api (which may not
// depend on src/app and so cannot use makeStore).
import { configureStore } from '@reduxjs/toolkit';

import { baseApi } from '@/api/base-api';

export function makeApiStore() {
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
  });
}
