// The standalone demo's base query (DESIGN.md, "The browser app's modes";
// docs/decisions/084): in a build made with VITE_STANDALONE=1 there is no
// server, and every call the app makes under /api is answered here, in the
// browser, from documents kept in localStorage and seeded with the sample
// catalogue. The answers have the server's shapes, statuses and messages, so
// every screen works unchanged. Only that build's entry (src/demo-main.tsx)
// loads this module, and gives it to base-api.ts; a normal build contains
// none of it (a test inspects the bundle for DEMO_MARKER).
import type { BaseQueryApi, FetchArgs } from '@reduxjs/toolkit/query';

import type { ApiBaseQuery } from '@/api/fallback-base-query';
import { type KeyValueStorage, localStorageOrNull } from '@/lib/browser-storage';

import { adminRoute } from '@/demo/admin-routes';
import { catalogRoute } from '@/demo/catalog-routes';
import { type DemoContext, demoContext } from '@/demo/demo-context';
import { type DemoAnswer, demoRequest, fail } from '@/demo/demo-http';
import { createDemoStore } from '@/demo/demo-store';
import { orderRoute } from '@/demo/order-routes';

/** Written to the console when the demo starts; also what the bundle test looks for. */
export const DEMO_MARKER = 'Dhoni standalone demo: everything stays in this browser';

export type StandaloneDeps = {
  storage: KeyValueStorage | null;
  now: () => Date;
  /** SHA-256 (hex) of the admin password, given when the demo is built. */
  passwordHash: string;
};

async function answer(args: string | FetchArgs, context: DemoContext): Promise<DemoAnswer> {
  const request = demoRequest(args);
  return (
    catalogRoute(request, context) ??
    orderRoute(request, context) ??
    (await adminRoute(request, context)) ??
    fail(404, 'Not found')
  );
}

export function createStandaloneBaseQuery(deps: StandaloneDeps): ApiBaseQuery {
  const context = demoContext(createDemoStore(deps.storage), deps.now, deps.passwordHash.trim().toLowerCase());
  return async (args: string | FetchArgs, api: BaseQueryApi) => {
    const result = await answer(args, context);
    // As fetchBaseQuery: a call cancelled meanwhile is reported as aborted.
    return api.signal.aborted ? { error: { status: 'FETCH_ERROR', error: 'AbortError: aborted' } } : result;
  };
}

let shared: ApiBaseQuery | null = null;

function sharedBaseQuery(): ApiBaseQuery {
  if (shared === null) {
    console.info(DEMO_MARKER);
    shared = createStandaloneBaseQuery({
      storage: localStorageOrNull(),
      now: () => new Date(),
      passwordHash: import.meta.env.VITE_DEMO_PASSWORD_SHA256 ?? '',
    });
  }
  return shared;
}

/** The app's base query in the standalone build: localStorage and the build's password. */
export const standaloneBaseQuery: ApiBaseQuery = (args, api, extraOptions) => sharedBaseQuery()(args, api, extraOptions);

/**
 * POST /uploads in the standalone build (api/upload.ts sends files outside
 * the base query): the answer's status and body, as the server's would be.
 */
export async function standaloneUpload(file: File, purpose: string): Promise<{ status: number; body: unknown }> {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', file, file.name);
  const api = {
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: () => undefined,
    getState: () => ({}),
    extra: undefined,
    endpoint: 'upload',
    type: 'mutation' as const,
  };
  const result = await sharedBaseQuery()({ url: '/uploads', method: 'POST', body: form }, api, undefined);
  return 'error' in result && result.error !== undefined
    ? { status: Number(result.error.status), body: 'data' in result.error ? result.error.data : undefined }
    : { status: result.meta?.response?.status ?? 200, body: result.data };
}
