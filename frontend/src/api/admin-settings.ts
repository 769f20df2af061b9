// The admin's side of the settings (docs/openapi.yaml: /settings, /atolls,
// /telegram/test, /auth/password). Unlike the storefront's getSettings, these
// calls never fall back to a saved copy or to the defaults (decision 019): a
// form filled from a stand-in would write it over the owner's real settings.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { z } from 'zod';

import { baseApi } from '@/api/base-api';
import { settingsSchema, type Atoll, type Settings } from '@/api/settings';

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

function customError(message: string, data?: unknown): { error: FetchBaseQueryError } {
  return { error: { status: 'CUSTOM_ERROR', error: message, data: data ?? { error: message } } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The settings document with `atolls` in place of its atolls. A removed
 * atoll's own delivery fee goes with it (decision 057); fees of other names
 * and every other key are kept exactly as read. `telegram` is left out, so the
 * server keeps the stored one: geography has no business sending the bot token.
 */
export function withAtolls(document: Record<string, unknown>, atolls: readonly Atoll[]): Record<string, unknown> {
  const rest = { ...document };
  delete rest.telegram;
  const geo = isRecord(rest.geo) ? rest.geo : {};
  const before = Array.isArray(geo.atolls) ? geo.atolls : [];
  const kept = new Set(atolls.map((atoll) => atoll.name));
  const removed = before
    .map((atoll: unknown) => (isRecord(atoll) && typeof atoll.name === 'string' ? atoll.name : undefined))
    .filter((name): name is string => name !== undefined && !kept.has(name));

  const next: Record<string, unknown> = {
    ...rest,
    geo: { ...geo, atolls: atolls.map((atoll) => ({ name: atoll.name, islands: [...atoll.islands] })) },
  };
  if (removed.length > 0 && isRecord(rest.delivery) && isRecord(rest.delivery.perAtollFees)) {
    const fees = { ...rest.delivery.perAtollFees };
    for (const name of removed) {
      // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- a map keyed by atoll name
      delete fees[name];
    }
    next.delivery = { ...rest.delivery, perAtollFees: fees };
  }
  return next;
}

export const telegramTestResultSchema = z.object({
  chatId: z.string(),
  ok: z.boolean(),
  /** Telegram's HTTP status; 0 when Telegram could not be reached. */
  status: z.number(),
  description: z.string(),
});
export type TelegramTestResult = z.infer<typeof telegramTestResultSchema>;

const telegramTestAnswerSchema = z.object({ results: z.array(telegramTestResultSchema) });

/** Leave a field out to test with the saved value. */
export type TelegramTestRequest = { botToken?: string; chatIds?: string };

export type PasswordChange = { currentPassword: string; newPassword: string };

export const adminSettingsApi = baseApi.injectEndpoints({
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
    saveSettings: build.mutation<AdminSettings, AdminSettings>({
      extraOptions: { offlineFallback: false },
      query: (settings) => ({ url: '/settings', method: 'PUT', body: settings }),
      transformResponse: (body: unknown, _meta, sent) => {
        const parsed = settingsSchema.safeParse(body);
        return parsed.success ? { ...parsed.data, telegram: parsed.data.telegram ?? sent.telegram } : sent;
      },
      // The storefront's banner, fees and island lists read these.
      invalidatesTags: (_result, error) => (error === undefined ? ['Settings', 'Atoll'] : []),
    }),
    /**
     * Geography's save (spec section 7): reads the settings afresh, so a change
     * made meanwhile in Settings is not undone, and writes them back with the
     * atolls replaced. Answers the atolls as saved (trimmed by the server).
     */
    saveAtolls: build.mutation<Atoll[], readonly Atoll[]>({
      extraOptions: { offlineFallback: false },
      queryFn: async (atolls, _api, _extraOptions, baseQuery) => {
        const read = await baseQuery({ url: '/settings', cache: 'no-store' });
        if (read.error !== undefined) {
          return { error: read.error };
        }
        if (!isRecord(read.data) || !settingsSchema.safeParse(read.data).success) {
          return customError(SETTINGS_UNREADABLE);
        }
        const saved = await baseQuery({ url: '/settings', method: 'PUT', body: withAtolls(read.data, atolls) });
        if (saved.error !== undefined) {
          return { error: saved.error };
        }
        const parsed = settingsSchema.safeParse(saved.data);
        return { data: parsed.success ? parsed.data.geo.atolls : atolls.map((atoll) => ({ ...atoll })) };
      },
      invalidatesTags: (_result, error) => (error === undefined ? ['Settings', 'Atoll'] : []),
    }),
    sendTelegramTest: build.mutation<TelegramTestResult[], TelegramTestRequest>({
      extraOptions: { offlineFallback: false },
      query: (body) => ({ url: '/telegram/test', method: 'POST', body }),
      transformResponse: (body: unknown) => {
        const parsed = telegramTestAnswerSchema.safeParse(body);
        return parsed.success ? parsed.data.results : [];
      },
    }),
    changePassword: build.mutation<null, PasswordChange>({
      extraOptions: { offlineFallback: false },
      query: (body) => ({ url: '/auth/password', method: 'PUT', body }),
    }),
  }),
});

export const {
  useGetAdminSettingsQuery,
  useSaveSettingsMutation,
  useSaveAtollsMutation,
  useSendTelegramTestMutation,
  useChangePasswordMutation,
} = adminSettingsApi;
