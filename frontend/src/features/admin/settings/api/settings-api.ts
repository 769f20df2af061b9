// The settings screen's writes (docs/openapi.yaml: PUT /settings,
// /telegram/test, /auth/password); the read is shared with Geography
// (features/admin/api/admin-settings-api.ts). None falls back to a saved copy
// (decision 019).
import { z } from 'zod';

import { baseApi } from '@/api/base-api';
import { settingsSchema } from '@/api/settings';
import type { AdminSettings } from '@/features/admin/api/admin-settings-api';

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
  useSaveSettingsMutation,
  useSendTelegramTestMutation,
  useChangePasswordMutation,
} = adminSettingsApi;
