// A fake settings server for the unit tests of the Settings and Geography
// sections: GET /settings answers the stored document (telegram included, as
// for the signed-in admin), PUT /settings stores the body and answers it;
// every request is recorded. Not imported by the app. Tests install it with
// server.use(...fake.handlers), or render a section with it installed
// (renderWithFakeSettings), and replace an answer with server.use(...).
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ReactElement } from 'react';

import type { AdminSettings } from '@/features/admin/api/admin-settings-api';
import { server } from '@/test/msw-server';
import { renderWithProviders } from '@/test/render';

import defaultSettings from '../../../../../docs/testdata/default-settings.json';

/** jsdom's origin; fetchBaseQuery resolves '/api' against it. */
export const apiUrl = (path: string) => new URL(`/api${path}`, window.location.origin).href;

export type FakeSettingsServer = {
  handlers: HttpHandler[];
  /** The document as stored now. */
  stored: Record<string, unknown>;
  gets: number;
  /** Every PUT /settings body, in order. */
  puts: unknown[];
};

export function adminDefaults(): AdminSettings {
  return structuredClone(defaultSettings) as AdminSettings;
}

export function fakeSettingsServer(settings: Record<string, unknown> = adminDefaults()): FakeSettingsServer {
  const state: FakeSettingsServer = { handlers: [], stored: structuredClone(settings), gets: 0, puts: [] };
  state.handlers = [
    http.get(apiUrl('/settings'), () => {
      state.gets += 1;
      return HttpResponse.json(state.stored);
    }),
    http.put(apiUrl('/settings'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      state.puts.push(body);
      state.stored = { ...body, telegram: body.telegram ?? state.stored.telegram };
      return HttpResponse.json(state.stored);
    }),
  ];
  return state;
}

/** PUT /settings answers the server's 422 from now on, with these messages by field. */
export function refuseSettingsSave(fields: Record<string, string>): void {
  server.use(
    http.put(apiUrl('/settings'), () =>
      HttpResponse.json({ error: 'Please check the highlighted fields.', fields }, { status: 422 }),
    ),
  );
}

/**
 * Renders a section against a fresh fake settings server and waits until
 * `ready` finds what shows the form has loaded.
 */
export async function renderWithFakeSettings(
  section: ReactElement,
  ready: () => Promise<unknown>,
  settings: Record<string, unknown> = adminDefaults(),
) {
  const fake = fakeSettingsServer(settings);
  server.use(...fake.handlers);
  const rendered = renderWithProviders(section);
  await ready();
  return { ...rendered, fake };
}
