// Admin sign-in against the real server: the login screen, a refused and an
// accepted password, a session that survives a reload, and Logout.
import { fileURLToPath } from 'node:url';

import type { Page } from '@playwright/test';

import {
  ADMIN_PASSWORD,
  DESKTOP,
  PHONE,
  expect,
  seriousAccessibilityProblems,
  signInAsAdmin,
  signOut,
  test,
} from './fixtures';

const outDir = fileURLToPath(new URL('../../.reports/screenshots/', import.meta.url));

async function openLogin(page: Page) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
}

test.afterEach(async ({ page }) => {
  await signOut(page);
});

test('the admin signs in, stays signed in on reload, and logs out', async ({ page }) => {
  await openLogin(page);
  const password = page.getByLabel('Password');

  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Password is required')).toBeVisible();

  await password.fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect password.');

  await password.fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Admin' });
  await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
});

test('each sidebar section opens at its own address; Back and Forward walk through them', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInAsAdmin(page);
  await page.goto('/admin');
  const sidebar = page.getByRole('navigation', { name: 'Admin' });
  const sections = [
    ['Orders', '/admin/orders'],
    ['Products', '/admin/products'],
    ['Categories', '/admin/categories'],
    ['Appliances', '/admin/appliances'],
    ['App. Categories', '/admin/appliance-categories'],
    ['Settings', '/admin/settings'],
    ['Geography', '/admin/geography'],
  ] as const;

  for (const [section, address] of sections) {
    await sidebar.getByRole('link', { name: section, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: section, exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${address}$`));
  }
  // The admin has its own frame: none of the shop's chrome, a way back to it.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings', exact: true })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'App. Categories', exact: true })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings', exact: true })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings', exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'View shop' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('on a phone the sidebar opens from the Menu button', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAsAdmin(page);
  await page.goto('/admin');
  const menu = page.getByRole('button', { name: 'Menu' });
  const sidebar = page.getByRole('navigation', { name: 'Admin' });

  await expect(sidebar).toBeHidden();
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await sidebar.getByRole('link', { name: 'Geography' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Geography' })).toBeFocused();
  await expect(sidebar).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});

for (const [label, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`the login screen has no serious accessibility problems on a ${label}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openLogin(page);

    expect(await seriousAccessibilityProblems(page)).toEqual([]);
  });

  test(`the admin has no serious accessibility problems on a ${label}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInAsAdmin(page);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    if (viewport === PHONE) {
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
      // The bar and the open menu fit the phone: nothing runs off to the side.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await page.screenshot({ path: `${outDir}admin-shell-menu-${String(PHONE.width)}.png`, animations: 'disabled' });
    }

    expect(await seriousAccessibilityProblems(page)).toEqual([]);
  });
}
