// Screenshots for people to look at, saved under .reports/screenshots/<project>/
// at the repository root: the shell, the settings-driven chrome, the catalogue
// and the admin.
import { fileURLToPath } from 'node:url';

import { test as freshBrowser, type Page, type TestInfo } from '@playwright/test';

import { DESKTOP, PHONE, expect, signInAsAdmin, signOut, skipFirstVisitPopup, skipSplash, test } from './fixtures';

const outDir = fileURLToPath(new URL('../../.reports/screenshots/', import.meta.url));

function shotPath(testInfo: TestInfo, name: string, width: number): string {
  return `${outDir}${testInfo.project.name}/${name}-${String(width)}.png`;
}

async function shoot(page: Page, testInfo: TestInfo, name: string, width: number, fullPage = true) {
  await page.screenshot({ path: shotPath(testInfo, name, width), fullPage, animations: 'disabled' });
}

const pages = [
  { path: '/no-such-page', name: 'not-found', heading: 'Page Not Found' },
  { path: '/admin', name: 'admin-login', heading: 'Admin Login' },
] as const;

/** Every picture in the page loaded: lazy ones are reached by scrolling through it first. */
async function settleImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
    await Promise.all(
      Array.from(document.images).map((image) =>
        image.complete
          ? Promise.resolve()
          : new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
            }),
      ),
    );
  });
  await expect
    .poll(() => page.evaluate(() => Array.from(document.images).every((image) => image.complete)))
    .toBe(true);
}

// The catalogue's screens, once their products are in (the home page has the
// default announcement banner on top).
const catalogPages = [
  { path: '/', name: 'home', ready: (page: Page) => page.getByRole('list', { name: 'Featured Products' }) },
  { path: '/shop', name: 'shop', ready: (page: Page) => page.getByRole('list', { name: 'All Products' }) },
  { path: '/accessories', name: 'appliances', ready: (page: Page) => page.getByRole('list', { name: 'Appliances' }) },
  {
    path: '/categories',
    name: 'categories',
    ready: (page: Page) => page.getByRole('region', { name: 'Accessories Categories' }).getByRole('link').first(),
  },
  {
    path: '/shop/pearl-trim-occasion-abaya',
    name: 'product',
    ready: (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Abayas' }),
  },
  {
    path: '/accessories/rechargeable-stand-fan-16',
    name: 'product-appliance',
    ready: (page: Page) => page.getByRole('heading', { name: 'Specifications' }),
  },
] as const;

for (const viewport of [PHONE, DESKTOP]) {
  const width = viewport.width;

  for (const { path, name, heading } of pages) {
    test(`screenshot of ${path} at ${String(width)}px`, async ({ page }, testInfo) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();

      await shoot(page, testInfo, name, width);
    });
  }

  for (const { path, name, ready } of catalogPages) {
    test(`screenshot of ${path} at ${String(width)}px`, async ({ page }, testInfo) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await expect(ready(page)).toBeVisible();
      await settleImages(page);

      await shoot(page, testInfo, name, width);
    });
  }

  test(`screenshot of the product page with a choice made at ${String(width)}px`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    await page.goto('/shop/everyday-long-tunic');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(main.getByRole('alert')).toHaveText('Please select a size.');
    await main.getByRole('button', { name: 'M', exact: true }).click();
    await main.getByRole('button', { name: 'Navy', exact: true }).click();
    await settleImages(page);

    await shoot(page, testInfo, 'product-chosen', width, false);
  });

  test(`screenshot of the admin at ${String(width)}px`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    await signInAsAdmin(page);
    try {
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      if (viewport === PHONE) {
        await page.getByRole('button', { name: 'Menu' }).click();
        await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
      }

      await shoot(page, testInfo, viewport === PHONE ? 'admin-menu-open' : 'admin', width);
    } finally {
      await signOut(page);
    }
  });
}

test('screenshot of the clothing filters drawer at 375px', async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await page.goto('/shop?sizes=M&colors=Black');
  await expect(page.getByRole('list', { name: 'All Products' })).toBeVisible();
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
  await settleImages(page);
  await page.mouse.move(0, 0);

  await shoot(page, testInfo, 'shop-filters-open', PHONE.width, false);
});

freshBrowser('screenshot of the first-visit popup at 375px', async ({ page }, testInfo) => {
  await skipSplash(page);
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(page.getByRole('dialog')).toBeVisible();

  await shoot(page, testInfo, 'first-visit-popup', PHONE.width, false);
});

freshBrowser('screenshot of the splash screen at 375px', async ({ page }, testInfo) => {
  await skipFirstVisitPopup(page);
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(page.getByTestId('splash-screen')).toBeVisible();

  await shoot(page, testInfo, 'splash', PHONE.width, false);
});
