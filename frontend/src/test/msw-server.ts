// One MSW server for the unit tests: the network is mocked at the network.
// Tests add handlers with server.use(...); unhandled requests fail the test.
// The calls every page of the app makes (settings, the admin session check,
// the catalogue) answer as a fresh server would, unless a test says otherwise.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

import { catalogHandlers } from '@/test/catalog-handlers';

import defaultSettings from '../../../docs/testdata/default-settings.json';

/** jsdom's origin; fetchBaseQuery resolves '/api' against it. */
export const apiUrl = (path: string) => new URL(`/api${path}`, window.location.origin).href;

/** GET /settings as the public sees it: without the admin-only telegram section. */
export function publicSettings(): Record<string, unknown> {
  const settings: Record<string, unknown> = structuredClone(defaultSettings);
  delete settings.telegram;
  return settings;
}

export const defaultHandlers = [
  http.get(apiUrl('/settings'), () => HttpResponse.json(publicSettings())),
  http.get(apiUrl('/atolls'), () => HttpResponse.json(defaultSettings.geo.atolls)),
  http.get(apiUrl('/auth/session'), () => HttpResponse.json({ authenticated: false })),
  // The admin opens on Orders: an empty shop unless a test says otherwise.
  http.get(apiUrl('/orders'), () => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })),
  ...catalogHandlers().handlers,
];

export const server = setupServer(...defaultHandlers);
