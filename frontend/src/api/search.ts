// One search over both shops (docs/openapi.yaml: /search and
// /search/suggestions; docs/decisions/187). The server ranks and forgives a
// typo; when it cannot be reached, the built-in catalogue is searched here
// more simply (every word somewhere in the product, no typos), so the page
// still answers.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

import { baseApi } from '@/api/base-api';
import { CATALOG_CACHE_SECONDS } from '@/api/catalog-constants';
import { isServerUnavailable } from '@/api/fallback-base-query';
import {
  MAX_SUGGESTIONS,
  searchLocally,
  type SearchResult,
  searchResultSchema,
  type SearchResults,
  searchResultsSchema,
} from '@/api/search-local';
import { array } from '@/lib/json-shape';

export type SearchQuery = { q: string; page?: number };

async function builtIn(error: FetchBaseQueryError, signal: AbortSignal) {
  if (signal.aborted || !isServerUnavailable(error)) {
    return null;
  }
  const { SAMPLE_PRODUCTS, SAMPLE_CATEGORIES } = await import('@/api/sample-catalog');
  console.warn('search: the server cannot be reached; searching the built-in catalogue');
  return { products: SAMPLE_PRODUCTS, categories: SAMPLE_CATEGORIES };
}

function unreadable(what: string, message: string): { error: FetchBaseQueryError } {
  return { error: { status: 'CUSTOM_ERROR', error: `${what}: unexpected answer (${message})` } };
}

export const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    search: build.query<SearchResults, SearchQuery>({
      queryFn: async ({ q, page = 1 }, api, _extraOptions, baseQuery) => {
        const result = await baseQuery({ url: '/search', params: { q, page } });
        if (result.error !== undefined) {
          const local = await builtIn(result.error, api.signal);
          return local === null ? { error: result.error } : { data: searchLocally(local.products, local.categories, q, page) };
        }
        const parsed = searchResultsSchema.safeParse(result.data);
        return parsed.success ? { data: parsed.data } : unreadable('GET /search', parsed.error.message);
      },
      keepUnusedDataFor: CATALOG_CACHE_SECONDS,
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    searchSuggestions: build.query<SearchResult[], string>({
      queryFn: async (q, api, _extraOptions, baseQuery) => {
        const result = await baseQuery({ url: '/search/suggestions', params: { q } });
        if (result.error !== undefined) {
          const local = await builtIn(result.error, api.signal);
          return local === null
            ? { error: result.error }
            : { data: searchLocally(local.products, local.categories, q).results.slice(0, MAX_SUGGESTIONS) };
        }
        const parsed = array(searchResultSchema).safeParse(result.data);
        return parsed.success ? { data: parsed.data.slice(0, MAX_SUGGESTIONS) } : unreadable('GET /search/suggestions', parsed.error.message);
      },
      keepUnusedDataFor: CATALOG_CACHE_SECONDS,
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
  }),
});

export const { useSearchQuery, useSearchSuggestionsQuery } = searchApi;
