// A GST-registered shop (decisions 209 and 210): with prices that leave GST
// out, the checkout adds 8% to what the customer pays; the order slip reads
// "Tax invoice" with the shop's TIN and the GST a hand calculation gives;
// the order in the admin shows the same figures and offers the owner's
// message, filled with the order's details, as a prefilled WhatsApp link.
// The settings are put back afterwards, and the order deleted.
import { fileURLToPath } from 'node:url';

import type { APIRequestContext, Page } from '@playwright/test';

import { PHONE, expect, sameOriginHeaders, signInAsAdmin, test } from './fixtures';

const outDir = fileURLToPath(new URL('../../.reports/screenshots/', import.meta.url));

const TIN = '1000001GST501';
const ADDU_FEE = 150;
const CONFIRMED = 'Salaam {name}! {shop} has your order {order}, {total} with GST. Follow it: {tracking_link}';

type ApiProduct = { id: string; title: string; slug: string; price: number; sizes: string[]; stock: Record<string, number> };

const money = (mvr: number) => `MVR ${mvr.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A clothing product with a size and colour in stock. */
async function dressInStock(request: APIRequestContext) {
  const products = (await (await request.get('/api/products?shop_type=clothing&limit=100')).json()) as ApiProduct[];
  for (const product of products) {
    const [color, size] = Object.entries(product.stock).find(([, left]) => left >= 3)?.[0].split(':') ?? [];
    if (color !== undefined && size !== undefined && product.sizes.includes(size)) {
      return { product, color, size };
    }
  }
  throw new Error('no clothing variant in stock');
}

async function putSettings(page: Page, settings: unknown) {
  const response = await page.request.put('/api/settings', { data: settings, headers: sameOriginHeaders() });
  expect(response.status(), await response.text()).toBe(200);
}

let saved: Record<string, unknown> | undefined;
let orderNumber: string | undefined;

test.afterEach(async ({ page }) => {
  await signInAsAdmin(page);
  if (saved !== undefined) {
    await putSettings(page, saved);
  }
  if (orderNumber !== undefined) {
    await page.request.delete(`/api/orders/${orderNumber}`, { headers: sameOriginHeaders() });
  }
  await page.request.post('/api/auth/logout', { headers: sameOriginHeaders() });
});

test('a registered shop gives a tax invoice, and the owner messages the customer from the order', async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize(PHONE);
  await signInAsAdmin(page);
  saved = (await (await page.request.get('/api/settings')).json()) as Record<string, unknown>;
  const messages = saved.messages as Record<string, string>;
  await putSettings(page, {
    ...saved,
    tax: { gstRegistered: true, tin: TIN, ratePercent: 8, pricesIncludeGst: false },
    messages: { ...messages, confirmed: CONFIRMED },
  });

  // By hand: 8% of the dress and the delivery, in laari, rounded once.
  const dress = await dressInStock(request);
  const before = dress.product.price + ADDU_FEE;
  const gst = Math.round((Math.round(before * 100) * 8) / 100) / 100;
  const after = Math.round((before + gst) * 100) / 100;

  await page.goto(`/shop/${dress.product.slug}`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: dress.size, exact: true }).click();
  await main.getByRole('button', { name: dress.color, exact: true }).click();
  await main.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(main.getByText('Added to cart!')).toBeVisible();

  await page.goto('/checkout');
  await main.getByLabel('Full name').fill('Aminath <b>Shifa</b>');
  await main.getByLabel('Phone').fill('7771234');
  await main.getByLabel('Atoll').selectOption('Addu Atoll');
  await main.getByLabel('Island').selectOption({ index: 1 });
  await main.getByLabel('Street address').fill('Blue Villa, Magu 3');
  await expect(main.getByTestId('summary-gst')).toHaveText(money(gst));
  await expect(main.getByTestId('summary-total')).toHaveText(money(after));
  await main.getByRole('button', { name: 'Place Order' }).click();

  await expect(page).toHaveURL(/\/order-confirmation\/RB-[0-9A-Z]{6,12}-[0-9A-Z]{4}$/);
  orderNumber = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  const slip = main.getByTestId('order-slip');
  await expect(slip).toContainText('Tax invoice');
  await expect(slip.getByTestId('slip-tin')).toHaveText(`TIN: ${TIN}`);
  await expect(slip.getByTestId('total-before-gst')).toHaveText(money(before));
  await expect(slip.getByTestId('gst-amount')).toHaveText(money(gst));
  await expect(slip.getByTestId('total-after-gst')).toHaveText(money(after));
  // The customer's name is text, never markup.
  await expect(slip).toContainText('Aminath <b>Shifa</b>');
  await slip.scrollIntoViewIfNeeded();
  await slip.screenshot({ path: `${outDir}${testInfo.project.name}/tax-invoice-slip-375.png` });

  // The order in the admin: the same invoice, and the owner's message.
  await page.goto(`/admin/orders/${orderNumber}`);
  const invoice = page.getByTestId('admin-tax-invoice');
  await expect(invoice).toContainText(`TIN: ${TIN}`);
  await expect(invoice.getByTestId('gst-amount')).toHaveText(money(gst));
  await expect(page.getByTestId('message-event')).toHaveValue('confirmed');
  const link = await page.getByTestId('message-whatsapp').getAttribute('href');
  const wa = new URL(link ?? '');
  expect(`${wa.origin}${wa.pathname}`).toBe('https://wa.me/9607771234');
  const tracking = new URL('/track-order', page.url());
  tracking.search = new URLSearchParams({ orderNumber, phone: '+9607771234' }).toString();
  expect(wa.searchParams.get('text')).toBe(
    `Salaam Aminath <b>Shifa</b>! Dhoni has your order ${orderNumber}, ${money(after)} with GST. Follow it: ${tracking.toString()}`,
  );
  const sms = await page.getByTestId('message-sms').getAttribute('href');
  expect(sms?.startsWith('sms:+9607771234?body=')).toBe(true);
  await page.screenshot({ path: `${outDir}${testInfo.project.name}/tax-invoice-admin-375.png`, fullPage: true });
});
