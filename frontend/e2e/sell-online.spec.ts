// "Sell on Instagram and Google" against the real server (decision 215): on
// a phone, the owner finds the two feed addresses in Settings, copies one,
// and the addresses answer with the feeds Meta and Google will fetch.
import { PHONE, expect, openAdminSection, seriousAccessibilityProblems, test } from './fixtures';

test.use({ viewport: PHONE });

test('the owner copies the feed addresses from Settings, and they answer', async ({ page, context, baseURL }) => {
  // The Settings screen is long: axe takes a while on a busy machine.
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openAdminSection(page, 'Settings');

  const card = page.getByRole('region', { name: 'Sell on Instagram and Google' });
  await card.scrollIntoViewIfNeeded();
  const meta = card.getByRole('textbox', { name: 'Meta feed URL' });
  const google = card.getByRole('textbox', { name: 'Google feed URL' });
  await expect(meta).toHaveValue(/\/feeds\/meta\.csv$/);
  await expect(google).toHaveValue(/\/feeds\/google\.xml$/);
  await expect(card).toContainText('Catalogue → Data sources');
  await expect(card).toContainText('Scheduled fetch');

  await card.getByRole('button', { name: 'Copy Meta feed URL' }).click();
  await expect(card.getByText('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await meta.inputValue());

  // The addresses are this server's (no DHONI_PUBLIC_URL here: the request's host).
  for (const [field, kind, start] of [
    [meta, 'text/csv', 'id,title,description,availability'],
    [google, 'application/rss+xml', '<?xml'],
  ] as const) {
    const address = await field.inputValue();
    expect(new URL(address).origin).toBe(new URL(baseURL ?? '').origin);
    const response = await page.request.get(address);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain(kind);
    expect(response.headers()['cache-control']).toBe('public, max-age=3600');
    expect((await response.text()).startsWith(start)).toBe(true);
  }

  expect(await seriousAccessibilityProblems(page)).toEqual([]);
});
