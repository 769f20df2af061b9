// The shop in Dhivehi, at a phone and a desktop width: the /dv pages are
// right to left with the Thaana font, browsing stays in Dhivehi, the switch
// goes to the same page in the other language and back, and an English page
// never fetches the font. Screenshots land in the test's output folder, to be
// looked at for the mirrored layout and text that overflows.
import type { Page } from '@playwright/test';

import { DESKTOP, PHONE, expect, seriousAccessibilityProblems, test } from './fixtures';

/** The Thaana font files the page asks for. */
function watchThaanaFont(page: Page): string[] {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (/noto-sans-thaana|thaana-font/.test(request.url())) {
      fonts.push(request.url());
    }
  });
  return fonts;
}

async function expectDhivehi(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'dv');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const [name, size] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`a customer browses the shop in Dhivehi and switches to English and back (${name})`, async ({ page }, info) => {
    await page.setViewportSize(size);
    const fonts = watchThaanaFont(page);

    await page.goto('/dv');
    await expectDhivehi(page);
    const nav = size === PHONE ? page.getByTestId('mobile-bar') : page.getByTestId('desktop-nav');
    await expect(nav.getByRole('link', { name: 'ހެދުން', exact: true })).toBeVisible();
    expect(fonts.some((url) => url.endsWith('.woff2'))).toBe(true);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await expectNoOverflow(page);
    await page.screenshot({ path: info.outputPath(`dv-home-${name}.png`), fullPage: true });

    // Browse a category, then a product: every link stays in Dhivehi.
    await nav.getByRole('link', { name: 'ބާވަތްތައް', exact: true }).click();
    await expect(page).toHaveURL(/\/dv\/categories$/);
    await page.getByRole('main').locator('a[href^="/dv/categories/"]').first().click();
    await expect(page).toHaveURL(/\/dv\/categories\/[^/]+$/);
    await expectDhivehi(page);
    await page.screenshot({ path: info.outputPath(`dv-category-${name}.png`), fullPage: true });

    await page.getByRole('main').locator('a[href^="/dv/shop/"]').first().click();
    await expect(page).toHaveURL(/\/dv\/shop\/[^/]+$/);
    const product = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await expectNoOverflow(page);
    await page.screenshot({ path: info.outputPath(`dv-product-${name}.png`), fullPage: true });

    // The switch leads to the same product in English, and back.
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(new RegExp(`${product.replace(/^\/dv/, '')}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('banner').getByRole('link', { name: 'ދިވެހި' })).toBeVisible();

    await page.getByRole('contentinfo').getByRole('link', { name: 'ދިވެހި' }).click();
    await expect(page).toHaveURL(new RegExp(`${product}$`));
    await expectDhivehi(page);
    expect(await page.evaluate(() => window.localStorage.getItem('dhoni_lang'))).toBe('dv');
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'dhoni_lang')?.value).toBe('dv');
  });
}

test('an English page neither fetches nor names the Thaana font', async ({ page }) => {
  const fonts = watchThaanaFont(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(fonts).toEqual([]);
  expect(await page.content()).not.toContain('thaana');
});

test('a language the shop does not speak, in the address or the cookie, is English', async ({ page }) => {
  await page.context().addCookies([{ name: 'dhoni_lang', value: 'xx', url: test.info().project.use.baseURL ?? '' }]);
  const home = await page.goto('/');
  expect(home?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  const unknown = await page.goto('/fr/shop');
  expect(unknown?.status()).toBe(200);
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
