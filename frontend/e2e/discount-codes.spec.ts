// The discount code journey on a phone (375 px), against the real server:
// the owner makes a code, the customer applies it in the cart and sees the
// server's discount on the total, places the order, and the order's slip
// shows the code and the discount. A screenshot of the cart with the code
// goes to .reports/screenshots/<project>/cart-discount-375.png.
import { fileURLToPath } from 'node:url';

import type { APIRequestContext } from '@playwright/test';

import { PHONE, expect, sameOriginHeaders, signInAsAdmin, test } from './fixtures';

const outDir = fileURLToPath(new URL('../../.reports/screenshots/', import.meta.url));

type ApiProduct = { title: string; slug: string; shop_type: string; sizes: string[]; stock: Record<string, number> };

async function sampleDress(request: APIRequestContext) {
  const products = (await (await request.get('/api/products?shop_type=clothing&limit=100')).json()) as ApiProduct[];
  for (const product of products) {
    const variant = Object.entries(product.stock).find(([, quantity]) => quantity >= 2)?.[0];
    const [color, size] = variant?.split(':') ?? [];
    if (color !== undefined && size !== undefined && product.sizes.includes(size)) {
      return { product, size, color };
    }
  }
  throw new Error('the sample catalog has no clothing variant with stock');
}

function amount(text: string | null): number {
  return Number((text ?? '').replace(/[^\d.]/gu, ''));
}

test.use({ viewport: PHONE });

test('a code applied in the cart takes its discount off the total, and the slip shows it', async ({ page, request }, testInfo) => {
  const code = `E2E${String(Date.now()).slice(-8)}`;
  await signInAsAdmin(page);
  const created = await page.request.post('/api/discount-codes', {
    data: { code, kind: 'percent', percent: 10, scope: 'clothing', max_uses: 5 },
    headers: sameOriginHeaders(),
  });
  expect(created.status(), await created.text()).toBe(201);

  const dress = await sampleDress(request);
  await page.goto(`/shop/${dress.product.slug}`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: dress.size, exact: true }).click();
  await main.getByRole('button', { name: dress.color, exact: true }).click();
  await main.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(main.getByText('Added to cart!')).toBeVisible();

  await page.goto('/cart');
  const summary = main.getByRole('region', { name: 'Order Summary' });
  const subtotal = amount(await summary.getByTestId('summary-subtotal').textContent());
  const before = amount(await summary.getByTestId('summary-total').textContent());

  // Typed in lower case with a space: codes are not case- or space-sensitive.
  await main.getByLabel('Discount code').fill(`${code.slice(0, 4).toLowerCase()} ${code.slice(4)}`);
  await main.getByRole('button', { name: 'Apply' }).click();
  const off = Math.round(subtotal * 10) / 100;
  await expect(summary.getByTestId('summary-discount')).toHaveText(`−MVR ${off.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  await expect(summary.getByText(`Discount (${code})`)).toBeVisible();
  expect(amount(await summary.getByTestId('summary-total').textContent())).toBeCloseTo(before - off, 2);
  await page.screenshot({ path: `${outDir}${testInfo.project.name}/cart-discount-375.png`, fullPage: true, animations: 'disabled' });

  // An unknown code is refused in words; the cart stays as it was.
  await main.getByRole('button', { name: 'Remove discount code' }).click();
  await main.getByLabel('Discount code').fill('NO-SUCH-CODE');
  await main.getByRole('button', { name: 'Apply' }).click();
  await expect(main.getByTestId('discount-code-status')).toHaveText("We don't know this code. Please check it and try again.");
  expect(amount(await summary.getByTestId('summary-total').textContent())).toBeCloseTo(before, 2);
  await main.getByRole('button', { name: 'Remove discount code' }).click();
  await main.getByLabel('Discount code').fill(code);
  await main.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByTestId('summary-discount')).toBeVisible();

  await main.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(main.getByTestId('discount-code-applied')).toHaveText(code);
  await main.getByLabel('Full name').fill('Mariyam Code');
  await main.getByLabel('Phone').fill('7771299');
  await main.getByLabel('Atoll').selectOption('Addu Atoll');
  await main.getByLabel('Island').selectOption({ index: 1 });
  await main.getByLabel('Street address').fill('Blue Villa, Magu 3');
  const checkoutSummary = main.getByRole('region', { name: 'Order Summary' });
  await expect(checkoutSummary.getByTestId('summary-discount')).toBeVisible();
  const total = amount(await checkoutSummary.getByTestId('summary-total').textContent());
  await main.getByRole('button', { name: 'Place Order' }).click();

  await expect(page).toHaveURL(/\/order-confirmation\/RB-/);
  const slip = main.getByTestId('order-slip');
  await expect(slip.getByTestId('order-discount')).toContainText(`Discount (${code})`);
  await expect(slip.getByTestId('order-discount')).toContainText(`MVR ${off.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  await expect(slip).toContainText(`MVR ${total.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);

  // The owner's list counts the use and its revenue.
  const listed = (await (await page.request.get('/api/discount-codes')).json()) as { code: string; uses: number; revenue: number }[];
  const mine = listed.find((entry) => entry.code === code);
  expect(mine?.uses).toBe(1);
  expect(mine?.revenue).toBeCloseTo(total, 2);
});
