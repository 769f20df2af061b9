// A new release never leaves a customer on a stale index.html (decision 081):
// pages are network-first, and a new service worker takes over and moves the
// open page to the new release at its next navigation. The build is copied
// and served by a plain static server, so the test can publish "a new
// release" by changing the files.
import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { DESKTOP, expect, test } from './fixtures';
import { serveStatic, WEB_BUILD } from './static-server';

test.use({ viewport: DESKTOP });

test('a new release is picked up: fresh index.html at once, the new worker at the next navigation', async ({ page }) => {
  // In CI a missing build fails the journey instead.
  test.skip(!existsSync(join(WEB_BUILD, 'sw.js')) && !process.env.CI, 'the web app is not built');
  const root = mkdtempSync(join(tmpdir(), 'dhoni-release-'));
  cpSync(WEB_BUILD, root, { recursive: true });
  const site = await serveStatic(root);
  try {
    await page.goto(`${site.url}/`);
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(firstWorker).toBe(`${site.url}/sw.js`);

    // Release 2: a changed index.html and a changed worker.
    const index = readFileSync(join(root, 'index.html'), 'utf8');
    writeFileSync(join(root, 'index.html'), index.replace('</head>', '<meta name="dhoni-release" content="2"></head>'));
    appendFileSync(join(root, 'sw.js'), '\n// release 2\n');

    // Heard from the page's very start: the new worker may take control
    // while the app is still starting, before the test could listen.
    await page.addInitScript(() => {
      navigator.serviceWorker.addEventListener('controllerchange', () => {
        (window as unknown as { controllerChanged: boolean }).controllerChanged = true;
      });
    });
    // The page shell is not served stale while the server answers.
    await page.reload();
    await expect(page.locator('meta[name="dhoni-release"]')).toHaveAttribute('content', '2');

    // The new worker installs and takes control of the open page...
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { controllerChanged?: boolean }).controllerChanged === true))
      .toBe(true);
    // ...and the open page moves to the new release at its next navigation,
    // with a full load (a marker on window does not survive one).
    await page.evaluate(() => {
      (window as unknown as { releaseMarker: number }).releaseMarker = 1;
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Categories' }).click();
    await expect(page).toHaveURL(`${site.url}/categories`);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { releaseMarker?: number }).releaseMarker ?? null))
      .toBeNull();
    await expect(page.locator('meta[name="dhoni-release"]')).toHaveAttribute('content', '2');
  } finally {
    await site.close();
    rmSync(root, { recursive: true, force: true });
  }
});
