// What link previews and search engines read (the page the server sends,
// before any script runs) and how the tab title and description follow the
// customer inside the app.
import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';

type Head = { titles: string[]; descriptions: string[] };

async function headOf(page: Page): Promise<Head> {
  return page.evaluate(() => ({
    titles: Array.from(document.head.querySelectorAll('title'), (t) => t.textContent),
    descriptions: Array.from(
      document.head.querySelectorAll<HTMLMetaElement>('meta[name="description"]'),
      (m) => m.content,
    ),
  }));
}

/** The head the server sends for path, read without running the app. */
async function servedHead(page: Page, path: string): Promise<Head & { status: number; html: string }> {
  const response = await page.request.get(path);
  const html = await response.text();
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
  const decode = (s: string) =>
    s.replace(/&#39;/g, "'").replace(/&#34;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return { status: response.status(), html, titles: [decode(title)], descriptions: [decode(description)] };
}

test('the tab title and description follow the customer and match what the server sent', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Home · Dhoni');
  expect(await headOf(page)).toEqual(await servedHead(page, '/').then(({ titles, descriptions }) => ({ titles, descriptions })));

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clothing' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page).toHaveTitle('All Products · Dhoni');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Modest clothing for women, delivered across the Maldives. Prices in MVR.',
  );

  // Into a product: the same title and description its own page is served with.
  const card = page.getByRole('main').locator('a[href^="/shop/"]').first();
  const href = await card.getAttribute('href');
  expect(href).not.toBeNull();
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href ?? ''}$`));
  const served = await servedHead(page, href ?? '');
  expect(served.status).toBe(200);
  expect(served.html).toContain('<meta property="og:type" content="product" />');
  expect(served.html).toContain('"@type":"Product"');
  await expect(page).toHaveTitle(served.titles[0] ?? '');
  expect(await headOf(page)).toEqual({ titles: served.titles, descriptions: served.descriptions });
});

test('an unknown product is a 404 that still shows the shop', async ({ page }) => {
  const response = await page.goto('/shop/no-such-dress-anywhere');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found · Dhoni');
  expect((await headOf(page)).titles).toEqual(['Page Not Found · Dhoni']);
});

test('the sitemap lists the shop and robots.txt points to it', async ({ page }) => {
  const robots = await page.request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toContain('Disallow: /checkout');
  const sitemapUrl = /^Sitemap: (.+)$/m.exec(text)?.[1];
  expect(sitemapUrl).toBeDefined();

  const sitemap = await page.request.get(new URL(sitemapUrl ?? '').pathname);
  expect(sitemap.status()).toBe(200);
  const locations = Array.from((await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g), (m) => m[1] ?? '');
  expect(locations.length).toBeGreaterThan(5);
  expect(locations.some((loc) => new URL(loc).pathname.startsWith('/shop/'))).toBe(true);
});
