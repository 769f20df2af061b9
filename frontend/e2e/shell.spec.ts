// Journeys through the site shell (header, bottom bar, footer, 404) in a real
// browser, at a phone and a desktop width. The welcome (splash, first-visit
// popup) has been seen already: chrome.spec.ts covers it.
import type { Page } from '@playwright/test';

import { DESKTOP, PHONE, expect, seriousAccessibilityProblems, test } from './fixtures';

async function openAt(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('the shop opens without script errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') {
      errors.push(message.text());
    }
  });

  await openAt(page, '/', 'Home');
  await expect(page).toHaveTitle('Home · Dhoni');

  expect(errors).toEqual([]);
});

test('an unknown address shows Page Not Found with a way home', async ({ page }) => {
  await openAt(page, '/no-such-page', 'Page Not Found');
  await expect(page).toHaveTitle('Page Not Found · Dhoni');

  await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});

test('the header navigation leads to each section', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openAt(page, '/', 'Home');
  const nav = page.getByRole('navigation', { name: 'Main' });

  await nav.getByRole('link', { name: 'Clothing' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Clothing' })).toHaveAttribute('aria-current', 'page');

  await nav.getByRole('link', { name: 'Appliances' }).click();
  await expect(page).toHaveURL(/\/accessories$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Appliances' })).toBeVisible();

  await nav.getByRole('link', { name: 'Track Order' }).click();
  await expect(page).toHaveURL(/\/track-order$/);
  await expect(page).toHaveTitle('Track Order · Dhoni');
});

test('the admin icon opens the admin area', async ({ page }) => {
  await openAt(page, '/', 'Home');

  await page.getByRole('banner').getByRole('link', { name: 'Admin' }).click();

  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
});

test('search sends the visitor to the results of both shops with the term', async ({ page }) => {
  await openAt(page, '/categories', 'Categories');

  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('combobox', { name: 'Search products' }).fill('linen dress');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/search\?q=linen\+dress$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “linen dress”' })).toBeVisible();
});

test('a phone gets the bottom bar, not the desktop navigation', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openAt(page, '/', 'Home');

  const bottomBar = page.getByRole('navigation', { name: 'Mobile' });
  await expect(bottomBar).toBeVisible();
  await expect(page.getByTestId('desktop-nav')).toBeHidden();

  await bottomBar.getByRole('link', { name: 'Categories' }).click();
  await expect(page).toHaveURL(/\/categories$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();

  // Nothing hides behind the bar: the end of the footer sits above it.
  await page.evaluate(() => {
    window.scrollTo(0, document.body.scrollHeight);
  });
  const copyright = await page.getByText(/All rights reserved/).boundingBox();
  const bar = await bottomBar.boundingBox();
  expect(copyright && bar && copyright.y + copyright.height <= bar.y).toBe(true);
});

test('a desktop gets the header navigation, not the bottom bar', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openAt(page, '/', 'Home');

  await expect(page.getByTestId('desktop-nav')).toBeVisible();
  await expect(page.getByTestId('mobile-bar')).toBeHidden();
});

test('the cart badge shows what the stored cart holds', async ({ page }) => {
  await page.addInitScript(() => {
    // Two lines in the cart's stored format (see src/lib/cart/cart-rules.ts).
    const line = (id: string, quantity: number) => ({
      id,
      title: `Product ${id}`,
      price: 100,
      quantity,
      image: '',
      sku: `SKU-${id}`,
      hex: null,
      size: 'N/A',
      color: null,
      type: 'product',
      product: { id, title: `Product ${id}`, slug: id, sku: `SKU-${id}`, price: 100, images: [], shop_type: 'accessories' },
    });
    window.localStorage.setItem('cart', JSON.stringify([line('p1', 2), line('p2', 1)]));
  });
  await page.setViewportSize(DESKTOP);
  await openAt(page, '/', 'Home');

  const cart = page.getByRole('banner').getByRole('link', { name: 'Cart' });
  await expect(cart.getByTestId('cart-badge')).toHaveText('3');
  await expect(cart).toHaveAccessibleDescription('3 items in your cart');
});

test('the first Tab reaches "Skip to content", which moves into the page', async ({ page }) => {
  await openAt(page, '/', 'Home');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).not.toBeInViewport();

  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();

  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

for (const [label, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  for (const [path, heading] of [
    ['/', 'Home'],
    ['/no-such-page', 'Page Not Found'],
  ] as const) {
    test(`${path} has no serious accessibility problems on a ${label}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openAt(page, path, heading);

      expect(await seriousAccessibilityProblems(page)).toEqual([]);
    });
  }
}
