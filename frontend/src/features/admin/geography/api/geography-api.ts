// Geography's save (docs/openapi.yaml: PUT /settings): the atolls and their
// islands written into the settings document the server holds.
import { baseApi } from '@/api/base-api';
import { settingsSchema, type Atoll } from '@/api/settings';
import { SETTINGS_UNREADABLE, customError, isRecord } from '@/features/admin/api/admin-settings-api';

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

export const geographyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
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
  }),
});

export const { useSaveAtollsMutation } = geographyApi;
