// The standalone demo's stand-in for HTTP (docs/decisions/084): a request as
// the app's base query sends it, and answers shaped as fetchBaseQuery returns
// the server's, so every endpoint reads them exactly as it reads the server.
import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';

import type { ApiMeta } from '@/api/fallback-base-query';

export type DemoRequest = {
  method: string;
  /** The path under /api, without its query. */
  path: string;
  query: URLSearchParams;
  body: unknown;
};

export type DemoAnswer = { data: unknown; meta: ApiMeta } | { error: FetchBaseQueryError; meta: ApiMeta };

export function demoRequest(args: string | FetchArgs): DemoRequest {
  const call: FetchArgs = typeof args === 'string' ? { url: args } : args;
  const parsed = new URL(call.url, 'http://demo.invalid');
  const query = new URLSearchParams(parsed.search);
  for (const [name, value] of Object.entries((call.params ?? {}) as Record<string, string | number | boolean | undefined>)) {
    if (value !== undefined) {
      query.set(name, String(value));
    }
  }
  const body: unknown = call.body;
  return { method: (call.method ?? 'GET').toUpperCase(), path: parsed.pathname, query, body };
}

function meta(status: number, headers: Record<string, string> = {}): ApiMeta {
  return { response: new Response(null, { status, headers }) };
}

export function ok(data: unknown, headers: Record<string, string> = {}): DemoAnswer {
  return { data, meta: meta(200, headers) };
}

export function created(data: unknown): DemoAnswer {
  return { data, meta: meta(201) };
}

export function noContent(): DemoAnswer {
  return { data: null, meta: meta(204) };
}

/** The server's error answer: {"error": message, "fields": {path: message}}. */
export function fail(status: number, message: string, fields?: Record<string, string>): DemoAnswer {
  const data = fields === undefined || Object.keys(fields).length === 0 ? { error: message } : { error: message, fields };
  return { error: { status, data }, meta: meta(status) };
}

/** A 422 naming every field that broke a rule; the first message leads. */
export function invalid(fields: Record<string, string>): DemoAnswer {
  return fail(422, Object.values(fields)[0] ?? 'Invalid request', fields);
}

export function notFound(message = 'Not found'): DemoAnswer {
  return fail(404, message);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
