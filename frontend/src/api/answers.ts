// What every feature's endpoints do with the server's answers: read them
// through their schema, ask live for what must never come from an
// offline copy, and notice a signed-out admin.
import type { BaseQueryApi, FetchArgs, FetchBaseQueryError, QueryReturnValue } from '@reduxjs/toolkit/query';

import { baseApi } from '@/api/base-api';
import { httpStatusOf } from '@/api/errors';

/** extraOptions of an endpoint that is always asked live (no offline copy kept or shown). */
export const LIVE = { offlineFallback: false } as const;

/** How an answer is read: a zod schema, or a check of lib/json-shape. */
export type AnswerSchema<T> = {
  safeParse: (data: unknown) => { success: true; data: T } | { success: false; error: { message: string } };
};

/** The answer read through schema, or a CUSTOM_ERROR naming the call when it does not fit. */
export function parseAnswer<T>(schema: AnswerSchema<T>, body: unknown, what: string): { data: T } | { error: FetchBaseQueryError } {
  const result = schema.safeParse(body);
  return result.success
    ? { data: result.data }
    : { error: { status: 'CUSTOM_ERROR', error: `${what}: unexpected answer (${result.error.message})` } };
}

/** What a queryFn's baseQuery answered. */
type BaseQueryAnswer = QueryReturnValue<unknown, FetchBaseQueryError>;

/** A call's answer read through schema, or its failure as it came. */
export function readAnswer<T>(
  result: BaseQueryAnswer,
  schema: AnswerSchema<T>,
  what: string,
): { data: T } | { error: FetchBaseQueryError } {
  return result.error === undefined ? parseAnswer(schema, result.data, what) : { error: result.error };
}

/** readAnswer for an admin call: a signed-out failure also checks the session again. */
export function readAdminAnswer<T>(
  result: BaseQueryAnswer,
  api: Pick<BaseQueryApi, 'dispatch'>,
  schema: AnswerSchema<T>,
  what: string,
): { data: T } | { error: FetchBaseQueryError } {
  if (result.error !== undefined) {
    recheckSessionOn401(result.error, api);
  }
  return readAnswer(result, schema, what);
}

/** What an endpoint sends: a path to GET, or a request with its method, body or query string. */
export type Call = string | FetchArgs;

/**
 * The queryFn of an endpoint that sends one call made from its argument and
 * reads the answer through schema: a failure names the call by its method and
 * path ("PUT /categories/c1", the query string left out). An admin call
 * (`admin: true`) also checks the session again on a 401.
 */
export function answerOf<Arg, T>(schema: AnswerSchema<T>, call: (arg: Arg) => Call, { admin = false } = {}) {
  return async (
    arg: Arg,
    api: Pick<BaseQueryApi, 'dispatch'>,
    _extraOptions: unknown,
    baseQuery: (args: Call) => BaseQueryAnswer | PromiseLike<BaseQueryAnswer>,
  ): Promise<{ data: T } | { error: FetchBaseQueryError }> => {
    const request = call(arg);
    const { url, method = 'GET' } = typeof request === 'string' ? { url: request } : request;
    const result = await baseQuery(request);
    const what = `${method} ${url}`;
    return admin ? readAdminAnswer(result, api, schema, what) : readAnswer(result, schema, what);
  };
}

/**
 * How many a paged list holds in all: its X-Total-Count header, or, without
 * a sound one (an old saved copy, say), the length of the page at hand.
 */
export function totalCount(headers: Headers | undefined, pageLength: number): number {
  const header = headers?.get('x-total-count');
  const total = header === null || header === undefined || header.trim() === '' ? Number.NaN : Number(header);
  return Number.isInteger(total) && total >= pageLength ? total : pageLength;
}

/** A signed-out answer on an admin call: the session is checked again (and the login shown). */
export function recheckSessionOn401(error: FetchBaseQueryError, api: Pick<BaseQueryApi, 'dispatch'>): void {
  if (httpStatusOf(error) === 401) {
    api.dispatch(baseApi.util.invalidateTags(['Session']));
  }
}
