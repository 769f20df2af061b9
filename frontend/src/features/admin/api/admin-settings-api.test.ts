import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { SESSION_ENDED, adminSettingsReadApi, serverFieldsOf } from '@/features/admin/api/admin-settings-api';
import { makeApiStore } from '@/test/api-store';
import { apiUrl, publicSettings, server } from '@/test/msw-server';

import defaultSettings from '../../../../../docs/testdata/default-settings.json';

function adminSettings(): Record<string, unknown> {
  return structuredClone(defaultSettings);
}

describe('getAdminSettings', () => {
  it('reads the settings with telegram, as the server sends them to the admin', async () => {
    server.use(http.get(apiUrl('/settings'), () => HttpResponse.json(adminSettings())));

    const result = await makeApiStore().dispatch(adminSettingsReadApi.endpoints.getAdminSettings.initiate());

    expect(result.data).toEqual(defaultSettings);
  });

  it('never stands in a saved copy or the defaults for a server that does not answer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = makeApiStore();
    server.use(http.get(apiUrl('/settings'), () => HttpResponse.json(adminSettings())));
    await store.dispatch(adminSettingsReadApi.endpoints.getAdminSettings.initiate());
    server.use(http.get(apiUrl('/settings'), () => new HttpResponse(null, { status: 503 })));

    const result = await makeApiStore().dispatch(adminSettingsReadApi.endpoints.getAdminSettings.initiate());

    expect(result.isError).toBe(true);
    expect(result.data).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('GET /settings failed (HTTP 503)');
  });

  it('says the session ended when the answer is the public one, without telegram', async () => {
    server.use(http.get(apiUrl('/settings'), () => HttpResponse.json(publicSettings())));

    const result = await makeApiStore().dispatch(adminSettingsReadApi.endpoints.getAdminSettings.initiate());

    expect(result.error).toMatchObject({ status: 'CUSTOM_ERROR', error: SESSION_ENDED });
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
