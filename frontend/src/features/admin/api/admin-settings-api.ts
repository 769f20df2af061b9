// The settings as the admin reads them (docs/openapi.yaml: GET /settings),
// shared by Settings and Geography, which both write them. Unlike the
// storefront's getSettings, these calls never fall back to a saved copy or to
// the defaults (decision 019): a form filled from a stand-in would write it
// over the owner's real settings.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { z } from 'zod';

import { baseApi } from '@/api/base-api';
import { settingsSchema, type Settings } from '@/api/settings';

/** The settings as the admin reads them: live, telegram included. */
export type AdminSettings = Settings & { telegram: NonNullable<Settings['telegram']> };

/** CUSTOM_ERROR texts of these endpoints (shown to the owner as they are). */
export const SETTINGS_UNREADABLE = 'The server sent settings this screen cannot read. Please reload the page.';
export const SESSION_ENDED =
  'Your admin session has ended. Log in again in a new tab, then come back here: nothing you typed is lost.';

const errorBodySchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

/** The per-field messages of a 422 answer ({"fields": {"hero.imageUrl": "..."}}), or {}. */
export function serverFieldsOf(error: unknown): Record<string, string> {
  if (typeof error !== 'object' || error === null || !('data' in error)) {
    return {};
  }
  const body = errorBodySchema.safeParse(error.data);
  return body.success ? (body.data.fields ?? {}) : {};
}

export function customError(message: string, data?: unknown): { error: FetchBaseQueryError } {
  return { error: { status: 'CUSTOM_ERROR', error: message, data: data ?? { error: message } } };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const adminSettingsReadApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminSettings: build.query<AdminSettings, void>({
      extraOptions: { offlineFallback: false },
      queryFn: async (_arg, _api, _extraOptions, baseQuery) => {
        const result = await baseQuery({ url: '/settings', cache: 'no-store' });
        if (result.error !== undefined) {
          return { error: result.error };
        }
        const parsed = settingsSchema.safeParse(result.data);
        if (!parsed.success) {
          return customError(SETTINGS_UNREADABLE);
        }
        const { telegram } = parsed.data;
        // Only a stranger's answer lacks telegram: the session ended meanwhile.
        return telegram === undefined ? customError(SESSION_ENDED) : { data: { ...parsed.data, telegram } };
      },
      providesTags: ['Settings'],
    }),
  }),
});

export const { useGetAdminSettingsQuery } = adminSettingsReadApi;
