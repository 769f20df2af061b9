import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { SESSION_ENDED, adminSettingsApi, serverFieldsOf, withAtolls } from '@/api/admin-settings';
import { makeApiStore } from '@/test/api-store';
import { apiUrl, publicSettings, server } from '@/test/msw-server';

import defaultSettings from '../../../docs/testdata/default-settings.json';

function adminSettings(): Record<string, unknown> {
  return structuredClone(defaultSettings);
}

describe('getAdminSettings', () => {
  it('reads the settings with telegram, as the server sends them to the admin', async () => {
    server.use(http.get(apiUrl('/settings'), () => HttpResponse.json(adminSettings())));

    const result = await makeApiStore().dispatch(adminSettingsApi.endpoints.getAdminSettings.initiate());

    expect(result.data).toEqual(defaultSettings);
  });

  it('never stands in a saved copy or the defaults for a server that does not answer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = makeApiStore();
    server.use(http.get(apiUrl('/settings'), () => HttpResponse.json(adminSettings())));
    await store.dispatch(adminSettingsApi.endpoints.getAdminSettings.initiate());
    server.use(http.get(apiUrl('/settings'), () => new HttpResponse(null, { status: 503 })));

    const result = await makeApiStore().dispatch(adminSettingsApi.endpoints.getAdminSettings.initiate());

    expect(result.isError).toBe(true);
    expect(result.data).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('GET /settings failed (HTTP 503)');
  });

  it('says the session ended when the answer is the public one, without telegram', async () => {
    server.use(http.get(apiUrl('/settings'), () => HttpResponse.json(publicSettings())));

    const result = await makeApiStore().dispatch(adminSettingsApi.endpoints.getAdminSettings.initiate());

    expect(result.error).toMatchObject({ status: 'CUSTOM_ERROR', error: SESSION_ENDED });
  });
});

describe('withAtolls', () => {
  it('replaces the atolls and leaves every other key, telegram out', () => {
    const document = adminSettings();
    const atolls = [{ name: 'Malé', islands: ['Malé', 'Thilafushi'] }];

    const next = withAtolls(document, atolls);

    const rest = { ...document };
    delete rest.telegram;
    const restFees = (rest.delivery as { perAtollFees: Record<string, number> }).perAtollFees;
    const removedNames = ['Kaafu Atoll', 'Ari Atoll', 'Addu Atoll', 'Laamu Atoll', 'Baa Atoll'];
    const keptFees = Object.fromEntries(Object.entries(restFees).filter(([name]) => !removedNames.includes(name)));
    expect(next).toEqual({
      ...rest,
      geo: { atolls },
      delivery: { ...(rest.delivery as object), perAtollFees: keptFees },
    });
    expect(keptFees).toEqual({ Malé: 0 });
  });

  it('keeps fees of names that were not atolls before', () => {
    const document = adminSettings();
    (document.delivery as { perAtollFees: Record<string, number> }).perAtollFees['Old Atoll'] = 10;
    const atolls = (document.geo as { atolls: { name: string; islands: string[] }[] }).atolls;

    const next = withAtolls(document, atolls) as { delivery: { perAtollFees: Record<string, number> } };

    expect(next.delivery.perAtollFees['Old Atoll']).toBe(10);
    expect(next.delivery).toEqual(document.delivery);
  });
});

describe('serverFieldsOf', () => {
  it("reads a 422 answer's fields, and nothing from anything else", () => {
    expect(
      serverFieldsOf({ status: 422, data: { error: 'Please check', fields: { 'hero.title': 'Too long' } } }),
    ).toEqual({ 'hero.title': 'Too long' });
    expect(serverFieldsOf({ status: 500, data: 'oops' })).toEqual({});
    expect(serverFieldsOf(undefined)).toEqual({});
  });
});
