// Dispatch day against the real server (decision 207): three orders ready
// to go on two islands give one pick list with summed quantities, three
// packing slips with colours and a sheet of labels, each checked in the
// PDF Chromium prints (page count and text); "Mark shipped" moves all three
// with the batch in their history. The orders list prints the same slips
// for its selection. axe and 375 px screenshots of the view and of a
// printed slip.
//
// Its product and orders are removed again (afterAll).
import { fileURLToPath } from 'node:url';

import type { APIRequestContext, Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

import {
  DESKTOP,
  PHONE,
  expect,
  sameOriginHeaders,
  seriousAccessibilityProblems,
  signInAsAdmin,
  signOut,
  test,
} from './fixtures';

const outDir = fileURLToPath(new URL('../../.reports/screenshots/', import.meta.url));
const MARKUP_NAME = '<b>Bold</b> Shifa';

type ApiOrder = { order_number: string; total: number };

const made: { product?: string; orders: string[] } = { orders: [] };

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signInAsAdmin(page);
  for (const number of made.orders) {
    await page.request.delete(`/api/orders/${number}`, { headers: sameOriginHeaders() });
  }
  if (made.product !== undefined) {
    await page.request.delete(`/api/products/${made.product}`, { headers: sameOriginHeaders() });
  }
  await page.close();
});

/** A clothing product in black and navy, sizes M and L, with a SKU of its own. */
async function makeProduct(request: APIRequestContext, sku: string): Promise<string> {
  const categories = (await (await request.get('/api/categories')).json()) as { id: string; shop_type?: string; parent_id?: string | null }[];
  const category = categories.find((entry) => entry.id === 'cat-abayas') ?? categories[0];
  const response = await request.post('/api/products', {
    headers: sameOriginHeaders(),
    data: {
      title: 'Dispatch Day Abaya',
      sku,
      description: 'An abaya made for the dispatch journey.',
      price: 1500,
      category_id: category?.id,
      shop_type: 'clothing',
      sizes: ['M', 'L'],
      colors: [
        { name: 'Black', hex: '#000000' },
        { name: 'Navy', hex: '#000080' },
      ],
      stock: { 'Black:M': 100, 'Navy:L': 100 },
      images: [],
      tags: [],
      is_featured: false,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function placeOrder(
  request: APIRequestContext,
  name: string,
  phone: string,
  place: { atoll: string; island: string },
  items: { product_id: string; size: string; color: string; quantity: number }[],
): Promise<ApiOrder> {
  const response = await request.post('/api/orders', {
    headers: sameOriginHeaders(),
    data: { customer: { name, phone, address: { ...place, street: 'Lily Villa, Magu 3' } }, items, payment_method: 'COD', notes: '' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const order = (await response.json()) as ApiOrder;
  made.orders.push(order.order_number);
  return order;
}

/** The text of each page of a PDF. */
async function pdfPages(pdf: Buffer): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' '));
  }
  return pages;
}

/** Clicks a print button and returns the PDF Chromium prints of the sheet it made. */
async function printed(page: Page, button: string, kind: string): Promise<string[]> {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page.locator(`.print-sheet[data-print="${kind}"]`)).toHaveCount(1);
  return pdfPages(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
}

function short(orderNumber: string): string {
  return orderNumber.slice(orderNumber.indexOf('-') + 1);
}

test('a batch from two islands prints a pick list, slips and labels, and ships at once', async ({ page }) => {
  test.setTimeout(120_000);
  // window.print() would wait for a dialog: count the calls instead.
  await page.addInitScript(() => {
    window.print = () => {
      document.body.dataset.printed = String(Number(document.body.dataset.printed ?? '0') + 1);
    };
  });
  await signInAsAdmin(page);
  const sku = `DSP-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
  made.product = await makeProduct(page.request, sku);
  const line = (color: string, size: string, quantity: number) => ({ product_id: made.product ?? '', color, size, quantity });
  const addu = { atoll: 'Addu Atoll', island: 'Hithadhoo' };
  const male = { atoll: 'Malé', island: 'Malé' };
  const a = await placeOrder(page.request, 'Aishath Addu', '7773001', addu, [line('Black', 'M', 2)]);
  const b = await placeOrder(page.request, 'Mohamed Male', '7773002', male, [line('Black', 'M', 1), line('Navy', 'L', 1)]);
  const c = await placeOrder(page.request, MARKUP_NAME, '7773003', addu, [line('Black', 'M', 1)]);
  const numbers = [a, b, c].map((order) => order.order_number);
  const bulk = await page.request.post('/api/orders/bulk', {
    headers: sameOriginHeaders(),
    data: { order_numbers: numbers, status: 'processing' },
  });
  expect(bulk.status()).toBe(200);

  await page.setViewportSize(DESKTOP);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dispatch', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dispatch$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dispatch' })).toBeVisible();
  await expect(page.getByText('3 orders on 2 islands')).toBeVisible();
  // Malé comes first in the delivery list; Hithadhoo holds two orders.
  await expect(page.getByRole('region', { name: 'Hithadhoo, Addu Atoll' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Malé, Malé' })).toContainText('Mohamed Male');
  await expect(page.getByRole('region', { name: 'Hithadhoo, Addu Atoll' })).toContainText(MARKUP_NAME);
  expect(await seriousAccessibilityProblems(page)).toEqual([]);

  // The pick list: one A4 page, black M summed over three orders.
  const pick = await printed(page, 'Print pick list', 'pick-list');
  expect(pick).toHaveLength(1);
  expect(pick[0]).toContain('Pick list');
  expect(pick[0]).toMatch(new RegExp(`4 Dispatch Day Abaya M Black ${sku} ${[b, a, c].map((o) => short(o.order_number)).join(', ')}`));
  expect(pick[0]).toMatch(new RegExp(`1 Dispatch Day Abaya L Navy ${sku} ${short(b.order_number)}`));

  // Three packing slips on A6, one a page, with colours and what to collect.
  await page.getByRole('combobox', { name: 'Packing slip paper size' }).selectOption('A6');
  const slips = await printed(page, 'Print packing slips', 'slips-A6');
  expect(slips).toHaveLength(3);
  expect(slips[0]).toContain(b.order_number);
  expect(slips[0]).toMatch(/Dispatch Day Abaya .*M Black 1 .*L Navy 1/);
  expect(slips[0]).toContain('Malé, Malé');
  expect(slips[0]).toContain(`Collect MVR ${b.total.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  expect(slips[2]).toContain(MARKUP_NAME);
  expect(slips[2]).toContain('Hithadhoo, Addu Atoll');
  expect(slips[1]).toMatch(/M Black 2/);

  // The label sheet: one A4 page with the three addresses and QR codes.
  const labels = await printed(page, 'Print labels', 'labels');
  expect(labels).toHaveLength(1);
  for (const order of [a, b, c]) {
    expect(labels[0]).toContain(order.order_number);
  }
  expect(labels[0]).toContain('+9607773002');
  await expect(page.locator('.print-sheet [data-testid="address-label"] svg[role="img"]')).toHaveCount(3);
  expect(await page.evaluate(() => document.body.dataset.printed)).toBe('3');

  // A printed slip at 375 px, looked at.
  await page.setViewportSize(PHONE);
  await printed(page, 'Print packing slips', 'slips-A6');
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: `${outDir}dispatch-slip-375.png`, fullPage: true });
  // Back to the page's own media: page.pdf() prints with print styles again.
  await page.emulateMedia({ media: null });
  await page.screenshot({ path: `${outDir}dispatch-375.png`, fullPage: true });
  expect(await seriousAccessibilityProblems(page)).toEqual([]);

  // Mark shipped: all three move, each with the batch in its history.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Mark 3 orders shipped' }).click();
  await expect(page.getByTestId('dispatch-summary')).toContainText('3 orders set to Shipped.');
  await expect(page.getByText('No orders are ready to go.')).toBeVisible();
  for (const number of numbers) {
    const order = (await (await page.request.get(`/api/orders/${number}`)).json()) as {
      status: string;
      events: { field: string; to: string }[];
    };
    expect(order.status).toBe('shipped');
    expect(order.events.at(-1)).toMatchObject({ field: 'dispatch', to: expect.stringMatching(/^Shipped in dispatch batch .*, 3 orders$/) });
  }
  await page.goto(`/admin/orders/${b.order_number}`);
  await expect(page.getByTestId('order-history')).toContainText('Dispatch: Shipped in dispatch batch');

  // The orders list prints slips for the orders selected.
  await page.goto(`/admin/orders?q=${encodeURIComponent('Mohamed Male')}`);
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  const listed = await printed(page, 'Print packing slips', 'slips-A5');
  expect(listed).toHaveLength(1);
  expect(listed[0]).toContain(b.order_number);
  expect(listed[0]).toMatch(/L Navy 1/);
  await signOut(page);
});

test('a stranger gets no dispatch', async ({ request }) => {
  expect((await request.get('/api/orders/dispatch')).status()).toBe(401);
  const post = await request.post('/api/orders/dispatch', { headers: sameOriginHeaders(), data: { order_numbers: ['X'] } });
  expect(post.status()).toBe(401);
});
