// The one RTK Query API of the app. Features add their endpoints with
// baseApi.injectEndpoints in their own api/ file (see api/health.ts).
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

import { withOfflineFallback } from '@/api/fallback-base-query';
import { withPageData } from '@/api/page-data';
import { localStorageOrNull } from '@/lib/browser-storage';

/** The spec's API timeout (section 9). */
export const API_TIMEOUT_MS = 10_000;

export const baseApi = createApi({
  reducerPath: 'api',
  // The first reads of the page asked for come with index.html (page-data.ts).
  baseQuery: withOfflineFallback(withPageData(fetchBaseQuery({ baseUrl: '/api', timeout: API_TIMEOUT_MS })), {
    storage: localStorageOrNull(),
    warn: (message) => {
      console.warn(message);
    },
    now: () => new Date(),
  }),
  tagTypes: ['Product', 'Category', 'Order', 'Settings', 'Atoll', 'Session', 'TailoringRequest'],
  endpoints: () => ({}),
});
