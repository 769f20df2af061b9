// Shared pieces of the journeys. `test` here is Playwright's, with a browser
// that has already seen the welcome (splash screen and first-visit popup), for
// every journey that is not about them. The announcement banner is left alone.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export { expect };

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };

export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password';

export const FIRST_VISIT_MESSAGE =
  'We currently serve the Maldives only. All prices are shown in Maldivian Rufiyaa (MVR).';
export const DEFAULT_ANNOUNCEMENT = 'We deliver to every inhabited island of the Maldives. Discover the new collection.';

/** The cookie that tells the server this browser acknowledged the popup (decision 174). */
export const FIRST_VISIT_COOKIE = 'dhoni_first_visit_seen';

/**
 * This browser has acknowledged the first-visit popup: the flag in
 * localStorage (every page load) and the cookie beside it, so the server
 * does not draw the popup either.
 */
export async function skipFirstVisitPopup(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.localStorage.setItem('dhoni.firstVisit', 'true');
  });
  await page.context().addCookies([{ name: FIRST_VISIT_COOKIE, value: '1', url: origin() }]);
}

/** This tab has seen the splash screen (sessionStorage, every page load). */
export async function skipSplash(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.sessionStorage.setItem('dhoni.splashSeen', 'true');
  });
}

export const test = base.extend({
  page: async ({ page }, use) => {
    await skipFirstVisitPopup(page);
    await skipSplash(page);
    await use(page);
  },
});

function origin(): string {
  const baseURL = test.info().project.use.baseURL;
  if (baseURL === undefined) {
    throw new Error('the project has no baseURL');
  }
  return new URL(baseURL).origin;
}

/**
 * Headers for a state-changing API call: the server refuses one without its
 * own Origin (cross-site protection), as a browser would send it.
 */
export function sameOriginHeaders(): Record<string, string> {
  return { Origin: origin() };
}

/** Signs the page's browser context in as the admin (the cookie is shared with the page). */
export async function signInAsAdmin(page: Page): Promise<void> {
  const response = await page.request.post('/api/auth/login', {
    data: { password: ADMIN_PASSWORD },
    headers: sameOriginHeaders(),
  });
  expect(response.status(), await response.text()).toBe(204);
}

export async function signOut(page: Page): Promise<void> {
  await page.request.post('/api/auth/logout', { headers: sameOriginHeaders() });
}

/** axe with WCAG 2 A and AA rules; only serious and critical findings fail. */
export async function seriousAccessibilityProblems(page: Page) {
  // The splash is decoration that fades over the page: audited mid-fade,
  // its name's contrast is measured against a blend of both.
  await expect(page.getByTestId('splash-screen')).toHaveCount(0, { timeout: 10_000 });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/**
 * Signs in, opens /admin and picks a sidebar section by its label (through
 * the Menu button on a phone, where the sidebar is folded away).
 */
export async function openAdminSection(page: Page, label: string): Promise<void> {
  await signInAsAdmin(page);
  await page.goto('/admin');
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (await menu.isVisible()) {
    await menu.click();
  }
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
}

/** A transfer slip: a 16 × 16 teal PNG. */
export const SLIP_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGPgj8smCTGMahjVMHw1AAB6ZtgBVcTl9wAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads SLIP_PNG as a customer's transfer slip and returns its ref. */
export async function uploadSlip(request: APIRequestContext): Promise<string> {
  const upload = await request.post('/api/uploads', {
    headers: sameOriginHeaders(),
    multipart: { purpose: 'transfer-slip', file: { name: 'slip.png', mimeType: 'image/png', buffer: SLIP_PNG } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { ref } = (await upload.json()) as { ref: string };
  return ref;
}
