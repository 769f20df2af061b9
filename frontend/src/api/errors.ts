// Reading the server's error answers ({"error": "message", "fields": {...}},
// DESIGN.md "HTTP contract") out of what RTK Query hands back.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

import { object, optional, record, string } from '@/lib/json-shape';

const errorBodySchema = object({
  error: string,
  fields: optional(record(string)),
});

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

/** The server's message for people, when the answer carries one. */
export function serverMessageOf(error: unknown): string | undefined {
  if (!isFetchBaseQueryError(error) || !('data' in error)) {
    return undefined;
  }
  const body = errorBodySchema.safeParse(error.data);
  return body.success && body.data.error.trim() !== '' ? body.data.error : undefined;
}

function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}
