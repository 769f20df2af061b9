// The health check, once per page load and remembered (spec section 4,
// "Backend availability"; docs/decisions/086). The first call the app makes
// also asks GET /health, without waiting for it; its answer is kept for the
// rest of the page's life. While it says the server is unavailable, reads
// that have a browser-storage fallback skip the network and are answered as
// a failed call at once, so the fallback (the saved copy, then the built-in
// data) shows without a 10-second wait per call. Live calls (the admin,
// tracking) and every write still try the server, and any call it answers
// proves it is back.
import type { InnerBaseQuery } from '@/api/fallback-base-query';
import { requestFor } from '@/api/fallback-base-query';

export type BackendAvailability = 'unknown' | 'available' | 'unavailable';

export type HealthCheck = {
  baseQuery: InnerBaseQuery;
  /** What the check said, or what a later answer proved. */
  availability: () => BackendAvailability;
  /** Settles once the check has answered (for tests and start-up code). */
  checked: () => Promise<void>;
};

export function withHealthCheck(inner: InnerBaseQuery): HealthCheck {
  let availability: BackendAvailability = 'unknown';
  let check: Promise<void> | null = null;

  const startCheck = (api: Parameters<InnerBaseQuery>[1]): Promise<void> => {
    // Its own signal: the call that started it may be cancelled, the check not.
    const ownApi = { ...api, signal: new AbortController().signal, endpoint: 'health' };
    return Promise.resolve(inner('/health', ownApi, {}))
      .then((result) => {
        const healthy = result.error === undefined;
        // An answer that came in meanwhile knows better than a failed check.
        if (!(availability === 'available' && !healthy)) {
          availability = healthy ? 'available' : 'unavailable';
        }
      })
      .catch(() => {
        availability = 'unavailable';
      });
  };

  const baseQuery: InnerBaseQuery = async (args, api, extraOptions) => {
    check ??= startCheck(api);
    const { method } = requestFor(args);
    const hasFallback = (extraOptions as { offlineFallback?: boolean }).offlineFallback !== false;
    if (availability === 'unavailable' && method === 'GET' && hasFallback) {
      return { error: { status: 'FETCH_ERROR', error: 'the health check found the server unavailable' } };
    }
    const result = await inner(args, api, extraOptions);
    if (result.error === undefined || typeof result.error.status === 'number') {
      // The server answered (even a 4xx is an answer): it is there.
      if (result.error === undefined || result.error.status < 500) {
        availability = 'available';
      }
    }
    return result;
  };

  return {
    baseQuery,
    availability: () => availability,
    checked: () => check ?? Promise.resolve(),
  };
}
