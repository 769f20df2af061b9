import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ERROR_MESSAGES } from '@/api/error-message';
import { settingsApi } from '@/api/settings';
import { adminDefaults, apiUrl, refuseSettingsSave, renderWithFakeSettings } from '@/features/admin/testing/fake-settings-server';
import SettingsSection from '@/features/admin/settings/settings-section';
import { server } from '@/test/msw-server';
import { renderWithProviders, retype } from '@/test/render';
import { textsOf } from '@/test/texts';
import { advanceTimers } from '@/test/timers';

const LEGENDS = [
  'Contact',
  'Home page hero',
  'Announcement banner',
  'Logo and splash screen',
  'Delivery fees',
  'Bank transfer',
  'Footer, social links and map',
  'Telegram notifications',
];

function openSettings(settings = adminDefaults()) {
  return renderWithFakeSettings(<SettingsSection />, () => screen.findByRole('form', { name: 'Store settings' }), settings);
}

function group(name: string) {
  return screen.getByRole('group', { name });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the settings form', () => {
  it('shows every section of the settings, with a fee input for every atoll of the geography', async () => {
    await openSettings();

    for (const legend of LEGENDS) {
      expect(group(legend)).toBeInTheDocument();
    }
    const fees = within(group('Fee per atoll (MVR)'));
    const atolls = adminDefaults().geo.atolls.map((atoll) => atoll.name);
    expect(fees.getAllByRole('spinbutton')).toHaveLength(atolls.length);
    expect(fees.getByLabelText('Baa Atoll')).toHaveValue(100);
    // No fee of its own: empty, the flat fee applies.
    expect(fees.getByLabelText('Fuvahmulah')).toHaveValue(null);
    expect(screen.getByLabelText('Flat fee (MVR)')).toHaveValue(50);
    expect(screen.getByLabelText('Message')).toHaveValue(adminDefaults().announcement.message);
    expect(screen.getByLabelText('Type')).toHaveValue('promo');
    expect(screen.getByLabelText('Bot token')).toHaveAttribute('type', 'password');
    expect(screen.getByText('Recommended size 1200x800')).toBeInTheDocument();
  });

  it('limits the splash duration to 500..5000 in steps of 100, suggesting 2000', async () => {
    await openSettings();
    const splash = screen.getByLabelText('Splash duration (ms)');
    expect(splash).toHaveAttribute('min', '500');
    expect(splash).toHaveAttribute('max', '5000');
    expect(splash).toHaveAttribute('step', '100');
    expect(splash).toHaveAttribute('placeholder', '2000');
  });

  it.each([
    ['below 500', '400'],
    ['above 5000', '5100'],
    ['off the 100 steps', '2050'],
    ['empty', ''],
  ])("refuses a splash duration %s with the server's message, sending nothing", async (_case, typed) => {
    const { user, fake } = await openSettings();
    const splash = screen.getByLabelText('Splash duration (ms)');

    await retype(user, splash, typed);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(splash).toHaveAccessibleDescription(
      expect.stringContaining('Splash duration must be between 500 and 5000 ms, in steps of 100'),
    );
    expect(splash).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(fake.puts).toEqual([]);
  });

  it.each([
    ['a negative fee', '-5', 'Fee must be a number of 0 or more'],
    ['three decimals', '12.345', 'Fee can have at most two decimals'],
  ])('refuses %s for an atoll and for the flat fee', async (_case, typed, message) => {
    const { user, fake } = await openSettings();
    const flat = screen.getByLabelText('Flat fee (MVR)');
    const baa = within(group('Fee per atoll (MVR)')).getByLabelText('Baa Atoll');

    for (const input of [flat, baa]) {
      await retype(user, input, typed);
    }
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(flat).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(baa).toHaveAccessibleDescription(message);
    expect(fake.puts).toEqual([]);
  });

  it("refuses a link the server would refuse, with the server's message", async () => {
    const { user, fake } = await openSettings();
    const link = screen.getByLabelText('Button link');
    await retype(user, link, 'javascript:alert(1)');
    const facebook = screen.getByLabelText(/^Facebook URL/);
    await user.type(facebook, '/facebook');

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(link).toHaveAccessibleDescription(
      expect.stringContaining('Must be an http or https URL or a path starting with /'),
    );
    expect(facebook).toHaveAccessibleDescription('Must be an http or https URL');
    expect(fake.puts).toEqual([]);
  });

  it('saves the whole settings object with the edits, fees as numbers', async () => {
    const { user, fake } = await openSettings();

    const message = screen.getByLabelText('Message');
    await retype(user, message, '  Eid sale: 20% off everything  ');
    await user.selectOptions(screen.getByLabelText('Type'), 'warning');
    const flat = screen.getByLabelText('Flat fee (MVR)');
    await retype(user, flat, '60.5');
    const fees = within(group('Fee per atoll (MVR)'));
    await retype(user, fees.getByLabelText('Baa Atoll'), '75');
    await user.type(fees.getByLabelText('Fuvahmulah'), '200');
    await user.clear(fees.getByLabelText('Kaafu Atoll'));
    await user.click(screen.getByLabelText('Show the splash screen'));
    await user.type(screen.getByLabelText('Bot token'), '123456789:AAE-x_y');
    await user.type(screen.getByLabelText('Chat IDs'), '123, -1001234567890');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Settings saved successfully!')).toBeInTheDocument();
    const expected = adminDefaults();
    expected.announcement.message = 'Eid sale: 20% off everything';
    expected.announcement.type = 'warning';
    expected.delivery.flatFeeMvr = 60.5;
    expected.delivery.perAtollFees['Baa Atoll'] = 75;
    expected.delivery.perAtollFees.Fuvahmulah = 200;
    // Emptied: no fee of its own, the flat fee applies.
    expected.delivery.perAtollFees['Kaafu Atoll'] = null;
    expected.branding.showSplashScreen = false;
    expected.telegram = {
      enabled: false,
      botToken: '123456789:AAE-x_y',
      chatIds: '123, -1001234567890',
      actions: false,
    };
    expect(fake.puts).toEqual([expected]);
    // The form now holds what was saved.
    expect(screen.getByLabelText('Message')).toHaveValue('Eid sale: 20% off everything');
  });

  it('saves the low-stock threshold and the Telegram order buttons, and refuses a threshold out of range', async () => {
    const { user, fake } = await openSettings();

    const threshold = screen.getByLabelText('Low-stock threshold');
    expect(threshold).toHaveValue(2);
    await retype(user, threshold, '1001');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Low-stock threshold must be a whole number from 0 to 1000')).toBeInTheDocument();
    expect(fake.puts).toEqual([]);

    await retype(user, threshold, '5');
    await user.click(screen.getByLabelText('Act on orders from Telegram'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Settings saved successfully!')).toBeInTheDocument();
    const expected = adminDefaults();
    expected.inventory = { lowStockThreshold: 5 };
    expected.telegram.actions = true;
    expect(fake.puts).toEqual([expected]);
  });

  it('saves what one customer may order online, and refuses a limit of 0', async () => {
    const { user, fake } = await openSettings();
    const perLine = screen.getByLabelText('Most of one item in an order');
    expect(perLine).toHaveValue(10);
    await retype(user, perLine, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be a whole number from 1 to 10000')).toBeInTheDocument();
    expect(fake.puts).toEqual([]);

    await retype(user, perLine, '4');
    await retype(user, screen.getByLabelText('Most items in one order'), '12');
    await retype(user, screen.getByLabelText("Most items in one phone's unpaid orders"), '20');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Settings saved successfully!')).toBeInTheDocument();
    const expected = adminDefaults();
    expected.orderLimits = { maxUnitsPerLine: 4, maxUnitsPerOrder: 12, maxOpenUnitsPerPhone: 20, cancelUnconfirmedCodAfterDays: 0 };
    expect(fake.puts).toEqual([expected]);
  });

  it('saves the days after which an unconfirmed cash-on-delivery order is cancelled, 0 being never', async () => {
    const { user, fake } = await openSettings();
    const days = screen.getByLabelText('Cancel unconfirmed cash-on-delivery orders after (days)');
    expect(days).toHaveValue(0);
    expect(days).toHaveAccessibleDescription(expect.stringContaining('0 = never'));
    await retype(user, days, '366');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be a whole number from 0 (never) to 365')).toBeInTheDocument();
    expect(fake.puts).toEqual([]);

    await retype(user, days, '7');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Settings saved successfully!')).toBeInTheDocument();
    const expected = adminDefaults();
    expected.orderLimits = { maxUnitsPerLine: 10, maxUnitsPerOrder: 30, maxOpenUnitsPerPhone: 60, cancelUnconfirmedCodAfterDays: 7 };
    expect(fake.puts).toEqual([expected]);
  });

  it('keeps fees of names that are not atolls of the geography as they were', async () => {
    const settings = adminDefaults();
    settings.delivery.perAtollFees['Old Atoll'] = 300;
    const { user, fake } = await openSettings(settings);

    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText('Settings saved successfully!');
    expect(fake.puts).toEqual([settings]);
  });

  it('shows "Settings saved successfully!" for 2 seconds', async () => {
    const { user } = await openSettings();
    vi.useFakeTimers({ shouldAdvanceTime: true });

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const saved = await screen.findByText('Settings saved successfully!');
    expect(saved.closest('[role="status"]')).not.toBeNull();

    advanceTimers(1500);
    expect(screen.getByText('Settings saved successfully!')).toBeInTheDocument();
    advanceTimers(600);
    expect(screen.queryByText('Settings saved successfully!')).not.toBeInTheDocument();
  });

  it("puts the server's 422 messages on the inputs and keeps what was typed", async () => {
    const { user } = await openSettings();
    refuseSettingsSave({
      'hero.imageUrl': 'Must be an http or https URL or a path starting with /',
      'delivery.perAtollFees.Ari Atoll': 'Fee must be a number of 0 or more',
      'telegram.chatIds': 'Chat IDs must be a comma-separated list of numeric chat IDs',
      'geo.atolls[1].name': 'Atoll name is required',
    });
    const title = screen.getByLabelText('Title');
    await retype(user, title, 'Ramadan collection');

    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please check the highlighted fields.');
    expect(alert).toHaveTextContent('Geography: Atoll name is required');
    expect(screen.getByLabelText('Image URL')).toHaveAccessibleDescription(
      expect.stringContaining('Must be an http or https URL or a path starting with /'),
    );
    expect(within(group('Fee per atoll (MVR)')).getByLabelText('Ari Atoll')).toHaveAccessibleDescription(
      'Fee must be a number of 0 or more',
    );
    expect(screen.getByLabelText('Chat IDs')).toHaveAccessibleDescription(
      expect.stringContaining('Chat IDs must be a comma-separated list of numeric chat IDs'),
    );
    expect(screen.getByLabelText('Title')).toHaveValue('Ramadan collection');
    expect(screen.queryByText('Settings saved successfully!')).not.toBeInTheDocument();
  });

  it('says so when the server cannot be reached, keeping what was typed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = await openSettings();
    server.use(http.put(apiUrl('/settings'), () => HttpResponse.error()));
    await retype(user, screen.getByLabelText('Title'), 'Eid');

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.unreachable);
    expect(screen.getByLabelText('Title')).toHaveValue('Eid');
  });

  it('refreshes the storefront settings after a save', async () => {
    const { user, store } = await openSettings();
    await store.dispatch(settingsApi.endpoints.getSettings.initiate());
    await retype(user, screen.getByLabelText('Message'), 'New arrivals every Friday');

    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => {
      expect(settingsApi.endpoints.getSettings.select()(store.getState()).data?.announcement.message).toBe(
        'New arrivals every Friday',
      );
    });
  });

  it('does not offer a form over defaults when the settings cannot be read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get(apiUrl('/settings'), () => HttpResponse.json({ error: 'internal' }, { status: 500 })));
    renderWithProviders(<SettingsSection />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the settings, so they cannot be edited now.',
    );
    expect(screen.queryByRole('form', { name: 'Store settings' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});

describe('the hero image preview', () => {
  it('shows the image, and "Invalid Image URL" when it does not load', async () => {
    const { user } = await openSettings();
    expect(screen.getByRole('img', { name: 'Hero image preview' })).toHaveAttribute('src', '/images/hero.svg');

    const url = screen.getByLabelText('Image URL');
    await retype(user, url, 'https://example.com/missing.jpg');
    const image = screen.getByRole('img', { name: 'Hero image preview' });
    expect(image).toHaveAttribute('src', 'https://example.com/missing.jpg');
    fireEvent.error(image);

    expect(screen.getByText('Invalid Image URL')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Hero image preview' })).not.toBeInTheDocument();

    // Another address gets another try.
    await user.type(url, '?v=2');
    expect(screen.getByRole('img', { name: 'Hero image preview' })).toBeInTheDocument();
  });

  it('does not load an address that is not an image URL', async () => {
    const { user } = await openSettings();
    const url = screen.getByLabelText('Image URL');
    await retype(user, url, 'javascript:alert(1)');

    expect(screen.getByText('Invalid Image URL')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Hero image preview' })).not.toBeInTheDocument();
  });
});

describe('Telegram', () => {
  it('links to the bot by the part of the token before the colon', async () => {
    const { user } = await openSettings();
    expect(screen.queryByRole('link', { name: /t\.me/ })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Bot token'), '7012345678:AAHk-abc_DEF');

    const link = screen.getByRole('link', { name: 'https://t.me/7012345678' });
    expect(link).toHaveAttribute('href', 'https://t.me/7012345678');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText(/getUpdates/)).toHaveTextContent('https://api.telegram.org/bot<token>/getUpdates');
  });

  it('shows and hides the bot token', async () => {
    const { user } = await openSettings();
    const token = screen.getByLabelText('Bot token');

    await user.click(screen.getByRole('button', { name: 'Show bot token' }));
    expect(token).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide bot token' }));
    expect(token).toHaveAttribute('type', 'password');
  });

  it('sends a test message with the typed token and chat ids, one line per chat', async () => {
    const { user } = await openSettings();
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl('/telegram/test'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          results: [
            { chatId: '123', ok: true, status: 200, description: '' },
            { chatId: '-100987', ok: false, status: 403, description: 'Forbidden: bot was blocked by the user' },
            { chatId: '456', ok: false, status: 0, description: '' },
            { chatId: '789', ok: false, status: 0, description: "Telegram could not be reached. Check the bot token and the server's internet connection." },
          ],
        });
      }),
    );
    await user.type(screen.getByLabelText('Bot token'), ' 123456:ABC-def ');
    await user.type(screen.getByLabelText('Chat IDs'), '123, -100987, 456');

    await user.click(screen.getByRole('button', { name: 'Send test message' }));

    const lines = await screen.findByTestId('telegram-test-results');
    expect(textsOf(lines, 'listitem')).toEqual([
      'Sent to 123',
      'Chat -100987: Forbidden: bot was blocked by the user (HTTP 403)',
      'Chat 456: could not reach Telegram',
      "Chat 789: Telegram could not be reached. Check the bot token and the server's internet connection.",
    ]);
    expect(lines.closest('[role="alert"]')).not.toBeNull();
    expect(bodies).toEqual([{ botToken: '123456:ABC-def', chatIds: '123, -100987, 456' }]);
  });

  it('reports a test message that reached every chat as a success', async () => {
    const { user } = await openSettings();
    server.use(
      http.post(apiUrl('/telegram/test'), () =>
        HttpResponse.json({ results: [{ chatId: '123', ok: true, status: 200, description: '' }] }),
      ),
    );
    await user.type(screen.getByLabelText('Bot token'), '123456:ABC');
    await user.type(screen.getByLabelText('Chat IDs'), '123');

    await user.click(screen.getByRole('button', { name: 'Send test message' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Sent to 123');
  });

  it('asks for a token and a chat id before sending anything', async () => {
    const { user } = await openSettings();
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl('/telegram/test'), () => {
        bodies.push('sent');
        return HttpResponse.json({ results: [] });
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Send test message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a bot token and at least one chat ID first.');
    expect(screen.getByLabelText('Bot token')).toHaveAccessibleDescription(
      expect.stringContaining('Bot token is required'),
    );
    expect(screen.getByLabelText('Chat IDs')).toHaveAccessibleDescription(
      expect.stringContaining('At least one chat ID is required'),
    );
    expect(bodies).toEqual([]);
  });

  it.each([
    [
      422,
      {
        error: 'Enter a bot token and at least one chat ID first.',
        fields: { botToken: 'Bot token is required', chatIds: 'At least one chat ID is required' },
      },
      'Enter a bot token and at least one chat ID first.',
    ],
    [429, { error: 'Too many test messages. Please wait a minute.' }, 'Too many test messages. Please wait a minute.'],
  ])("shows the server's refusal (%i)", async (status, body, message) => {
    const { user } = await openSettings();
    server.use(http.post(apiUrl('/telegram/test'), () => HttpResponse.json(body, { status })));
    await user.type(screen.getByLabelText('Bot token'), '123456:ABC');
    await user.type(screen.getByLabelText('Chat IDs'), '123');

    await user.click(screen.getByRole('button', { name: 'Send test message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    if (status === 422) {
      expect(screen.getByLabelText('Chat IDs')).toHaveAccessibleDescription(
        expect.stringContaining('At least one chat ID is required'),
      );
    }
  });
});
