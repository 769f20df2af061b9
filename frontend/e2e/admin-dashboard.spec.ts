// The admin's Dashboard against the real server (decision 133): three orders
// placed through the API (one a bank transfer with its slip) show in today's
// figures and among the orders waiting, the slip one tap away; at 375 px
// nothing overflows, and axe finds nothing serious. The servers are shared
// with other journeys, so figures are compared with the dashboard as it was
// before (deltas) and orders are found by their numbers. The orders made here
// are removed again afterwards.
import { fileURLToPath } from 'node:url';

import type { APIRequestContext, Page } from '@playwright/test';

import {
  DESKTOP,
  PHONE,
  expect,
  sameOriginHeaders,
  seriousAccessibilityProblems,
  signInAsAdmin,
  test,
  uploadSlip,
} from './fixtures';

const outDir = fileURLToPath(new URL('../../.reports/screenshots/', import.meta.url));

type Totals = { orders: number; revenue: number; unpaid: number; cod: number; bank: number };
type Dashboard = { periods: { today: Totals }; waiting: { count: number } };
type ApiProduct = { id: string; shop_type: string; stock: Record<string, number> };

let placed: string[] = [];

test.afterEach(async ({ page }) => {
  for (const orderNumber of placed) {
    await page.request.delete(`/api/orders/${orderNumber}`, { headers: sameOriginHeaders() });
  }
  placed = [];
  await page.request.post('/api/auth/logout', { headers: sameOriginHeaders() });
});

async function dashboard(request: APIRequestContext): Promise<Dashboard> {
  const response = await request.get('/api/dashboard');
  expect(response.status()).toBe(200);
  return (await response.json()) as Dashboard;
}

/** An appliance with at least three in stock (or not counted at all). */
async function appliance(request: APIRequestContext): Promise<string> {
  const products = (await (await request.get('/api/products?shop_type=accessories&limit=100')).json()) as ApiProduct[];
  const found = products.find((p) => (p.stock.default ?? 99) >= 3);
  if (found === undefined) {
    throw new Error('no appliance with three in stock');
  }
  return found.id;
}

async function placeOrder(request: APIRequestContext, productId: string, bankSlip?: string) {
  const response = await request.post('/api/orders', {
    headers: sameOriginHeaders(),
    data: {
      customer: { name: 'Dashboard Journey', phone: '7771234', address: { atoll: 'Malé', island: 'Malé', street: 'Orchid Magu 5' } },
      items: [{ product_id: productId, quantity: 1 }],
      payment_method: bankSlip === undefined ? 'COD' : 'BANK',
      ...(bankSlip === undefined ? {} : { transfer_slip: bankSlip }),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const order = (await response.json()) as { order_number: string; total: number };
  placed.push(order.order_number);
  return order;
}

function money(mvr: number): string {
  return `MVR ${mvr.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

async function noHorizontalOverflow(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, 'the page scrolls sideways').toBeLessThanOrEqual(widths.client);
}

test('the dashboard after three orders, one by bank transfer with its slip', async ({ page }, testInfo) => {
  // Two viewports, each with axe and a full-page screenshot: about 20 s on
  // a quiet 2-core machine, so the default 30 s is too close when it is busy.
  test.slow();
  await signInAsAdmin(page);
  const before = await dashboard(page.request);
  const productId = await appliance(page.request);

  const ref = await uploadSlip(page.request);

  const cod1 = await placeOrder(page.request, productId);
  const cod2 = await placeOrder(page.request, productId);
  const bank = await placeOrder(page.request, productId, ref);
  const added = cod1.total + cod2.total + bank.total;

  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const today = page.getByTestId('dashboard-today');
    await expect(today.getByTestId('period-orders')).toContainText(`${String(before.periods.today.orders + 3)} orders`);
    await expect(today.getByTestId('period-revenue')).toHaveText(money(before.periods.today.revenue + added));
    await expect(today.getByTestId('period-bank')).toHaveText(money(before.periods.today.bank + bank.total));
    await expect(today.getByTestId('period-cod')).toHaveText(money(before.periods.today.cod + cod1.total + cod2.total));
    await expect(page.getByRole('heading', { name: `Waiting for you (${String(before.waiting.count + 3)})` })).toBeVisible();

    // The bank transfer waits with its slip a tap away; the cash orders have none.
    const bankRow = page.getByTestId('waiting-order').filter({ hasText: bank.order_number });
    const slip = bankRow.getByRole('link', { name: /View slip/ });
    await expect(slip).toHaveAttribute('href', `/api/orders/${bank.order_number}/slip`);
    const slipResponse = await page.request.get(`/api/orders/${bank.order_number}/slip`);
    expect(slipResponse.status()).toBe(200);
    await expect(page.getByTestId('waiting-order').filter({ hasText: cod1.order_number }).getByRole('link')).toHaveCount(0);

    await expect(page.getByRole('table', { name: /Orders and revenue per day/ })).toBeVisible();
    await noHorizontalOverflow(page);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await page.screenshot({
      path: `${outDir}admin-dashboard-${String(viewport.width)}-${testInfo.project.name}.png`,
      fullPage: true,
    });
  }
});
