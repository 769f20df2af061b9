// The admin's lists read a page at a time (docs/openapi.yaml: GET /orders,
// GET /tailoring/requests, GET /products): the query string of a filtered
// list, and the page read from the answer's body and its X-Total-Count (and
// X-Total-Capped) headers.
// Always asked live; a failure is the call's, an answer that is not a list is
// a CUSTOM_ERROR naming the call.
import type { BaseQueryApi, FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta, QueryReturnValue } from '@reduxjs/toolkit/query';

import { type AnswerSchema, recheckSessionOn401, totalCount } from '@/api/answers';

/**
 * A page of a list and how many the list holds in all (X-Total-Count);
 * `capped` when the count stopped there and more match (X-Total-Capped:
 * the orders list's search counts up to 10,000).
 */
export type ListPage<Item> = { items: Item[]; total: number; capped?: true };

/** A list's query string. */
export type ListParams = Record<string, string | number>;

/** The filters of a list the admin searches: a page, a status, a text. */
export type FilteredListQuery = { page: number; status?: string | undefined; q?: string | undefined };

/** The query string of a filtered list, perPage a page; a status or text that is not set is left out. */
export function filteredListParams({ page, status, q }: FilteredListQuery, perPage: number): ListParams {
  const params: ListParams = { page, per_page: perPage };
  if (status !== undefined) {
    params.status = status;
  }
  const text = q?.trim() ?? '';
  if (text !== '') {
    params.q = text;
  }
  return params;
}

/** Reads a page from an answer's body and headers: null when the body is not a list. */
export type PageReader<Item> = (body: unknown, headers: Headers | undefined) => ListPage<Item> | null;

/** A page whose every entry reads through schema; null when one does not (or the body is no list). */
export function strictPageOf<Item>(schema: AnswerSchema<Item[]>): PageReader<Item> {
  return (body, headers) => {
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      return null;
    }
    const page: ListPage<Item> = { items: parsed.data, total: totalCount(headers, parsed.data.length) };
    if (headers?.get('x-total-capped') === 'true') {
      page.capped = true;
    }
    return page;
  };
}

type ListAnswer = QueryReturnValue<unknown, FetchBaseQueryError, FetchBaseQueryMeta | undefined>;

/**
 * The queryFn of a paged list: GET url with the query string params makes
 * from the argument, the page read by readPage. With `session: true` a
 * signed-out failure also checks the session again.
 */
export function listPageAnswerOf<Arg, Item>(
  url: string,
  params: (arg: Arg) => ListParams,
  readPage: PageReader<Item>,
  { session }: { session: boolean },
) {
  return async (
    arg: Arg,
    api: Pick<BaseQueryApi, 'dispatch'>,
    _extraOptions: unknown,
    baseQuery: (args: FetchArgs) => ListAnswer | PromiseLike<ListAnswer>,
  ): Promise<{ data: ListPage<Item> } | { error: FetchBaseQueryError }> => {
    const result = await baseQuery({ url, params: params(arg) });
    if (result.error !== undefined) {
      if (session) {
        recheckSessionOn401(result.error, api);
      }
      return { error: result.error };
    }
    const page = readPage(result.data, result.meta?.response?.headers);
    return page === null ? { error: { status: 'CUSTOM_ERROR', error: `GET ${url}: unexpected answer (not a list)` } } : { data: page };
  };
}

/**
 * The queryFn of a list the admin filters (the orders, the tailoring
 * requests): perPage a page, every entry read through the list's schema.
 */
export function filteredListAnswerOf<Item>(url: string, perPage: number, schema: AnswerSchema<Item[]>) {
  return listPageAnswerOf(url, (query: FilteredListQuery) => filteredListParams(query, perPage), strictPageOf(schema), {
    session: true,
  });
}

/** The tags a page provides: its list's, and each of its items' by id. */
export function pageTags<Type extends string, Item>(type: Type, idOf: (item: Item) => string) {
  return (page: ListPage<Item> | undefined) => [
    { type, id: 'LIST' },
    ...(page?.items ?? []).map((item) => ({ type, id: idOf(item) })),
  ];
}
