// Paying online (decisions 204 and 205) on a phone, against the real server
// and the fake Bank of Maldives Connect (backend/cmd/fakebank): the owner
// turns it on, a customer checks out with "Pay online", pays on the fake
// bank's page, comes back to a confirmation that says "Paid online" (the
// server re-read the payment from the bank), and the admin's order shows the
// transaction. It needs the server started with DHONI_BML_URL pointing at the
// fake bank (scripts/test.sh does so and sets E2E_FAKEBANK=1).
import type { Page } from '@playwright/test';

import { PHONE, expect, openAdminSection, sameOriginHeaders, signInAsAdmin, signOut, test } from './fixtures';

test.skip(process.env.E2E_FAKEBANK !== '1', 'needs the fake bank (E2E_FAKEBANK=1, DHONI_BML_URL on the server)');

type ApiProduct = { slug: string; shop_type: string; stock: Record<string, number>; sizes: string[]; colors: unknown[] };

async function enableOnlinePayment(page: Page) {
  await signInAsAdmin(page);
  const response = await page.request.put('/api/payments/settings', {
    headers: sameOriginHeaders(),
    data: { enabled: true, application_id: 'demo-app', api_key: 'demo-key', environment: 'testing', hold_minutes: 60 },
  });
  expect(response.status(), await response.text()).toBe(200);
  await signOut(page);
}

/** An appliance with stock and no sizes or colours to choose. */
async function sampleAppliance(page: Page): Promise<ApiProduct> {
  const products = (await (await page.request.get('/api/products?shop_type=accessories&limit=100')).json()) as ApiProduct[];
  const found = products.find(
    (p) => p.sizes.length === 0 && p.colors.length === 0 && Object.values(p.stock).some((n) => n >= 2),
  );
  if (found === undefined) {
    throw new Error('the sample catalog has no appliance in stock');
  }
  return found;
}

test.use({ viewport: PHONE });

test('a customer pays online on the bank page and the confirmation says paid; the admin sees the transaction', async ({
  page,
}) => {
  await enableOnlinePayment(page);
  const product = await sampleAppliance(page);

  await page.goto(`/accessories/${product.slug}`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(main.getByText('Added to cart!')).toBeVisible();

  await page.goto('/checkout');
  await main.getByLabel('Full name').fill('Mariyam Online');
  await main.getByLabel('Phone').fill('7771234');
  await main.getByLabel('Atoll').selectOption('Addu Atoll');
  await main.getByLabel('Island').selectOption({ index: 1 });
  await main.getByLabel('Street address').fill('Coral Villa, Magu 5');
  await main.getByLabel('Pay online').check();
  await main.getByRole('button', { name: 'Place Order' }).click();

  // The fake bank's page, on another site.
  await expect(page.getByRole('heading', { name: 'Fake Bank of Maldives' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  // Back at the shop: the server asked the bank, and the order is paid.
  await expect(page).toHaveURL(/\/order-confirmation\/.+payment=return/);
  await expect(page.getByTestId('online-payment')).toHaveText('Paid online');
  const number = (await page.getByTestId('confirmation-order-number').textContent()) ?? '';
  expect(number).not.toBe('');

  await openAdminSection(page, 'Orders');
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(number);
  await page.getByRole('searchbox', { name: 'Search orders' }).press('Enter');
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  await page.getByTestId('order-row').first().getByRole('button', { name: /^View order/ }).click();
  const panel = page.getByRole('dialog').getByTestId('order-payment');
  await expect(panel).toContainText('Online payment: paid online');
  await expect(panel.getByTestId('payment-transaction-state')).toHaveText('CONFIRMED');
  await expect(panel.getByTestId('payment-transaction-id')).not.toBeEmpty();
});
