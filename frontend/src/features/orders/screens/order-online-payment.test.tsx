// The confirmation page of an order paid online (decision 204): back from
// the bank's page it asks the server to re-read the payment, and waiting it
// offers "Try again" and "Pay cash on delivery instead".
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { sampleOrder } from '@/api/orders.fixtures';
import { rememberPlacedOrder } from '@/lib/placed-orders';
import { apiUrl, server } from '@/test/msw-server';
import { renderApp } from '@/test/render';
import { skipWelcome } from '@/test/welcome';

const NUMBER = 'RB-M5D4RUO0-7KQ2';

function onlineOrder(paid: boolean, method: 'ONLINE' | 'COD' = 'ONLINE') {
  return sampleOrder({ order_number: NUMBER, payment_method: method, payment_status: paid ? 'paid' : 'unpaid' });
}

function status(paid: boolean, method = 'ONLINE') {
  return {
    order_number: NUMBER,
    payment_method: method,
    payment: paid ? 'paid online' : 'awaiting online payment',
    awaiting: !paid,
    transactions: [],
  };
}

describe('an order paid online on its confirmation page', () => {
  beforeEach(() => {
    skipWelcome();
    rememberPlacedOrder({ orderNumber: NUMBER, phone: '+9607771234' });
  });

  it('asks the server to re-read the payment on the return from the bank, then says Paid online', async () => {
    let paid = false;
    let returned: unknown;
    server.use(
      http.get(apiUrl('/orders/track'), () => HttpResponse.json(onlineOrder(paid))),
      http.post(apiUrl('/payments/return'), async ({ request }) => {
        returned = await request.json();
        paid = true;
        return HttpResponse.json(status(true));
      }),
    );
    renderApp({ route: `/order-confirmation/${NUMBER}?payment=return` });
    expect(await screen.findByText('Paid online')).toBeInTheDocument();
    expect(returned).toEqual({ order_number: NUMBER, phone: '+9607771234' });
  });

  it('waiting, offers Try again and switches to cash on delivery', async () => {
    let method: 'ONLINE' | 'COD' = 'ONLINE';
    let cash: unknown;
    server.use(
      http.get(apiUrl('/orders/track'), () => HttpResponse.json(onlineOrder(false, method))),
      http.post(apiUrl('/payments/cash'), async ({ request }) => {
        cash = await request.json();
        method = 'COD';
        return HttpResponse.json(status(false, 'COD'));
      }),
    );
    renderApp({ route: `/order-confirmation/${NUMBER}` });
    expect(await screen.findByText('Waiting for your payment')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Pay cash on delivery instead' }));
    await waitFor(() => {
      expect(screen.queryByText('Waiting for your payment')).not.toBeInTheDocument();
    });
    expect(cash).toEqual({ order_number: NUMBER, phone: '+9607771234' });
  });
});
