// Admin sign-in against the real server: the login screen, a refused and an
// accepted password, a session that survives a reload, and Logout.
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
  await expect(sidebar.getByRole('button', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
});

test('each sidebar section opens in the main pane on /admin', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInAsAdmin(page);
  await page.goto('/admin');
  const sidebar = page.getByRole('navigation', { name: 'Admin' });

  for (const section of ['Orders', 'Products', 'Categories', 'Appliances', 'App. Categories', 'Settings', 'Geography']) {
    await sidebar.getByRole('button', { name: section, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: section, exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
  }
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
  await sidebar.getByRole('button', { name: 'Geography' }).click();

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
    }

    expect(await seriousAccessibilityProblems(page)).toEqual([]);
  });
}
