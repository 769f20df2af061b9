// One search over both shops in a real browser, at a phone and a desktop
// width (docs/decisions/187, 188): suggestions while typing "fan" on the home
// page, Enter to /search?q=fan; a typo ("abya") and a colour ("hijab black")
// find their products; the suggestions by keyboard; no results offer the
// popular categories and are counted on the owner's Dashboard; axe on the
// results. Screenshots of the suggestions and the results are saved under
// .reports/screenshots/<project>/ for people to look at.
import { fileURLToPath } from 'node:url';

import type { Page, TestInfo } from '@playwright/test';

import { DESKTOP, PHONE, expect, openAdminSection, seriousAccessibilityProblems, test } from './fixtures';

const outDir = fileURLToPath(new URL('../../.reports/screenshots/', import.meta.url));

async function shoot(page: Page, testInfo: TestInfo, name: string, width: number) {
  await page.screenshot({ path: `${outDir}${testInfo.project.name}/${name}-${String(width)}.png`, animations: 'disabled' });
}

const VIEWPORTS = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

/** Opens the header's search box once the app has taken the page over. */
async function openSearch(page: Page) {
  await page.waitForLoadState('networkidle');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await expect(async () => {
    if (!(await box.isVisible())) {
      await page.getByRole('button', { name: 'Search' }).click();
    }
    await expect(box).toBeVisible({ timeout: 1000 });
  }).toPass();
  return box;
}

const results = (page: Page) => page.getByTestId('search-results');

for (const [label, viewport] of VIEWPORTS) {
  test(`"fan" from the home page is suggested and found, on a ${label}`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeAttached();
    const box = await openSearch(page);

    await box.pressSequentially('fan', { delay: 50 });
    const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(suggestions.getByRole('option').first()).toContainText('Rechargeable Stand Fan 16"');
    await expect(suggestions.getByRole('option').first()).toContainText('Appliances');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await shoot(page, testInfo, 'search-suggestions', viewport.width);

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=fan$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “fan”' })).toBeVisible();
    const fan = results(page).getByRole('listitem').filter({ hasText: 'Rechargeable Stand Fan 16"' });
    await expect(fan).toContainText('Appliances');
    await expect(fan).toContainText('MVR 1,450.00');
    await shoot(page, testInfo, 'search-results', viewport.width);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);

    await fan.getByRole('link').click();
    await expect(page).toHaveURL(/\/accessories\/rechargeable-stand-fan-16$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Rechargeable Stand Fan 16"' })).toBeVisible();
  });

  test(`a typo and a colour find their products, on a ${label}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/search?q=abya');
    await expect(results(page).getByRole('link')).toHaveText(['Pearl-Trim Occasion Abaya', 'Classic Open-Front Abaya']);

    await page.goto('/search?q=hijab+black');
    await expect(results(page).getByRole('link')).toHaveText(['Everyday Jersey Hijab']);
    await expect(results(page)).toContainText('Clothing');
  });

  test(`the suggestions work by keyboard, on a ${label}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    const box = await openSearch(page);
    await box.pressSequentially('abay', { delay: 50 });
    const options = page.getByRole('option');
    await expect(options).toHaveCount(3);

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const second = await options.nth(1).getAttribute('id');
    await expect(box).toHaveAttribute('aria-activedescendant', second ?? 'missing');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.nth(1)).toContainText('Classic Open-Front Abaya');
    await expect(box).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/shop\/classic-open-front-abaya$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Classic Open-Front Abaya' })).toBeVisible();
  });
}

test('a search that finds nothing offers the popular categories and is counted for the owner', async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  const term = `sewing machine ${String(Date.now() % 100000)}`;
  await page.goto(`/search?q=${encodeURIComponent(term)}`);
  await expect(page.getByText(`No products found for “${term}”`)).toBeVisible();
  const popular = page.getByRole('region', { name: 'Popular categories' });
  await expect(popular.getByRole('link').first()).toBeVisible();
  await expect(popular.getByRole('link', { name: /Kitchen Appliances/ })).toHaveAttribute('href', '/accessories?category=kitchen-appliances');
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  await shoot(page, testInfo, 'search-nothing-found', PHONE.width);

  await page.setViewportSize(DESKTOP);
  await openAdminSection(page, 'Dashboard');
  const misses = page.getByRole('region', { name: 'Looked for, not found' });
  await expect(misses.getByRole('listitem').filter({ hasText: `“${term}”` })).toContainText('once');
});
