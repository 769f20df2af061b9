import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { emptyDashboard } from '@/features/admin/testing/dashboard-fixtures';
import type { Dashboard } from '@/features/admin/dashboard/api/dashboard-api';
import { sampleOrder } from '@/api/orders.fixtures';
import { SAMPLE_PRODUCTS } from '@/api/sample-catalog';
import { fakeOrdersServer } from '@/features/admin/testing/fake-orders-server';
import { apiUrl, server } from '@/test/msw-server';
import { renderApp } from '@/test/render';
import { skipWelcome } from '@/test/welcome';

const NUMBER = 'RB-M5D4RUO0-7KQ2';

function busyDashboard(): Dashboard {
  const d = emptyDashboard();
  d.periods.today = {
    orders: 3,
    cancelled: 0,
    revenue: 5350,
    paid: 0,
    unpaid: 5350,
    cod: 2900,
    bank: 2450,
    online: 0,
    discounts: 350,
    discount_orders: 1,
  };
  d.periods.week = { ...d.periods.today, orders: 4, revenue: 6000 };
  d.periods.month = { ...d.periods.week, orders: 9, cancelled: 1, revenue: 12345.5, discounts: 1250.5, discount_orders: 4 };
  d.chart[29] = { date: d.date, orders: 3, revenue: 5350 };
  d.waiting = {
    count: 2,
    orders: [
      {
        order_number: NUMBER,
        customer_name: 'Aminath Shifa',
        total: 2450,
        payment_method: 'BANK',
        payment_status: 'unpaid',
        status: 'pending',
        slip_url: `/api/orders/${NUMBER}/slip`,
        discount_code: 'EID2026',
        created_at: '2026-11-23T04:00:00Z',
      },
      {
        order_number: 'RB-M5D4RUO1-AAAA',
        customer_name: 'Ali Ahmed',
        total: 1500,
        payment_method: 'COD',
        payment_status: 'unpaid',
        status: 'pending',
        slip_url: null,
        discount_code: '',
        created_at: '2026-11-23T05:00:00Z',
      },
    ],
  };
  d.low_stock.variants = [
    {
      product_id: 'prod-pearl-trim-occasion-abaya',
      title: 'Pearl-Trim Occasion Abaya',
      sku: 'ABY-PRL',
      shop_type: 'clothing',
      variant: 'Black:L',
      color: 'Black',
      size: 'L',
      left: 0,
    },
  ];
  d.best_sellers = [{ product_id: 'prod-fan', title: 'Rechargeable Stand Fan', units: 7, revenue: 10150 }];
  return d;
}

async function openDashboard(dashboard: Dashboard) {
  server.use(
    http.get(apiUrl('/auth/session'), () => HttpResponse.json({ authenticated: true })),
    http.get(apiUrl('/dashboard'), () => HttpResponse.json(dashboard)),
  );
  const result = renderApp({ route: '/admin' });
  // The section and its chart are chunks of their own: give them time on a busy machine.
  await screen.findByTestId('dashboard', {}, { timeout: 20_000 });
  return result;
}

describe('the dashboard', () => {
  beforeEach(skipWelcome);

  it('is where the admin lands, with the figures of today, the week and the month', { timeout: 60_000 }, async () => {
    await openDashboard(busyDashboard());

    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const today = screen.getByTestId('dashboard-today');
    expect(within(today).getByTestId('period-revenue')).toHaveTextContent('MVR 5,350.00');
    expect(within(today).getByTestId('period-orders')).toHaveTextContent('3 orders');
    expect(within(today).getByTestId('period-cod')).toHaveTextContent('MVR 2,900.00');
    expect(within(today).getByTestId('period-bank')).toHaveTextContent('MVR 2,450.00');
    const month = screen.getByTestId('dashboard-last-30-days');
    expect(within(month).getByTestId('period-orders')).toHaveTextContent('9 orders (1 cancelled)');
    expect(within(month).getByTestId('period-revenue')).toHaveTextContent('MVR 12,345.50');

    // What discount codes took off each period, and on how many orders.
    expect(within(today).getByTestId('period-discounts')).toHaveTextContent(/^MVR 350\.00\s*on 1 order$/);
    expect(within(month).getByTestId('period-discounts')).toHaveTextContent(/^MVR 1,250\.50\s*on 4 orders$/);

    // The chart's figures as a table, newest day first.
    const table = screen.getByRole('table', { name: /Orders and revenue per day/ });
    const firstRow = within(table).getAllByRole('row')[1];
    expect(firstRow).toHaveTextContent('Nov 23');
    expect(firstRow).toHaveTextContent('MVR 5,350.00');
    expect(within(table).getAllByRole('row')).toHaveLength(31);

    expect(screen.getByRole('heading', { name: 'Waiting for you (2)' })).toBeInTheDocument();
    const slip = screen.getByRole('link', { name: 'View slip of order M5D4RUO0-7KQ2' });
    expect(slip).toHaveAttribute('href', `/api/orders/${NUMBER}/slip`);
    expect(screen.getAllByTestId('waiting-order')[1]).not.toHaveTextContent('View slip');
    // The code a waiting order used, and nothing on one without.
    expect(screen.getAllByTestId('waiting-order')[0]).toHaveTextContent('Aminath Shifa · MVR 2,450.00 · Bank Transfer · code EID2026');
    expect(screen.getAllByTestId('waiting-order')[1]).not.toHaveTextContent('code');

    const low = screen.getByTestId('low-stock-variant');
    expect(low).toHaveTextContent('Pearl-Trim Occasion Abaya');
    expect(low).toHaveTextContent('Black, L');
    expect(low).toHaveTextContent('Sold out');
    // The amount is isolated left to right (<bdi>) inside the line.
    const sold = screen.getByText(/7 sold ·/);
    expect(sold).toHaveTextContent('7 sold · MVR 10,150.00');
  });

  it('says so when nothing is waiting, low or sold', { timeout: 60_000 }, async () => {
    await openDashboard(emptyDashboard());

    expect(screen.getByText('Nothing is waiting. Well done!')).toBeInTheDocument();
    expect(screen.getByText('Nothing is running low.')).toBeInTheDocument();
    expect(screen.getByText('No sales in the last 30 days yet.')).toBeInTheDocument();
    const today = screen.getByTestId('dashboard-today');
    expect(within(today).getByTestId('period-discounts')).toHaveTextContent(/^MVR 0\.00\s*No orders used a code$/);
  });

  it('opens a waiting order in Orders, and a low variant in its product form', { timeout: 90_000 }, async () => {
    server.use(
      ...fakeOrdersServer([sampleOrder()]).handlers,
      http.get(apiUrl('/products/:id'), ({ params }) => {
        const product = SAMPLE_PRODUCTS.find((candidate) => candidate.id === params.id);
        return product === undefined ? new HttpResponse(null, { status: 404 }) : HttpResponse.json(product);
      }),
    );
    const { user, router } = await openDashboard(busyDashboard());

    await user.click(screen.getByRole('button', { name: `Open order ${NUMBER}` }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/orders/${NUMBER}`);
    expect(await screen.findByRole('dialog', { name: 'Order M5D4RUO0-7KQ2' }, { timeout: 20_000 })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    const sidebar = screen.getByRole('navigation', { name: 'Admin' });
    await user.click(within(sidebar).getByRole('link', { name: 'Dashboard' }));
    await screen.findByTestId('dashboard', {}, { timeout: 20_000 });
    await user.click(screen.getByRole('button', { name: 'Edit Pearl-Trim Occasion Abaya' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Products' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toMatch(/^\/admin\/products\/[^/]+$/);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' }, { timeout: 20_000 });
    expect(await within(dialog).findByDisplayValue('Pearl-Trim Occasion Abaya', {}, { timeout: 20_000 })).toBeInTheDocument();
  });

  it('offers to try again when the dashboard cannot be read', async () => {
    server.use(
      http.get(apiUrl('/auth/session'), () => HttpResponse.json({ authenticated: true })),
      http.get(apiUrl('/dashboard'), () => HttpResponse.json({ error: 'boom' }, { status: 500 })),
    );
    renderApp({ route: '/admin' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the dashboard.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
