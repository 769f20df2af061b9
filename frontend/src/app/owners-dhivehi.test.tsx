// The owner's Dhivehi in the settings: the twins of the banner, hero, footer,
// first-visit popup and tailoring guide, and corrections of the app's
// Dhivehi texts, each saved and then seen on a Dhivehi page.
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { AppProviders } from '@/app/providers';
import { makeStore } from '@/app/store';
import { adminDefaults, apiUrl, renderWithFakeSettings } from '@/features/admin/testing/fake-settings-server';
import { dhivehiWordsFrom } from '@/features/admin/settings/dhivehi-words';
import SettingsSection from '@/features/admin/settings/settings-section';
import { FirstVisitPopup } from '@/features/site/components/first-visit-popup';
import { MeasuringGuide } from '@/features/tailoring/components/measuring-guide';
import { loadDhivehi } from '@/i18n/catalog';
import { I18nProvider } from '@/i18n/i18n-provider';
import { server } from '@/test/msw-server';
import { retype } from '@/test/render';

/** The settings section with its Dhivehi cards opened (an English page shows them on asking). */
async function openSettings(settings = adminDefaults()) {
  const rendered = await renderWithFakeSettings(
    <SettingsSection />,
    () => screen.findByRole('button', { name: 'Edit the Dhivehi texts' }),
    settings,
  );
  await rendered.user.click(screen.getByRole('button', { name: 'Edit the Dhivehi texts' }));
  await screen.findByRole('form', { name: 'Your words in Dhivehi' });
  return rendered;
}

/** ui as a Dhivehi page shows it: the settings read from the (fake) server, as the app reads them. */
async function dhivehiPage(ui: ReactElement) {
  const messages = await loadDhivehi();
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/'] });
  return render(
    <AppProviders store={makeStore()} language="dv" messages={messages}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe("the owner's Dhivehi twins", () => {
  it('saves the popup and guide twins, which Dhivehi pages then show as typed', async () => {
    const { user, fake, unmount } = await openSettings();
    const form = screen.getByRole('form', { name: 'Your words in Dhivehi' });
    const popup = within(form).getByLabelText('First-visit popup message in Dhivehi');
    expect(popup).toHaveAttribute('dir', 'rtl');
    expect(popup).toHaveAccessibleDescription(expect.stringContaining('We currently serve the Maldives only.'));
    expect(within(form).getByLabelText('Hero title in Dhivehi')).toHaveAccessibleDescription(
      `In English: ${adminDefaults().hero.title}`,
    );

    // user-event types "{{" as one brace.
    await user.type(popup, 'ރާއްޖެއަށް ޚިދުމަތް ދެނީ {{MVR 50}');
    await user.type(within(form).getByLabelText('Tailoring guide introduction in Dhivehi'), 'ފީތަ ބޭނުންކުރައްވާ');
    await user.type(within(form).getByLabelText('Banner message in Dhivehi'), 'އައު ކަލެކްޝަން');
    await user.click(within(form).getByRole('button', { name: 'Save Dhivehi texts' }));

    expect(await within(form).findByText('Dhivehi texts saved.')).toBeInTheDocument();
    expect(fake.stored.dhivehi).toMatchObject({
      firstVisitMessage: 'ރާއްޖެއަށް ޚިދުމަތް ދެނީ {MVR 50}',
      tailoringGuide: 'ފީތަ ބޭނުންކުރައްވާ',
      announcementMessage: 'އައު ކަލެކްޝަން',
      firstVisitButtonText: '',
    });
    // The English settings are sent back as they were read.
    expect(fake.puts).toHaveLength(1);
    expect(fake.puts[0]).toMatchObject({ hero: adminDefaults().hero, announcement: adminDefaults().announcement });
    unmount();

    await dhivehiPage(
      <>
        <FirstVisitPopup />
        <MeasuringGuide />
      </>,
    );
    expect(await screen.findByText('ރާއްޖެއަށް ޚިދުމަތް ދެނީ {MVR 50}')).toBeInTheDocument();
    expect(screen.getByText('ފީތަ ބޭނުންކުރައްވާ')).toBeInTheDocument();
    // The button's twin is blank: the app's own Dhivehi shows.
    expect(screen.getByRole('button', { name: 'ވިސްނިއްޖެ' })).toBeInTheDocument();
  });

  it('refuses a twin holding a control that reverses text, sending nothing', async () => {
    const { user, fake } = await openSettings();
    const form = screen.getByRole('form', { name: 'Your words in Dhivehi' });
    const guide = within(form).getByLabelText('Tailoring guide introduction in Dhivehi');
    await user.type(guide, 'ފީތަ \u202egnp.exe');
    await user.click(within(form).getByRole('button', { name: 'Save Dhivehi texts' }));

    expect(guide).toHaveAccessibleDescription(expect.stringContaining('Must not contain characters that reverse the text'));
    expect(fake.puts).toHaveLength(0);
  });
});

describe("corrections of the app's Dhivehi texts", () => {
  it('finds a text by its English words and saves a correction that a Dhivehi page then shows', async () => {
    const { user, fake, unmount } = await openSettings();
    const card = screen.getByRole('region', { name: "Corrections of the app's Dhivehi texts" });
    expect(within(card).getByText(/translations need a native reader's eye/)).toBeInTheDocument();
    expect(within(card).getByText('Corrected: 0 of 300')).toBeInTheDocument();

    await user.type(within(card).getByLabelText('Find a text'), 'i understand');
    const matches = await within(card).findByRole('list', { name: 'Texts found' });
    await user.click(within(matches).getByRole('button', { name: /^site\.firstVisitAcknowledge/ }));
    const correction = within(card).getByLabelText('Your Dhivehi');
    expect(correction).toHaveValue('ވިސްނިއްޖެ');
    await retype(user, correction, 'ރަނގަޅު، ވިސްނިއްޖެ');
    await user.click(within(card).getByRole('button', { name: 'Save correction' }));

    expect(await within(card).findByText('Correction saved: the Dhivehi pages show it.')).toBeInTheDocument();
    expect(fake.stored.dhivehi).toMatchObject({ overrides: { 'site.firstVisitAcknowledge': 'ރަނގަޅު، ވިސްނިއްޖެ' } });
    expect(within(card).getByText('Corrected: 1 of 300')).toBeInTheDocument();
    unmount();

    await dhivehiPage(<FirstVisitPopup />);
    expect(await screen.findByRole('button', { name: 'ރަނގަޅު، ވިސްނިއްޖެ' })).toBeInTheDocument();
  });

  it('lists the corrections when nothing is searched, and removes one', async () => {
    const settings = adminDefaults();
    settings.dhivehi = { ...dhivehiWordsFrom(undefined), overrides: { 'site.closeSearch': 'ހޯދުން ނިމުނީ' } };
    const { user, fake } = await openSettings(settings);
    const card = screen.getByRole('region', { name: "Corrections of the app's Dhivehi texts" });
    const list = await within(card).findByRole('list', { name: 'Texts found' });
    await user.click(within(list).getByRole('button', { name: /^site\.closeSearch/ }));
    await user.click(within(card).getByRole('button', { name: 'Remove correction' }));

    expect(await within(card).findByText("Correction removed: the app's own text shows again.")).toBeInTheDocument();
    expect(fake.stored.dhivehi).toMatchObject({ overrides: {} });
    expect(within(card).getByText('No corrections yet. Find a text above to correct it.')).toBeInTheDocument();
  });

  it('does not send a correction the app could not use', async () => {
    const { user, fake } = await openSettings();
    const card = screen.getByRole('region', { name: "Corrections of the app's Dhivehi texts" });
    await user.type(within(card).getByLabelText('Find a text'), 'closeSearch');
    await user.click(await within(card).findByRole('button', { name: /^site\.closeSearch/ }));
    // A lone brace opens a placeholder that never closes.
    await retype(user, within(card).getByLabelText('Your Dhivehi'), 'ބަންދު {{count');
    await user.click(within(card).getByRole('button', { name: 'Save correction' }));

    expect(await within(card).findByRole('alert')).toHaveTextContent(/^The app cannot use this text: /);
    expect(fake.puts).toHaveLength(0);
  });

  it("shows a refused correction with the server's message, in Dhivehi on a Dhivehi page", async () => {
    server.use(http.get(apiUrl('/settings'), () => HttpResponse.json(adminDefaults())));
    server.use(
      http.put(apiUrl('/settings'), () =>
        HttpResponse.json(
          {
            error: 'Please check the highlighted fields.',
            code: 'check_fields',
            fields: { 'dhivehi.overrides': 'At most 300 corrected texts' },
            field_codes: { 'dhivehi.overrides': 'too_many_overrides' },
            field_params: { 'dhivehi.overrides': { max: '300' } },
          },
          { status: 422 },
        ),
      ),
    );
    const messages = await loadDhivehi();
    const router = createMemoryRouter([{ path: '*', element: <SettingsSection /> }], { initialEntries: ['/admin/settings'] });
    render(
      <AppProviders store={makeStore()}>
        <I18nProvider language="dv" messages={messages}>
          <RouterProvider router={router} />
        </I18nProvider>
      </AppProviders>,
    );
    const card = await screen.findByRole('region', { name: 'އެޕްގެ ދިވެހި ލިޔުންތައް ރަނގަޅުކުރުން' });
    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    await user.type(within(card).getByLabelText('ލިޔުމެއް ހޯދާ'), 'closeSearch');
    await user.click(await within(card).findByRole('button', { name: /^site\.closeSearch/ }));
    await user.click(within(card).getByRole('button', { name: 'ރަނގަޅުކުރުން ސޭވްކުރޭ' }));

    expect(await within(card).findByRole('alert')).toHaveTextContent('ރަނގަޅުކުރެވޭނީ ގިނަވެގެން 300 ލިޔުމެވެ');
  });
});
