// The settings-driven chrome in a real browser: the first-visit popup, the
// announcement banner (its dismissal, and its return when the owner changes
// the message through the API), the splash screen and the footer map.
import { test as freshBrowser, type Page } from '@playwright/test';

import {
  DEFAULT_ANNOUNCEMENT,
  DESKTOP,
  FIRST_VISIT_MESSAGE,
  PHONE,
  expect,
  sameOriginHeaders,
  seriousAccessibilityProblems,
  signInAsAdmin,
  signOut,
  skipFirstVisitPopup,
  skipSplash,
  test,
} from './fixtures';

async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
}

function announcement(page: Page) {
  return page.getByRole('region', { name: 'Announcement' });
}

/**
 * The page as the server sends this browser (its cookies), drawn: asked
 * without running it, so that no script of the page changes what the next
 * ask sends. The server draws a page once its engine is ready (the first
 * asks start it).
 */
async function servedPage(page: Page, path: string): Promise<string> {
  let html = '';
  await expect
    .poll(
      async () => {
        html = await (await page.request.get(path)).text();
        return html.includes('id="dhoni-server-state"');
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return html;
}

freshBrowser('a first visit gets the Maldives-only popup, once', async ({ page }) => {
  await skipSplash(page);
  // Part of the page's first screen, as the server drew it.
  expect(await servedPage(page, '/')).toContain(FIRST_VISIT_MESSAGE);
  await page.goto('/');

  const popup = page.getByRole('dialog');
  await expect(popup).toBeVisible();
  await expect(popup).toContainText(FIRST_VISIT_MESSAGE);
  const understand = popup.getByRole('button', { name: 'I Understand' });
  await expect(understand).toBeFocused();

  // Only the button closes it.
  await page.keyboard.press('Escape');
  await expect(popup).toBeVisible();

  await understand.click();
  await expect(popup).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Nor does the server draw it any more.
  expect(await servedPage(page, '/shop')).not.toContain(FIRST_VISIT_MESSAGE);
});

freshBrowser('a browser that acknowledged the popup before the cookie existed is not stopped by it', async ({ page }) => {
  await skipSplash(page);
  await page.addInitScript(() => {
    window.localStorage.setItem('dhoni.firstVisit', 'true');
  });
  // The server cannot know: it draws the popup, which goes once the app has the page.
  expect(await servedPage(page, '/')).toContain(FIRST_VISIT_MESSAGE);
  await page.goto('/');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('link', { name: 'Clothing' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();

  // From then on the server knows.
  expect(await servedPage(page, '/')).not.toContain(FIRST_VISIT_MESSAGE);
});

freshBrowser('the admin area never shows the popup', async ({ page }) => {
  await skipSplash(page);
  await page.goto('/admin');

  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

freshBrowser('the splash screen shows once per browser session', async ({ page, browser, baseURL }) => {
  await skipFirstVisitPopup(page);
  await page.goto('/');

  const splash = page.getByTestId('splash-screen');
  await expect(splash).toBeVisible();
  await expect(splash).toHaveText('Dhoni');
  // The default duration is 2000 ms, then a 300 ms fade.
  await expect(splash).toHaveCount(0, { timeout: 4_000 });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByTestId('splash-screen')).toHaveCount(0);

  const context = await browser.newContext({ baseURL });
  try {
    const newSession = await context.newPage();
    await skipFirstVisitPopup(newSession);
    await newSession.goto('/');
    await expect(newSession.getByTestId('splash-screen')).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the announcement banner shows the default promotion and stays dismissed', async ({ page }) => {
  await openHome(page);

  const banner = announcement(page);
  await expect(banner).toContainText(DEFAULT_ANNOUNCEMENT);
  await expect(banner.getByRole('link', { name: 'Shop now' })).toHaveAttribute('href', '/shop');

  await banner.getByRole('button', { name: 'Dismiss announcement' }).click();
  await expect(banner).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(announcement(page)).toHaveCount(0);
});

test('a new message from the owner brings a dismissed banner back', async ({ page }) => {
  await openHome(page);
  await announcement(page).getByRole('button', { name: 'Dismiss announcement' }).click();
  await expect(announcement(page)).toBeHidden();

  await signInAsAdmin(page);
  const answer = await page.request.get('/api/settings');
  expect(answer.ok()).toBe(true);
  const original = (await answer.json()) as { announcement: { message: string } };
  try {
    const changed = structuredClone(original);
    changed.announcement.message = 'Eid sale: 20% off all abayas this week.';
    const saved = await page.request.put('/api/settings', { data: changed, headers: sameOriginHeaders() });
    expect(saved.status(), await saved.text()).toBe(200);

    await page.reload();

    await expect(announcement(page)).toContainText('Eid sale: 20% off all abayas this week.');
  } finally {
    // Later journeys expect the default settings.
    const restored = await page.request.put('/api/settings', { data: original, headers: sameOriginHeaders() });
    expect(restored.status(), await restored.text()).toBe(200);
    await signOut(page);
  }
});

test('the footer says the map is not configured by default', async ({ page }) => {
  await openHome(page);

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Map location not configured')).toBeVisible();
  await expect(footer.getByTitle('Shop location on the map')).toHaveCount(0);
  await expect(footer.getByRole('link', { name: '+960 777-1234' })).toHaveAttribute('href', 'tel:+9607771234');
});

for (const [label, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`the home page with its banner has no serious accessibility problems on a ${label}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openHome(page);
    await expect(announcement(page)).toBeVisible();

    expect(await seriousAccessibilityProblems(page)).toEqual([]);
  });

  freshBrowser(`the first-visit popup has no serious accessibility problems on a ${label}`, async ({ page }) => {
    await skipSplash(page);
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(page.getByRole('dialog')).toBeVisible();

    expect(await seriousAccessibilityProblems(page)).toEqual([]);
  });
}
