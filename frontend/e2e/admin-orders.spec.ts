// The admin's Orders section against the real server (spec section 2, "Admin
// area: Orders"; sections 4, 5 "Order edit", 6 and 9): an order placed through
// the API is found by search, its status changed (and seen by the customer's
// tracking page), marked paid, a quantity edited with the totals worked out
// again and saved, the CSV export read back, the order deleted after the
// confirmation; an order deleted elsewhere while its detail is open answers
// Save Changes with "Order not found"; axe and screenshots at 375 and 1280 px,
// with every column of a row in sight.
//
// Orders made here are removed again (afterEach), so journeys after this one
// find the orders they expect. GET /orders/track is rate-limited (20 lookups
// per 10 minutes per client): this file makes one.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';

import {
  ADMIN_PASSWORD,
  DESKTOP,
  PHONE,
  expect,
  openAdminSection,
  SLIP_PNG,
  uploadSlip,
  sameOriginHeaders,
  seriousAccessibilityProblems,
  signInAsAdmin,
  signOut,
  test,
} from './fixtures';

const outDir = fileURLToPath(new URL('../../.reports/screenshots/', import.meta.url));

const CSV_HEADER =
  'OrderNumber,Date,CustomerName,CustomerPhone,CustomerEmail,Atoll,Island,Address,Subtotal,DeliveryFee,Total,PaymentMethod,PaymentStatus,OrderStatus,Items,ItemColors' +
  ',TIN,GSTRatePercent,TotalBeforeGST,GST,TotalAfterGST,DiscountCode,Discount';

type ApiProduct = {
  id: string;
  title: string;
  sku: string;
  shop_type: 'clothing' | 'accessories';
  sizes: string[];
  stock: Record<string, number>;
};

type ApiOrder = {
  order_number: string;
  subtotal: number;
  delivery_fee: number;
  total: number;
  status: string;
  payment_status: string;
  items: { id: string; title: string; sku: string; quantity: number; price: number; size: string; color: string }[];
};

/** Numbers of the orders a test placed, deleted again after it. */
let placed: string[] = [];

test.afterEach(async ({ page }) => {
  for (const orderNumber of placed) {
    // 404 when the journey deleted it already.
    await page.request.delete(`/api/orders/${orderNumber}`, { headers: sameOriginHeaders() });
  }
  placed = [];
  await page.request.post('/api/auth/logout', { headers: sameOriginHeaders() });
});

/** A clothing variant of the server's with plenty of stock (the one with the most). */
async function plentifulVariant(request: APIRequestContext) {
  const products = (await (await request.get('/api/products?shop_type=clothing&limit=100')).json()) as ApiProduct[];
  let best: { product: ApiProduct; color: string; size: string; stock: number } | undefined;
  for (const product of products) {
    for (const [variant, stock] of Object.entries(product.stock)) {
      const [color, size] = variant.split(':');
      if (color !== undefined && size !== undefined && product.sizes.includes(size) && stock > (best?.stock ?? 2)) {
        best = { product, color, size, stock };
      }
    }
  }
  if (best === undefined) {
    throw new Error('the catalog has no clothing variant with stock');
  }
  return best;
}

async function firstIsland(request: APIRequestContext, atoll: string): Promise<string> {
  const atolls = (await (await request.get('/api/atolls')).json()) as { name: string; islands: string[] }[];
  const island = atolls.find((entry) => entry.name === atoll)?.islands[0];
  if (island === undefined) {
    throw new Error(`no island for ${atoll}`);
  }
  return island;
}

function uniqueSuffix(): string {
  return Math.random().toString(36).slice(2, 8).toUpperCase();
}

/** Places an order through the API as checkout does; the server prices it. */
async function placeOrder(
  request: APIRequestContext,
  name: string,
  extra: { payment_method?: 'COD' | 'BANK'; transfer_slip?: string } = {},
): Promise<ApiOrder> {
  const variant = await plentifulVariant(request);
  const response = await request.post('/api/orders', {
    headers: sameOriginHeaders(),
    data: {
      customer: {
        name,
        phone: '7771234',
        address: { atoll: 'Addu Atoll', island: await firstIsland(request, 'Addu Atoll'), street: 'Orchid Villa, Magu 5' },
      },
      items: [{ product_id: variant.product.id, size: variant.size, color: variant.color, quantity: 1 }],
      payment_method: extra.payment_method ?? 'COD',
      ...(extra.transfer_slip === undefined ? {} : { transfer_slip: extra.transfer_slip }),
      notes: 'Please ring the bell',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const order = (await response.json()) as ApiOrder;
  placed.push(order.order_number);
  return order;
}

function short(orderNumber: string): string {
  return orderNumber.slice(orderNumber.indexOf('-') + 1);
}

function money(mvr: number): string {
  return `MVR ${mvr.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Searches the list for one order and returns its row. */
async function findOrder(page: Page, orderNumber: string): Promise<Locator> {
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(orderNumber);
  await page.getByRole('searchbox', { name: 'Search orders' }).press('Enter');
  const rows = page.getByTestId('order-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(short(orderNumber));
  return rows.first();
}

async function openDetail(page: Page, orderNumber: string): Promise<Locator> {
  await page.getByRole('button', { name: `View order ${short(orderNumber)}` }).click();
  const dialog = page.getByRole('dialog', { name: `Order ${short(orderNumber)}` });
  await expect(dialog.getByTestId('detail-order-number')).toHaveText(orderNumber);
  await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  return dialog;
}

async function shoot(page: Page, testInfo: TestInfo, name: string, width: number, fullPage = true) {
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) {
      document.activeElement.blur();
    }
  });
  await page.screenshot({
    path: `${outDir}${testInfo.project.name}/${name}-${String(width)}.png`,
    fullPage,
    animations: 'disabled',
  });
}

/** RFC 4180 CSV: quoted cells may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charAt(i);
    if (quoted) {
      if (char === '"' && text.charAt(i + 1) === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        cell += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text.charAt(i + 1) === '\n') {
        i += 1;
      }
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else {
      cell += char;
    }
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

async function orderCount(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/orders?per_page=1');
  expect(response.status()).toBe(200);
  return Number(response.headers()['x-total-count']);
}

test.describe('managing an order', () => {
  test.use({ viewport: DESKTOP });

  test('find, change status, mark paid, edit a quantity, export CSV and delete', async ({ page, context }, testInfo) => {
    const name = `Orders Journey ${uniqueSuffix()}`;
    const order = await placeOrder(page.request, name);
    const number = order.order_number;
    const [line] = order.items;
    if (line === undefined) {
      throw new Error('the order has no line');
    }

    await openAdminSection(page, 'Orders');
    const row = await findOrder(page, number);
    await expect(row).toContainText(name);
    await expect(row).toContainText(money(order.total));
    await expect(row.getByTestId('payment-badge')).toHaveText('Payment: Unpaid');
    await expect(page.getByText('Page 1 of 1')).toBeVisible();

    // Status: saved at once, and the customer's tracking page shows it.
    await row.getByRole('combobox', { name: `Status of order ${short(number)}` }).selectOption('shipped');
    await expect(page.getByRole('status').filter({ hasText: `Order ${short(number)} is now Shipped.` })).toBeVisible();
    expect(((await (await page.request.get(`/api/orders/${number}`)).json()) as ApiOrder).status).toBe('shipped');
    const customer = await context.newPage();
    await customer.goto(`/track-order?orderNumber=${number}&phone=7771234`);
    await expect(customer.getByTestId('tracked-status')).toHaveText('Shipped');
    await expect(customer.getByTestId('progress-step-shipped')).toHaveAttribute('aria-current', 'step');
    await expect(customer.getByTestId('progress-step-delivered')).toHaveAttribute('data-done', 'false');
    await customer.close();

    // The detail: what was ordered, marked paid at once.
    let dialog = await openDetail(page, number);
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(name);
    await expect(dialog.getByLabel('Phone', { exact: true })).toHaveValue('+9607771234');
    await expect(dialog.getByLabel(/^Notes/)).toHaveValue('Please ring the bell');
    await expect(dialog.getByLabel('Status', { exact: true })).toHaveValue('shipped');
    await expect(dialog.getByTestId('order-line')).toContainText(line.title);
    await expect(dialog.getByTestId('detail-total')).toHaveText(money(order.total));
    await expect(dialog.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/9607771234\\?text=.*${number}`),
    );
    // The Telegram alert again: refused with the reason while alerts are off.
    await dialog.getByRole('button', { name: 'Send Telegram alert again' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Telegram alerts are off or not set up. Turn them on in Settings first.',
    );
    await dialog.getByLabel('Payment status').selectOption('paid');
    await expect(dialog.getByText('Saved: the payment is Paid.', { exact: true })).toBeVisible();
    await expect(row.getByTestId('payment-badge')).toHaveText('Payment: Paid');

    // A quantity: the totals follow as it is typed, and are saved.
    const quantity = dialog.getByLabel(`Qty of ${line.title}`, { exact: false });
    await quantity.fill('2');
    const subtotal = Math.round(line.price * 2 * 100) / 100;
    const total = Math.round((subtotal + order.delivery_fee) * 100) / 100;
    await expect(dialog.getByTestId('line-total')).toHaveText(money(subtotal));
    await expect(dialog.getByTestId('detail-subtotal')).toHaveText(money(subtotal));
    await expect(dialog.getByTestId('detail-total')).toHaveText(money(total));
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('Changes saved.')).toBeVisible();
    await expect(dialog.getByTestId('order-history')).toContainText(`Subtotal: ${money(order.subtotal)}`);
    await expect(dialog.getByTestId('order-history')).toContainText('Payment status: Unpaid');
    await expect(dialog.getByTestId('order-history')).toContainText('Status: Pending');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await shoot(page, testInfo, 'admin-orders-detail-edited', DESKTOP.width, false);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(row).toContainText(money(total));
    dialog = await openDetail(page, number);
    await expect(dialog.getByLabel(`Qty of ${line.title}`, { exact: false })).toHaveValue('2');
    await expect(dialog.getByTestId('detail-total')).toHaveText(money(total));
    await dialog.getByRole('button', { name: 'Close' }).click();
    const stored = (await (await page.request.get(`/api/orders/${number}`)).json()) as ApiOrder;
    expect({ subtotal: stored.subtotal, total: stored.total, paid: stored.payment_status }).toEqual({
      subtotal,
      total,
      paid: 'paid',
    });

    // Export to CSV: every order, the spec's columns.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export to CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parseCsv(await readFile(await download.path(), 'utf8'));
    expect(rows[0]?.join(',')).toBe(CSV_HEADER);
    expect(rows.length - 1).toBe(await orderCount(page.request));
    const exported = rows.find((cells) => cells[0] === number);
    expect(exported).toBeDefined();
    const cell = (column: string) => exported?.[CSV_HEADER.split(',').indexOf(column)];
    expect(cell('CustomerName')).toBe(name);
    expect(cell('CustomerPhone')).toBe("'+9607771234");
    expect(cell('Atoll')).toBe('Addu Atoll');
    expect(cell('Subtotal')).toBe(subtotal.toFixed(2));
    expect(cell('Total')).toBe(total.toFixed(2));
    expect(cell('PaymentMethod')).toBe('COD');
    expect(cell('PaymentStatus')).toBe('paid');
    expect(cell('OrderStatus')).toBe('shipped');
    expect(cell('Items')).toBe(`${line.sku}:2`);
    expect(cell('ItemColors')).toBe(`${line.sku}:${line.color}`);

    // Delete: a cancelled confirmation keeps it; a confirmed one removes it.
    const asked: string[] = [];
    page.once('dialog', (question) => {
      asked.push(question.message());
      void question.dismiss();
    });
    await row.getByRole('button', { name: `Delete order ${short(number)}` }).click();
    await expect(row).toBeVisible();
    page.once('dialog', (question) => {
      asked.push(question.message());
      void question.accept();
    });
    await row.getByRole('button', { name: `Delete order ${short(number)}` }).click();
    await expect(page.getByText(`Order ${short(number)} was deleted.`)).toBeVisible();
    await expect(page.getByTestId('order-row')).toHaveCount(0);
    await expect(page.getByText('No orders match your search.')).toBeVisible();
    expect(asked).toEqual(['Are you sure you want to delete this order?', 'Are you sure you want to delete this order?']);
    expect((await page.request.get(`/api/orders/${number}`)).status()).toBe(404);
  });

  test('Save Changes on an order deleted meanwhile says "Order not found"; the slip opens in a new tab', async ({
    page,
    context,
  }) => {
    // A bank-transfer order with its slip (a 16 × 16 teal PNG).
    const ref = await uploadSlip(page.request);
    const order = await placeOrder(page.request, `Orders Race ${uniqueSuffix()}`, {
      payment_method: 'BANK',
      transfer_slip: ref,
    });
    const number = order.order_number;

    await openAdminSection(page, 'Orders');
    await findOrder(page, number);
    const dialog = await openDetail(page, number);
    await expect(dialog.getByText(/Bank Transfer/)).toBeVisible();
    const slipLink = dialog.getByRole('link', { name: /View transfer slip/ });
    await expect(slipLink).toHaveAttribute('target', '_blank');
    const opening = context.waitForEvent('page');
    await slipLink.click();
    const slipTab = await opening;
    await expect(slipTab).toHaveURL(new RegExp(`/api/orders/${number}/slip$`));
    await slipTab.close();
    // What that tab was given: the slip itself, to the signed-in admin.
    const slip = await page.request.get((await slipLink.getAttribute('href')) ?? '');
    expect(slip.status()).toBe(200);
    expect(slip.headers()['content-type']).toBe('image/png');
    expect(Buffer.compare(await slip.body(), SLIP_PNG)).toBe(0);

    await dialog.getByLabel(/^Notes/).fill('Deliver after 5 pm');
    const removed = await page.request.delete(`/api/orders/${number}`, { headers: sameOriginHeaders() });
    expect(removed.status()).toBe(204);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();

    await expect(dialog.getByRole('alert')).toHaveText('Order not found');
    await expect(dialog.getByLabel(/^Notes/)).toHaveValue('Deliver after 5 pm');
    await dialog.getByRole('button', { name: 'Close' }).click();
    // The list was read again: the order is gone from it.
    await expect(page.getByTestId('order-row')).toHaveCount(0);
    await expect(page.getByText('No orders match your search.')).toBeVisible();
  });
});

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`the Orders section at ${String(viewport.width)} px`, () => {
    test.use({ viewport });

    test('the list and the detail pass axe and are drawn whole', async ({ page }, testInfo) => {
      const order = await placeOrder(page.request, `Orders Look ${uniqueSuffix()}`);

      await openAdminSection(page, 'Orders');
      const first = page.getByTestId('order-row').first();
      await expect(first).toBeVisible();
      await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
      expect(await seriousAccessibilityProblems(page)).toEqual([]);
      // Nothing wider than the screen: the table becomes cards on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      // Every column in sight, the row's Delete as well: not cut off by the
      // table's rounded frame.
      const frame = await page.getByRole('table', { name: 'Orders' }).locator('xpath=..').boundingBox();
      const remove = await first.getByRole('button', { name: /^Delete/ }).boundingBox();
      expect(frame && remove && remove.x + remove.width <= frame.x + frame.width).toBe(true);
      await shoot(page, testInfo, 'admin-orders', viewport.width);

      await findOrder(page, order.order_number);
      const dialog = await openDetail(page, order.order_number);
      await expect(dialog.getByTestId('order-history')).toContainText('Order placed');
      expect(await seriousAccessibilityProblems(page)).toEqual([]);
      await shoot(page, testInfo, 'admin-orders-detail', viewport.width, false);
      await dialog.getByTestId('order-line').scrollIntoViewIfNeeded();
      await shoot(page, testInfo, 'admin-orders-detail-items', viewport.width, false);
    });
  });
}

test.describe('addresses and bulk changes', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(DESKTOP);
  });

  test('a copied link to an order opens it after signing in; closing it keeps the list filtered', async ({ page }) => {
    const order = await placeOrder(page.request, 'Copied Link Customer');
    await signOut(page);

    await page.goto(`/admin/orders/${order.order_number}?status=pending`);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();

    const dialog = page.getByRole('dialog', { name: `Order ${short(order.order_number)}` });
    await expect(dialog.getByTestId('detail-order-number')).toHaveText(order.order_number);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/orders\?status=pending$/);
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('pending');

    // Back opens the order again; a reload keeps it open.
    await page.goBack();
    await expect(dialog.getByTestId('detail-order-number')).toHaveText(order.order_number);
    await page.reload();
    await expect(dialog.getByTestId('detail-order-number')).toHaveText(order.order_number);
  });

  test('three orders selected on the page are shipped at once, each with its history', async ({ page }) => {
    const name = `Bulk ${uniqueSuffix()}`;
    const orders = [];
    for (let i = 0; i < 3; i += 1) {
      orders.push(await placeOrder(page.request, name));
    }
    await signInAsAdmin(page);
    await page.goto(`/admin/orders?q=${encodeURIComponent(name)}`);
    await expect(page.getByTestId('order-row')).toHaveCount(3);

    await page.getByLabel('Select all on this page').check();
    await expect(page.getByText('3 selected')).toBeVisible();
    await page.getByLabel('Status for the selected orders').selectOption('shipped');
    await page.getByRole('button', { name: 'Apply' }).click();

    await expect(page.getByTestId('toast')).toHaveText(/3 orders set to Shipped\./);
    for (const order of orders) {
      await expect(page.getByLabel(`Status of order ${short(order.order_number)}`)).toHaveValue('shipped');
      const detail = (await (await page.request.get(`/api/orders/${order.order_number}`)).json()) as ApiOrder & {
        status_history: { status: string }[];
        events: { field: string; from: string; to: string; who: string }[];
      };
      expect(detail.status).toBe('shipped');
      expect(detail.status_history.map((entry) => entry.status)).toEqual(['pending', 'shipped']);
      expect(detail.events).toEqual([expect.objectContaining({ field: 'status', from: 'pending', to: 'shipped', who: 'admin' })]);
    }
  });
});
