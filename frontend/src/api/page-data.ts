// The answers index.html carries for the page asked for (docs/decisions/142):
// the server puts the data of the home page, /shop or a product page into
// <script id="dhoni-page-data">, keyed by the request the app makes for it.
// The first such GET is answered from there, once, without a round trip; any
// later one goes to the server as usual.
import { readBootstrap } from '@/api/bootstrap-element';
import type { InnerBaseQuery } from '@/api/fallback-base-query';
import { requestFor } from '@/api/fallback-base-query';

export const PAGE_DATA_ELEMENT_ID = 'dhoni-page-data';

type Entry = { body: unknown; total?: string };

/**
 * The page's carried answers by request URL (path under /api with its sorted
 * query). With `settings`, GET /settings is answered from the settings
 * index.html carries: on a page the server drew, they are the server's
 * answer to this very request (decision 060), so the read every start makes
 * needs no round trip (decision 175). A page that was not drawn may be the
 * service worker's copy of index.html, whose settings are as old as the copy:
 * it asks the server.
 */
export function readPageData(doc: Document | undefined, settings = false): Map<string, Entry> {
  const entries = new Map<string, Entry>();
  if (settings) {
    const carried = readBootstrap(doc);
    if (carried !== undefined && 'settings' in carried) {
      entries.set('/settings', { body: carried.settings });
    }
  }
  const text = doc?.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent ?? '';
  if (text === '') {
    return entries;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null) {
      for (const [url, value] of Object.entries(parsed as Record<string, unknown>)) {
        if (typeof value === 'object' && value !== null && 'body' in value) {
          const { body, total } = value as { body: unknown; total?: unknown };
          entries.set(url, typeof total === 'string' ? { body, total } : { body });
        }
      }
    }
  } catch {
    // A damaged document only means the app asks the server.
  }
  return entries;
}

/**
 * Answers the first GET of each URL the page carries from it. With `everyPage`
 * (the server's render, which draws one page after another in one engine) the
 * document is read again at every call and nothing is used up.
 */
export function withPageData(
  baseQuery: InnerBaseQuery,
  load: () => Map<string, Entry> = () => readPageData(globalThis.document),
  everyPage = false,
): InnerBaseQuery {
  let carried: Map<string, Entry> | null = null;
  return async (args, api, extraOptions) => {
    const request = requestFor(args);
    if (request.method === 'GET') {
      const answers = everyPage ? load() : (carried ??= load());
      const entry = answers.get(request.url);
      if (entry !== undefined) {
        answers.delete(request.url);
        const headers: Record<string, string> = entry.total === undefined ? {} : { 'x-total-count': entry.total };
        return { data: entry.body, meta: { response: new Response(null, { status: 200, headers }) } };
      }
    }
    return baseQuery(args, api, extraOptions);
  };
}
