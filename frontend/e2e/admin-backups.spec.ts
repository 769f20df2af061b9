// Backups on the admin's Dashboard against the real server (decision 216):
// on the embedded database the owner presses "Back up now" and sees the new
// backup's time and size; on PostgreSQL the card says backups are the
// operator's job and offers no button. A stranger gets nothing from the API.
import { expect, sameOriginHeaders, signInAsAdmin, test } from './fixtures';

type Backups = { mode: 'scheduled' | 'off' | 'operator' };

test.afterEach(async ({ page }) => {
  await page.request.post('/api/auth/logout', { headers: sameOriginHeaders() });
});

test('the owner backs the shop up from the dashboard', async ({ page }) => {
  expect((await page.request.get('/api/backups')).status()).toBe(401);
  await signInAsAdmin(page);
  const { mode } = (await (await page.request.get('/api/backups')).json()) as Backups;
  await page.goto('/admin');
  const card = page.getByTestId('dashboard-backups');
  await expect(card.getByRole('heading', { name: 'Backups' })).toBeVisible();

  if (mode === 'operator') {
    await expect(card).toContainText('backups are the job of whoever runs the server');
    await expect(card.getByRole('button', { name: 'Back up now' })).toHaveCount(0);
    return;
  }
  const before = await card.textContent();
  await card.getByRole('button', { name: 'Back up now' }).click();
  // The new backup's line replaces the old one (or "No backup has been made yet").
  await expect(card).not.toHaveText(before ?? '', { timeout: 20_000 });
  await expect(card.getByText(/^Last good backup: /)).toContainText(/\(\d[\d.]* (kB|MB|GB), \d+ files?\)/, { timeout: 20_000 });
  await expect(card.getByRole('button', { name: 'Back up now' })).toBeEnabled();
  await expect(card.getByRole('alert')).toHaveCount(0);
});
