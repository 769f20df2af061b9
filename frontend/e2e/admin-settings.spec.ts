// The admin's Settings and Geography against the real server (spec sections
// 2, 4, 5 and 7): a new announcement and an atoll's fee reach the storefront
// and checkout; an island and an atoll added in Geography can be chosen at
// checkout; a test message to Telegram; the admin password changed and
// changed back; axe and screenshots at 375 and 1280 px.
//
// Other journeys assume the default settings and the e2e admin password, so
// every test puts back the settings it read at its start, and the password.
import { fileURLToPath } from 'node:url';

import type { APIRequestContext, Page, TestInfo } from '@playwright/test';

import {
  ADMIN_PASSWORD,
  DESKTOP,
  PHONE,
  expect,
  openAdminSection,
  sameOriginHeaders,
  seriousAccessibilityProblems,
  signInAsAdmin,
  test,
} from './fixtures';

const outDir = fileURLToPath(new URL('../../.reports/screenshots/', import.meta.url));

/** Tells this run's names apart from any other's on a shared server. */
function unique(): string {
  return Math.random().toString(36).slice(2, 7);
}

type ApiProduct = {
  slug: string;
  shop_type: 'clothing' | 'accessories';
  sizes: string[];
  stock: Record<string, number>;
};

/** The settings as the admin reads them (telegram included), to put back afterwards. */
async function readSettings(page: Page): Promise<unknown> {
  await signInAsAdmin(page);
  const response = await page.request.get('/api/settings');
  expect(response.status()).toBe(200);
  return response.json();
}

async function restoreSettings(page: Page, settings: unknown) {
  // Signed in afresh: a test may have ended its session.
  await signInAsAdmin(page);
  const response = await page.request.put('/api/settings', { data: settings, headers: sameOriginHeaders() });
  expect(response.status(), await response.text()).toBe(200);
}

/** A clothing product page and a size and colour of it that has stock. */
async function putADressInTheCart(page: Page, request: APIRequestContext) {
  const products = (await (await request.get('/api/products?shop_type=clothing&limit=100')).json()) as ApiProduct[];
  for (const product of products) {
    const variant = Object.entries(product.stock).find(([, quantity]) => quantity >= 1)?.[0];
    const [color, size] = variant?.split(':') ?? [];
    if (color !== undefined && size !== undefined && product.sizes.includes(size)) {
      await page.goto(`/shop/${product.slug}`);
      const main = page.getByRole('main');
      await main.getByRole('button', { name: size, exact: true }).click();
      await main.getByRole('button', { name: color, exact: true }).click();
      await main.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(main.getByText('Added to cart!')).toBeVisible();
      return;
    }
  }
  throw new Error('the sample catalog has no clothing variant with stock');
}

async function shoot(page: Page, testInfo: TestInfo, name: string, width: number) {
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) {
      document.activeElement.blur();
    }
    window.scrollTo(0, 0);
  });
  await page.screenshot({
    path: `${outDir}${testInfo.project.name}/${name}-${String(width)}.png`,
    fullPage: true,
    animations: 'disabled',
  });
}

function settingsForm(page: Page) {
  return page.getByRole('form', { name: 'Store settings' });
}

function atollFee(page: Page, atoll: string) {
  return settingsForm(page).getByRole('group', { name: 'Fee per atoll (MVR)' }).getByLabel(atoll, { exact: true });
}

/** Answers the next prompt with `text` and accepts the next confirmation. */
function answerNextDialog(page: Page, text?: string) {
  page.once('dialog', (dialog) => {
    void (dialog.type() === 'prompt' ? dialog.accept(text) : dialog.accept());
  });
}

test.describe('settings and geography', () => {
  test.use({ viewport: DESKTOP });

  test('a new announcement and an atoll fee reach the storefront and checkout', async ({ page, request }) => {
    const original = await readSettings(page);
    const message = `Eid sale ${unique()}: new abayas every Friday`;
    try {
      await openAdminSection(page, 'Settings');
      const form = settingsForm(page);
      await form.getByLabel('Message').fill(message);
      await atollFee(page, 'Laamu Atoll').fill('135');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Settings saved successfully!')).toBeVisible();
      // It shows for 2 seconds.
      await expect(page.getByText('Settings saved successfully!')).toBeHidden();

      await page.goto('/');
      await expect(page.getByTestId('announcement-banner')).toContainText(message);

      await putADressInTheCart(page, request);
      await page.goto('/checkout');
      const main = page.getByRole('main');
      await main.getByLabel('Atoll').selectOption('Laamu Atoll');
      await expect(main.getByTestId('summary-delivery-fee')).toHaveText('MVR 135.00');
      await main.getByLabel('Atoll').selectOption('Baa Atoll');
      await expect(main.getByTestId('summary-delivery-fee')).toHaveText('MVR 100.00');

      // A refused value keeps what was typed and says why.
      await openAdminSection(page, 'Settings');
      await form.getByLabel('Splash duration (ms)').fill('450');
      await form.getByLabel('Title', { exact: true }).fill('Kept title');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByText('Splash duration must be between 500 and 5000 ms, in steps of 100')).toBeVisible();
      await expect(form.getByLabel('Title', { exact: true })).toHaveValue('Kept title');
    } finally {
      await restoreSettings(page, original);
    }
  });

  test('an island and an atoll added in Geography can be chosen at checkout', async ({ page, request }) => {
    const original = await readSettings(page);
    const suffix = unique();
    const island = `Dhonveli ${suffix}`;
    const atoll = `Raa Atoll ${suffix}`;
    const atollIsland = `Ungoofaaru ${suffix}`;
    try {
      await openAdminSection(page, 'Geography');
      const kaafu = page.getByTestId('atoll-card').filter({ has: page.getByRole('heading', { name: 'Kaafu Atoll' }) });

      answerNextDialog(page, '   ');
      await kaafu.getByRole('button', { name: '+ Add Island to Kaafu Atoll' }).click();
      await expect(page.getByText('You have unsaved changes')).toBeHidden();

      answerNextDialog(page, island);
      await kaafu.getByRole('button', { name: '+ Add Island to Kaafu Atoll' }).click();
      await expect(kaafu.getByRole('button', { name: `Delete ${island}` })).toBeVisible();
      await expect(page.getByText('You have unsaved changes')).toBeVisible();

      // Choosing another section asks first; staying keeps the edits.
      let question = '';
      page.once('dialog', (dialog) => {
        question = dialog.message();
        void dialog.dismiss();
      });
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders', exact: true }).click();
      // The question may come a moment after the click (the router asks it).
      await expect.poll(() => question).toBe('You have unsaved changes. Leave without saving?');
      await expect(page.getByRole('heading', { level: 1, name: 'Geography' })).toBeVisible();
      await expect(kaafu.getByRole('button', { name: `Delete ${island}` })).toBeVisible();

      answerNextDialog(page, 'Kaafu Atoll');
      await page.getByRole('button', { name: 'Add Atoll' }).click();
      await expect(page.getByRole('alert')).toHaveText(/This atoll is already in the list/);

      answerNextDialog(page, atoll);
      await page.getByRole('button', { name: 'Add Atoll' }).click();
      const added = page.getByTestId('atoll-card').filter({ has: page.getByRole('heading', { name: atoll }) });
      await expect(added.getByText('No islands yet.')).toBeVisible();
      answerNextDialog(page, atollIsland);
      await added.getByRole('button', { name: `+ Add Island to ${atoll}` }).click();
      answerNextDialog(page, `Gone ${suffix}`);
      await added.getByRole('button', { name: `+ Add Island to ${atoll}` }).click();
      answerNextDialog(page);
      await added.getByRole('button', { name: `Delete Gone ${suffix}` }).click();
      await expect(added.getByRole('button', { name: `Delete Gone ${suffix}` })).toBeHidden();
      await expect(added.getByRole('button', { name: `Delete ${atollIsland}` })).toBeVisible();

      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Geography saved!')).toBeVisible();
      await expect(page.getByText('You have unsaved changes')).toBeHidden();

      // The settings form has a fee input for the new atoll, empty: the flat fee applies.
      await openAdminSection(page, 'Settings');
      await expect(atollFee(page, atoll)).toHaveValue('');

      await putADressInTheCart(page, request);
      await page.goto('/checkout');
      const main = page.getByRole('main');
      await main.getByLabel('Atoll').selectOption('Kaafu Atoll');
      await main.getByLabel('Island').selectOption(island);
      await expect(main.getByLabel('Island')).toHaveValue(island);
      await main.getByLabel('Atoll').selectOption(atoll);
      await main.getByLabel('Island').selectOption(atollIsland);
      await expect(main.getByTestId('summary-delivery-fee')).toHaveText('MVR 50.00');
    } finally {
      await restoreSettings(page, original);
    }
  });

  test('a test message says, chat by chat, that Telegram could not be reached', async ({ page }) => {
    await openAdminSection(page, 'Settings');
    const telegram = settingsForm(page).getByRole('group', { name: 'Telegram notifications' });

    await telegram.getByRole('button', { name: 'Send test message' }).click();
    await expect(telegram.getByRole('alert')).toHaveText('Enter a bot token and at least one chat ID first.');

    await telegram.getByLabel('Bot token').fill('123456789:AAE-test_token');
    await expect(telegram.getByRole('link', { name: 'https://t.me/123456789' })).toBeVisible();
    await telegram.getByLabel('Chat IDs').fill('123, -1001234567890');
    await telegram.getByRole('button', { name: 'Send test message' }).click();

    // The e2e server's Telegram address answers nothing: words for the owner,
    // the technical detail only in the server's log.
    const results = telegram.getByTestId('telegram-test-results');
    const unreachable = "Telegram could not be reached. Check the bot token and the server's internet connection.";
    await expect(results.getByRole('listitem')).toHaveText([`Chat 123: ${unreachable}`, `Chat -1001234567890: ${unreachable}`]);
    await expect(results).not.toContainText('dial tcp');
    await expect(results).not.toContainText('AAE-test_token');
  });

  test('the admin password is changed, works, and is changed back', async ({ page, browser }) => {
    const temporary = `e2e-temporary-${unique()}`;
    let current = ADMIN_PASSWORD;
    try {
      await openAdminSection(page, 'Settings');
      const card = page.getByRole('form', { name: 'Change password' });

      await card.getByLabel('Current password').fill('not-the-password');
      await card.getByLabel('New password', { exact: true }).fill(temporary);
      await card.getByLabel('Confirm new password').fill(temporary);
      await card.getByRole('button', { name: 'Change password' }).click();
      await expect(card.getByText('Current password is incorrect')).toBeVisible();

      await card.getByLabel('Current password').fill(ADMIN_PASSWORD);
      await card.getByLabel('Confirm new password').fill(`${temporary}x`);
      await card.getByRole('button', { name: 'Change password' }).click();
      await expect(card.getByText('Passwords do not match')).toBeVisible();

      await card.getByLabel('Confirm new password').fill(temporary);
      await card.getByRole('button', { name: 'Change password' }).click();
      await expect(card.getByText('Password changed. Other devices have been signed out.')).toBeVisible();
      current = temporary;
      await expect(card.getByLabel('Current password')).toHaveValue('');

      // Another browser signs in with the new password only.
      const other = await browser.newContext();
      try {
        const origin = new URL(page.url()).origin;
        const login = (password: string) =>
          other.request.post(`${origin}/api/auth/login`, { data: { password }, headers: { Origin: origin } });
        expect((await login(ADMIN_PASSWORD)).status()).toBe(401);
        expect((await login(temporary)).status()).toBe(204);
      } finally {
        await other.close();
      }

      // This browser stayed signed in: change it back here.
      await card.getByLabel('Current password').fill(temporary);
      await card.getByLabel('New password', { exact: true }).fill(ADMIN_PASSWORD);
      await card.getByLabel('Confirm new password').fill(ADMIN_PASSWORD);
      await card.getByRole('button', { name: 'Change password' }).click();
      await expect(card.getByText('Password changed. Other devices have been signed out.')).toBeVisible();
      current = ADMIN_PASSWORD;
    } finally {
      if (current !== ADMIN_PASSWORD) {
        await page.request.put('/api/auth/password', {
          data: { currentPassword: current, newPassword: ADMIN_PASSWORD },
          headers: sameOriginHeaders(),
        });
      }
    }
    await signInAsAdmin(page);
  });
});

for (const viewport of [PHONE, DESKTOP]) {
  const width = viewport.width;

  test(`Settings and Geography pass axe at ${String(width)} px`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    await openAdminSection(page, 'Settings');
    await expect(settingsForm(page).getByRole('img', { name: 'Hero image preview' })).toBeVisible();
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    // One column on a phone: the inputs of a section sit one under another.
    const bank = settingsForm(page).getByRole('group', { name: 'Bank transfer' });
    const [first, second] = await Promise.all([
      bank.getByLabel('Bank name').boundingBox(),
      bank.getByLabel('Account name').boundingBox(),
    ]);
    if (width === PHONE.width) {
      expect(second?.y).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0));
    } else {
      expect(second?.y).toBe(first?.y);
    }
    await shoot(page, testInfo, 'admin-settings', width);

    await openAdminSection(page, 'Geography');
    await expect(page.getByRole('heading', { level: 2, name: 'Kaafu Atoll' })).toBeVisible();
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await shoot(page, testInfo, 'admin-geography', width);
  });
}
