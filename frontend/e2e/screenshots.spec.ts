// Full-page screenshots of the shell for people to look at, saved under
// .reports/screenshots/<project>/ at the repository root.
import { fileURLToPath } from 'node:url';

import { expect, test } from '@playwright/test';

const outDir = fileURLToPath(new URL('../../.reports/screenshots/', import.meta.url));

const pages = [
  { path: '/', name: 'home', heading: 'Home' },
  { path: '/no-such-page', name: 'not-found', heading: 'Page Not Found' },
] as const;

for (const width of [375, 1280] as const) {
  for (const { path, name, heading } of pages) {
    test(`screenshot of ${path} at ${String(width)}px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();

      await page.screenshot({
        path: `${outDir}${testInfo.project.name}/${name}-${String(width)}.png`,
        fullPage: true,
        animations: 'disabled',
      });
    });
  }
}
