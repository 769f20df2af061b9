// One MSW server for the unit tests: the network is mocked at the network.
// Tests add handlers with server.use(...); unhandled requests fail the test.
// The calls every page of the app makes (settings, the admin session check,
// the catalogue) answer as a fresh server would, unless a test says otherwise.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

import { emptyDashboard, goodBackups } from '@/features/admin/testing/dashboard-fixtures';
import { catalogHandlers } from '@/test/catalog-handlers';

import defaultSettings from '../../../docs/testdata/default-settings.json';

/** jsdom's origin; fetchBaseQuery resolves '/api' against it. */
export const apiUrl = (path: string) => new URL(`/api${path}`, window.location.origin).href;

/** GET /settings as the public sees it: without the admin-only telegram and inventory sections. */
export function publicSettings(): Record<string, unknown> {
  const settings: Record<string, unknown> = structuredClone(defaultSettings);
  delete settings.telegram;
  delete settings.inventory;
  return settings;
}

export const defaultHandlers = [
  // The page's one health check (api/health-check.ts): a server that is up.
  http.get(apiUrl('/health'), () => HttpResponse.json({ status: 'ok' })),
  http.get(apiUrl('/settings'), () => HttpResponse.json(publicSettings())),
  http.get(apiUrl('/atolls'), () => HttpResponse.json(defaultSettings.geo.atolls)),
  http.get(apiUrl('/auth/session'), () => HttpResponse.json({ authenticated: false })),
  // The admin opens on the Dashboard; Orders is a tap away: an empty shop unless a test says otherwise.
  http.get(apiUrl('/orders'), () => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })),
  http.get(apiUrl('/dashboard'), () => HttpResponse.json(emptyDashboard())),
  http.get(apiUrl('/search-misses'), () => HttpResponse.json([])),
  http.get(apiUrl('/backups'), () => HttpResponse.json(goodBackups())),
  // Online payment is off, as on a fresh server.
  http.get(apiUrl('/payments/options'), () => HttpResponse.json({ online: false })),
  http.get(apiUrl('/payments/settings'), () =>
    HttpResponse.json({
      enabled: false,
      application_id: '',
      api_key_hint: '',
      environment: 'testing',
      hold_minutes: 60,
      webhook_path: '/api/payments/webhook',
    }),
  ),
  // The catalogue feeds of an empty shop at its test address.
  http.get(apiUrl('/feeds'), () =>
    HttpResponse.json({ meta_url: 'http://localhost:3000/feeds/meta.csv', google_url: 'http://localhost:3000/feeds/google.xml', items: 0, left_out: [] }),
  ),
  // Search finds nothing unless a test says otherwise.
  http.get(apiUrl('/search/suggestions'), () => HttpResponse.json([])),
  http.get(apiUrl('/search'), ({ request }) =>
    HttpResponse.json({
      query: new URL(request.url).searchParams.get('q') ?? '',
      total: 0,
      page: 1,
      per_page: 24,
      results: [],
      popular_categories: [],
    }),
  ),
  ...catalogHandlers().handlers,
];

export const server = setupServer(...defaultHandlers);
