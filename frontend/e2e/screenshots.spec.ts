// Screenshots for people to look at, saved under .reports/screenshots/<project>/
// at the repository root: the shell, the settings-driven chrome and the admin.
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
  // The home page with the default announcement banner on top.
  { path: '/', name: 'home', heading: 'Home' },
  { path: '/no-such-page', name: 'not-found', heading: 'Page Not Found' },
  { path: '/admin', name: 'admin-login', heading: 'Admin Login' },
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

  test(`screenshot of the admin at ${String(width)}px`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    await signInAsAdmin(page);
    try {
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
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
