// The one RTK Query API of the app; it declares no endpoint itself. A feature
// adds the endpoints only it calls with baseApi.injectEndpoints in its own
// api/ folder (features/orders/api/track-order-api.ts, features/admin/*/api);
// what several features read or send (the catalogue, settings, orders, the
// health check) is injected from src/api. Every call goes through the
// offline fallback, then the first reads the page carries, then fetch.
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

import { type ApiBaseQuery, withOfflineFallback } from '@/api/fallback-base-query';
import { withHealthCheck } from '@/api/health-check';
import { withPageData } from '@/api/page-data';
import { localStorageOrNull } from '@/lib/browser-storage';

/** The spec's API timeout (section 9). */
export const API_TIMEOUT_MS = 10_000;

/** The health check of this page load (api/health-check.ts). */
export const healthCheck = withHealthCheck(fetchBaseQuery({ baseUrl: '/api', timeout: API_TIMEOUT_MS }));

// The standalone demo (VITE_STANDALONE=1) answers every call in the browser.
// Vite replaces the condition when it builds, so the normal build drops the
// branch, and the demo's chunk with it (docs/decisions/084).
const baseQuery: ApiBaseQuery =
  import.meta.env.VITE_STANDALONE === '1'
    ? async (args, api, extraOptions) =>
        (await import('@/demo/standalone-base-query')).standaloneBaseQuery(args, api, extraOptions)
    : // The first reads of the page asked for come with index.html (page-data.ts).
      withOfflineFallback(withPageData(healthCheck.baseQuery), {
        storage: localStorageOrNull(),
        warn: (message) => {
          console.warn(message);
        },
        now: () => new Date(),
      });

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Product', 'Category', 'Order', 'Settings', 'Atoll', 'Session', 'TailoringRequest'],
  endpoints: () => ({}),
});
