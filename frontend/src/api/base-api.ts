// The one RTK Query API of the app; it declares no endpoint itself. A feature
// adds the endpoints only it calls with baseApi.injectEndpoints in its own
// api/ folder (features/orders/api/track-order-api.ts, features/admin/*/api);
// what several features read or send (the catalogue, settings, orders, the
// health check) is injected from src/api. Every call goes through the
// offline fallback, then the first reads the page carries, then fetch.
import { createAction } from '@reduxjs/toolkit';
import { buildCreateApi, coreModule, fetchBaseQuery } from '@reduxjs/toolkit/query';
import { createApi, reactHooksModule } from '@reduxjs/toolkit/query/react';

import { type ApiBaseQuery, withOfflineFallback } from '@/api/fallback-base-query';
import { withHealthCheck } from '@/api/health-check';
import { readPageData, withPageData } from '@/api/page-data';
import { standaloneBackend } from '@/api/standalone';
import { localStorageOrNull } from '@/lib/browser-storage';
import { SERVER_STATE_ELEMENT_ID } from '@/lib/hydration';

/** The spec's API timeout (section 9). */
export const API_TIMEOUT_MS = 10_000;

const serverReads = withPageData(
  () => new Promise<never>(() => undefined),
  undefined,
  true,
);

/** The health check of this page load (api/health-check.ts). */
// fetch is read when a call is made, not when this module loads: the server's
// renderer has no fetch (it never calls), and fetchBaseQuery would warn of that
// at every page it draws.
export const healthCheck = withHealthCheck(
  fetchBaseQuery({ baseUrl: '/api', timeout: API_TIMEOUT_MS, fetchFn: (input, init) => fetch(input, init) }),
);

// The standalone demo (VITE_STANDALONE=1) answers every call in the browser,
// with the backend its entry gave (api/standalone.ts). Vite replaces the
// condition when it builds, so the normal build drops the branch
// (docs/decisions/084).
// On the server (the page's first screen, docs/decisions/145) only the reads
// the page carries are answered; any other stays loading, as it is in the
// browser's first render.
const baseQuery: ApiBaseQuery = import.meta.env.SSR
  ? (args, api, extraOptions) =>
      serverReads(args, api, extraOptions ?? {})
  : import.meta.env.VITE_STANDALONE === '1'
    ? (args, api, extraOptions) => standaloneBackend().baseQuery(args, api, extraOptions)
    : // The first reads of the page asked for come with index.html (page-data.ts),
      // the settings too on a page the server drew.
      withOfflineFallback(
        withPageData(healthCheck.baseQuery, () =>
          readPageData(document, document.getElementById(SERVER_STATE_ELEMENT_ID) !== null),
        ),
        {
          storage: localStorageOrNull(),
          warn: (message) => {
            console.warn(message);
          },
          now: () => new Date(),
        },
      );

/** Puts the reads of the server's render into the browser's cache before it takes over the page. */
export const serverReadsArrived = createAction<unknown>('api/serverReadsArrived');

// The server renders twice: the first render starts the reads (hooks start
// them while rendering there), the second draws their answers.
const createAppApi = import.meta.env.SSR
  ? buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: true }))
  : createApi;

export const baseApi = createAppApi({
  reducerPath: 'api',
  baseQuery,
  extractRehydrationInfo(action, { reducerPath }) {
    if (serverReadsArrived.match(action) && typeof action.payload === 'object' && action.payload !== null) {
      return (action.payload as Record<string, never>)[reducerPath];
    }
    return undefined;
  },
  tagTypes: ['Product', 'Category', 'Order', 'Settings', 'Atoll', 'Session', 'TailoringRequest', 'DiscountCode'],
  endpoints: () => ({}),
});
