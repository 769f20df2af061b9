import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';

import { DEFAULT_SETTINGS } from '@/api/default-settings';
import { settingsApi, settingsSchema, useSettings } from '@/api/settings';
import { STAND_IN_SETTINGS } from '@/api/stand-in-settings';
import { makeApiStore } from '@/test/api-store';
import { apiUrl, publicSettings, server } from '@/test/msw-server';

import defaultSettingsDoc from '../../../docs/testdata/default-settings.json';

function quietWarnings() {
  return vi.spyOn(console, 'warn').mockImplementation(() => undefined);
}

describe('DEFAULT_SETTINGS', () => {
  it('are the shared defaults of docs/testdata/default-settings.json', () => {
    expect(DEFAULT_SETTINGS).toEqual(defaultSettingsDoc);
  });

  it('are settings as the app reads them', () => {
    expect(settingsSchema.safeParse(DEFAULT_SETTINGS).success).toBe(true);
  });

  it('stand in, in the first load, without the geography (decision 248)', () => {
    expect(STAND_IN_SETTINGS).toEqual({ ...defaultSettingsDoc, geo: { atolls: [] } });
    expect(DEFAULT_SETTINGS.geo.atolls.length).toBeGreaterThan(10);
  });
});

describe('getSettings', () => {
  it("returns the server's settings", async () => {
    const settings = { ...publicSettings(), hero: { ...DEFAULT_SETTINGS.hero, title: 'Eid collection' } };
    server.use(http.get(apiUrl('/settings'), () => HttpResponse.json(settings)));

    const result = await makeApiStore().dispatch(settingsApi.endpoints.getSettings.initiate());

    expect(result.data?.hero.title).toBe('Eid collection');
  });

  it('falls back to the built-in defaults when the API is down and nothing was saved', async () => {
    const warn = quietWarnings();
    server.use(http.get(apiUrl('/settings'), () => HttpResponse.error()));

    const result = await makeApiStore().dispatch(settingsApi.endpoints.getSettings.initiate());

    expect(result.isSuccess).toBe(true);
    expect(result.data).toEqual(defaultSettingsDoc);
    expect(warn).toHaveBeenCalledWith('GET /settings: failed (FETCH_ERROR); using the built-in defaults');
  });

  it('prefers the copy saved last time to the defaults', async () => {
    quietWarnings();
    const saved = { ...publicSettings(), contact: { phone: '+960 999-0000', whatsappUrl: '' } };
    server.use(http.get(apiUrl('/settings'), () => HttpResponse.json(saved)));
    await makeApiStore().dispatch(settingsApi.endpoints.getSettings.initiate());

    server.use(http.get(apiUrl('/settings'), () => new HttpResponse(null, { status: 503 })));
    const result = await makeApiStore().dispatch(settingsApi.endpoints.getSettings.initiate());

    expect(result.data?.contact.phone).toBe('+960 999-0000');
  });

  it('falls back to the defaults when the answer is not settings', async () => {
    const warn = quietWarnings();
    server.use(http.get(apiUrl('/settings'), () => HttpResponse.json({ hello: 'world' })));

    const result = await makeApiStore().dispatch(settingsApi.endpoints.getSettings.initiate());

    expect(result.data).toEqual(DEFAULT_SETTINGS);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^GET \/settings: unexpected answer/));
  });

  it('never keeps the admin-only telegram section in browser storage', async () => {
    const adminView = { ...publicSettings(), telegram: { enabled: true, botToken: '123:secret', chatIds: '42' } };
    server.use(http.get(apiUrl('/settings'), () => HttpResponse.json(adminView)));

    const result = await makeApiStore().dispatch(settingsApi.endpoints.getSettings.initiate());

    expect(result.data?.telegram?.botToken).toBe('123:secret');
    const saved = window.localStorage.getItem('dhoni.cache:/settings') ?? '';
    expect(saved).toContain('Bank of Maldives');
    expect(saved).not.toContain('secret');
  });
});

describe('getAtolls', () => {
  it('returns the atolls from the server', async () => {
    server.use(http.get(apiUrl('/atolls'), () => HttpResponse.json([{ name: 'Malé', islands: ['Malé'] }])));

    const result = await makeApiStore().dispatch(settingsApi.endpoints.getAtolls.initiate());

    expect(result.data).toEqual([{ name: 'Malé', islands: ['Malé'] }]);
  });

  it("falls back to the default settings' atolls when the API is down", async () => {
    quietWarnings();
    server.use(http.get(apiUrl('/atolls'), () => HttpResponse.error()));

    const result = await makeApiStore().dispatch(settingsApi.endpoints.getAtolls.initiate());

    expect(result.data).toEqual(defaultSettingsDoc.geo.atolls);
  });
});

describe('useSettings', () => {
  function wrapperWith(store: ReturnType<typeof makeApiStore>) {
    return ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  }

  it('starts from the built-in stand-in, marked as not known, until the server answers', async () => {
    const announcement = { ...DEFAULT_SETTINGS.announcement, message: 'Open on Friday afternoons' };
    server.use(http.get(apiUrl('/settings'), () => HttpResponse.json({ ...publicSettings(), announcement })));

    const { result } = renderHook(() => useSettings(), { wrapper: wrapperWith(makeApiStore()) });

    expect(result.current).toEqual({ settings: STAND_IN_SETTINGS, isKnown: false });
    await waitFor(() => {
      expect(result.current.settings.announcement.message).toBe('Open on Friday afternoons');
    });
    expect(result.current.isKnown).toBe(true);
  });

  it('starts from the saved copy at once when the browser has one', () => {
    const saved = { ...publicSettings(), branding: { ...DEFAULT_SETTINGS.branding, showSplashScreen: false } };
    window.localStorage.setItem(
      'dhoni.cache:/settings',
      JSON.stringify({ savedAt: '2026-11-20T10:00:00.000Z', data: saved, headers: {} }),
    );

    const { result } = renderHook(() => useSettings(), { wrapper: wrapperWith(makeApiStore()) });

    expect(result.current.isKnown).toBe(true);
    expect(result.current.settings.branding.showSplashScreen).toBe(false);
  });

  it('starts from the settings index.html carried, before the saved copy', async () => {
    window.localStorage.setItem(
      'dhoni.cache:/settings',
      JSON.stringify({ savedAt: '2026-11-20T10:00:00.000Z', data: publicSettings(), headers: {} }),
    );
    const carried = { ...publicSettings(), announcement: { ...DEFAULT_SETTINGS.announcement, message: 'Eid hours' } };
    const element = document.createElement('script');
    element.id = 'dhoni-bootstrap';
    element.type = 'application/json';
    element.textContent = JSON.stringify({ settings: carried });
    document.head.append(element);
    const later = { ...publicSettings(), announcement: { ...DEFAULT_SETTINGS.announcement, message: 'Closed today' } };
    server.use(http.get(apiUrl('/settings'), () => HttpResponse.json(later)));

    try {
      const { result } = renderHook(() => useSettings(), { wrapper: wrapperWith(makeApiStore()) });

      expect(result.current).toEqual({ settings: carried, isKnown: true });
      // The server's answer still wins when it comes.
      await waitFor(() => {
        expect(result.current.settings.announcement.message).toBe('Closed today');
      });
    } finally {
      element.remove();
    }
  });

  it('ignores a carried document that is not settings', () => {
    const element = document.createElement('script');
    element.id = 'dhoni-bootstrap';
    element.type = 'application/json';
    element.textContent = '{"settings": {"hero": 1}';
    document.head.append(element);
    try {
      const { result } = renderHook(() => useSettings(), { wrapper: wrapperWith(makeApiStore()) });
      expect(result.current).toEqual({ settings: STAND_IN_SETTINGS, isKnown: false });
    } finally {
      element.remove();
    }
  });
});
