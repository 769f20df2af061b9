// Reading the server's error answers ({"error": "message", "fields": {...}},
// DESIGN.md "HTTP contract") out of what RTK Query hands back, with the
// stable code of each message (docs/messages.md) for the page's language.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

import type { SayServer, ServerSaying } from '@/i18n/server-words';
import { object, optional, record, string } from '@/lib/json-shape';

export type { SayServer, ServerSaying };

const errorBodySchema = object({
  error: string,
  fields: optional(record(string)),
  code: optional(string),
  params: optional(record(string)),
  field_codes: optional(record(string)),
  field_params: optional(record(record(string))),
});

/** The server's own words, as English pages show them. */
export const serverWords: SayServer = (said) => said.text;

/** The server's message and its fields' messages, with their codes, when the answer is the contract's error. */
export function serverSayingOf(error: unknown): { message: ServerSaying; fields: Record<string, ServerSaying> } | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) {
    return undefined;
  }
  const parsed = errorBodySchema.safeParse(error.data);
  if (!parsed.success) {
    return undefined;
  }
  const body = parsed.data;
  const fields: Record<string, ServerSaying> = {};
  for (const [path, text] of Object.entries(body.fields ?? {})) {
    fields[path] = { text, code: body.field_codes?.[path], params: body.field_params?.[path] };
  }
  return { message: { text: body.error, code: body.code, params: body.params }, fields };
}

/** An HTTP status the server answered with, or undefined when it did not answer. */
export function httpStatusOf(error: unknown): number | undefined {
  if (!isFetchBaseQueryError(error)) {
    return undefined;
  }
  if (typeof error.status === 'number') {
    return error.status;
  }
  return error.status === 'PARSING_ERROR' ? error.originalStatus : undefined;
}

/** The server's message for people, when the answer carries one, said as `say` says it (English by default). */
export function serverMessageOf(error: unknown, say: SayServer = serverWords): string | undefined {
  if (!isFetchBaseQueryError(error)) {
    return undefined;
  }
  const said = serverSayingOf(error)?.message;
  return said !== undefined && said.text.trim() !== '' ? say(said) : undefined;
}

/** The server's message per field path ("customer.phone": "…"), when it sent any, said as `say` says it. */
export function serverFieldMessagesOf(error: unknown, say: SayServer = serverWords): Record<string, string> {
  const fields = serverSayingOf(error)?.fields ?? {};
  return Object.fromEntries(Object.entries(fields).map(([path, said]) => [path, say(said)]));
}

function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}
