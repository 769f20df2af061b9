// Keeps the shop readable when the API is down (DESIGN.md, "The browser app's
// modes"): every successful GET is copied into browser storage, and when a GET
// later fails because the server cannot be reached or answers 5xx, the last
// copy is served instead. Real answers (4xx) are passed through untouched.
import type {
  BaseQueryFn,
  FetchArgs,
  FetchBaseQueryError,
} from '@reduxjs/toolkit/query';

import type { KeyValueStorage } from '@/lib/browser-storage';

export const CACHE_KEY_PREFIX = 'dhoni.cache:';

/** Response headers worth keeping with a copy; lists carry their total here. */
const KEPT_HEADERS = ['x-total-count'];

export type ApiExtraOptions = {
  /**
   * false for calls whose answer must be live, such as the health check: no
   * copy is kept for them and none is served when they fail.
   */
  offlineFallback?: boolean;
  /**
   * What of a successful answer is kept in browser storage; the whole answer
   * when absent. Lets an endpoint leave out what must not outlive the page,
   * such as the admin-only parts of the settings.
   */
  copyOf?: (data: unknown) => unknown;
};

export type ApiMeta = {
  request?: Request;
  response?: Response;
  /** Present when the data is a saved copy, not the server's answer. */
  fromCache?: { savedAt: string };
};

export type ApiBaseQuery = BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  // RTK Query passes undefined when an endpoint sets no extraOptions.
  ApiExtraOptions | undefined,
  ApiMeta
>;

/** What gets wrapped: fetchBaseQuery, or anything shaped like it. */
export type InnerBaseQuery = BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  ApiMeta
>;

export type FallbackDeps = {
  storage: KeyValueStorage | null;
  warn: (message: string) => void;
  now: () => Date;
};

type StoredCopy = {
  savedAt: string;
  data: unknown;
  headers: Record<string, string>;
};

type RequestInfo = { method: string; url: string; key: string };

export function withOfflineFallback(baseQuery: InnerBaseQuery, deps: FallbackDeps): ApiBaseQuery {
  return async (args, api, extraOptions) => {
    const result = await baseQuery(args, api, extraOptions ?? {});
    const request = describeRequest(args);
    const keepsCopies = request.method === 'GET' && extraOptions?.offlineFallback !== false;

    if (result.error === undefined) {
      if (keepsCopies) {
        const kept = extraOptions?.copyOf ? extraOptions.copyOf(result.data) : result.data;
        saveCopy(request, kept, result.meta?.response?.headers, deps);
      }
      return result;
    }

    // An aborted call was cancelled by us (unsubscribed, superseded): its
    // result is thrown away, so it is neither logged nor replaced.
    if (api.signal.aborted || !isServerUnavailable(result.error)) {
      return result;
    }

    const failure = `${request.method} ${request.url} failed (${describeError(result.error)})`;
    if (!keepsCopies) {
      deps.warn(failure);
      return result;
    }

    const copy = loadCopy(request.key, deps.storage);
    if (copy === null) {
      deps.warn(`${failure}; no saved copy to show`);
      return result;
    }

    deps.warn(`${failure}; showing the copy saved at ${copy.savedAt}`);
    return {
      data: copy.data,
      meta: {
        ...result.meta,
        // A stand-in for the cached answer, so code that reads headers such as
        // X-Total-Count works the same on a copy.
        response: new Response(null, { status: 200, headers: copy.headers }),
        fromCache: { savedAt: copy.savedAt },
      },
    };
  };
}

/** A request's method and URL (the path plus its query, parameters sorted). */
export function requestFor(args: string | FetchArgs): { method: string; url: string } {
  const { method, url } = describeRequest(args);
  return { method, url };
}

/** The storage key for a GET: the path plus its query, parameters sorted. */
export function cacheKeyFor(args: string | FetchArgs): string {
  return describeRequest(args).key;
}

/**
 * The data of the saved copy of a GET, or undefined when there is none. Lets a
 * screen start from what the browser last saw, before the request answers.
 */
export function readSavedCopy(args: string | FetchArgs, storage: KeyValueStorage | null): unknown {
  return loadCopy(cacheKeyFor(args), storage)?.data;
}

/** Network failures, time-outs and 5xx mean "no usable answer": fall back. */
export function isServerUnavailable(error: FetchBaseQueryError): boolean {
  switch (error.status) {
    case 'FETCH_ERROR':
    case 'TIMEOUT_ERROR':
      return true;
    case 'PARSING_ERROR':
      // A proxy's HTML error page in front of a dead server.
      return error.originalStatus >= 500;
    case 'CUSTOM_ERROR':
      return false;
    default:
      return error.status >= 500;
  }
}

function describeRequest(args: string | FetchArgs): RequestInfo {
  const { url, method = 'GET', params } = typeof args === 'string' ? { url: args } : args;
  const query = serializeParams(params);
  const fullUrl = query === '' ? url : `${url}${url.includes('?') ? '&' : '?'}${query}`;
  return { method: method.toUpperCase(), url: fullUrl, key: CACHE_KEY_PREFIX + fullUrl };
}

function serializeParams(params: FetchArgs['params']): string {
  if (params === undefined) {
    return '';
  }
  const entries = Object.entries(params as Record<string, unknown>)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]): [string, string] => [name, String(value)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(entries).toString();
}

function describeError(error: FetchBaseQueryError): string {
  return error.status === 'PARSING_ERROR'
    ? `HTTP ${String(error.originalStatus)}`
    : typeof error.status === 'number'
      ? `HTTP ${String(error.status)}`
      : error.status;
}

function saveCopy(
  request: RequestInfo,
  data: unknown,
  responseHeaders: Headers | undefined,
  deps: FallbackDeps,
): void {
  if (deps.storage === null || data === undefined) {
    return;
  }
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = responseHeaders?.get(name);
    if (value !== null && value !== undefined) {
      headers[name] = value;
    }
  }
  const copy: StoredCopy = { savedAt: deps.now().toISOString(), data, headers };
  try {
    deps.storage.setItem(request.key, JSON.stringify(copy));
  } catch (error) {
    // Full storage must not break a call that succeeded.
    deps.warn(`could not keep a copy of GET ${request.url}: ${String(error)}`);
  }
}

function loadCopy(key: string, storage: KeyValueStorage | null): StoredCopy | null {
  let raw: string | null;
  try {
    raw = storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
  if (raw === null) {
    return null;
  }
  try {
    const parsed: unknown = JSON.parse(raw);
    return isStoredCopy(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function isStoredCopy(value: unknown): value is StoredCopy {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const copy = value as Record<string, unknown>;
  return (
    typeof copy.savedAt === 'string' &&
    'data' in copy &&
    typeof copy.headers === 'object' &&
    copy.headers !== null &&
    Object.values(copy.headers).every((header) => typeof header === 'string')
  );
}
