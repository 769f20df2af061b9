import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { ERROR_MESSAGES } from '@/api/error-message';
import { sampleOrder } from '@/api/orders.fixtures';
import type { Order } from '@/api/orders';
import { fakeOrdersServer } from '@/features/admin/testing/fake-orders-server';
import OrdersSection from '@/features/admin/orders/orders-section';
import { loadDhivehi } from '@/i18n/catalog';
import { I18nProvider } from '@/i18n/i18n-provider';
import { apiUrl, server } from '@/test/msw-server';
import { renderWithProviders, retype } from '@/test/render';

const NUMBER = 'RB-M5D4RUO0-7KQ2';

/** An order placed `day` days into 2025 (later days are newer), numbered by `day`. */
function orderOfDay(day: number, overrides: Partial<Order> = {}): Order {
  const suffix = String(day).padStart(4, '0');
  const number = `RB-M5D4R${suffix.slice(0, 2)}${suffix.slice(2)}-K${suffix.slice(1)}`;
  const base = sampleOrder();
  return sampleOrder({
    id: number,
    order_number: number,
    customer: { ...base.customer, name: `Customer ${String(day)}` },
    items: base.items.map((item, index) => ({ ...item, id: `${number}-${String(index + 1)}` })),
    created_at: new Date(Date.UTC(2025, 0, day, 10)).toISOString(),
    ...overrides,
  });
}

function serve(orders: readonly Order[]) {
  const fake = fakeOrdersServer(orders);
  server.use(...fake.handlers);
  return fake;
}

function rowOf(orderNumber: string): HTMLElement {
  const row = screen.getAllByTestId('order-row').find((element) => element.dataset.orderNumber === orderNumber);
  if (row === undefined) {
    throw new Error(`no row for ${orderNumber}`);
  }
  return row;
}

async function renderSection() {
  const result = renderWithProviders(<OrdersSection />);
  await screen.findAllByTestId('order-row');
  return result;
}

async function openDetail(user: ReturnType<typeof renderWithProviders>['user'], short: string) {
  await user.click(screen.getByRole('button', { name: `View order ${short}` }));
  const dialog = await screen.findByRole('dialog', { name: `Order ${short}` });
  // The form arrives with the stored order.
  await within(dialog).findByRole('button', { name: 'Save Changes' });
  return dialog;
}

/** The section over these orders, with the sample order's detail open. */
async function openSampleDetail(orders: readonly Order[] = [sampleOrder()]) {
  const fake = serve(orders);
  const { user } = await renderSection();
  const dialog = await openDetail(user, 'M5D4RUO0-7KQ2');
  return { fake, user, dialog };
}

describe('the orders list', () => {
  it('shows each order by the part of its number after the first hyphen, newest first, 20 a page', async () => {
    const orders = Array.from({ length: 21 }, (_, index) => orderOfDay(index + 1));
    const fake = serve(orders);
    const { user } = await renderSection();

    const rows = screen.getAllByTestId('order-row');
    expect(rows).toHaveLength(20);
    // Day 21 is the newest: first. Its number is RB-M5D4R0021-K021.
    const first = rows[0];
    expect(first).toBeDefined();
    expect(within(first as HTMLElement).getByText('M5D4R0021-K021')).toBeInTheDocument();
    expect(within(first as HTMLElement).queryByText(/^RB-/)).toBeNull();
    expect(within(first as HTMLElement).getByText('Customer 21')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText('Jan 21, 2025')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText('MVR 2,300.50')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByTestId('payment-badge')).toHaveTextContent('Payment: Unpaid');
    expect(within(first as HTMLElement).getByRole('combobox', { name: 'Status of order M5D4R0021-K021' })).toHaveValue(
      'pending',
    );
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(fake.listQueries.at(-1)?.get('per_page')).toBe('20');

    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getAllByTestId('order-row')).toHaveLength(1);
    });
    expect(screen.getByText('Customer 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows an order paid online as "Awaiting online payment" or "Paid online", and the others as Unpaid or Paid', async () => {
    serve([
      orderOfDay(1, { payment_method: 'ONLINE', payment_status: 'unpaid' }),
      orderOfDay(2, { payment_method: 'ONLINE', payment_status: 'paid' }),
      orderOfDay(3, { payment_method: 'ONLINE', payment_status: 'unpaid', status: 'cancelled' }),
      orderOfDay(4, { payment_method: 'COD', payment_status: 'paid' }),
    ]);
    await renderSection();

    const badge = (day: number) => within(rowOf(orderOfDay(day).order_number)).getByTestId('payment-badge');
    expect(badge(1)).toHaveTextContent('Payment: Awaiting online payment');
    expect(badge(2)).toHaveTextContent('Payment: Paid online');
    expect(badge(3)).toHaveTextContent('Payment: Unpaid');
    expect(badge(4)).toHaveTextContent(/^Payment: Paid$/);
  });

  it('says "No orders yet" when there are none, still with its one page', async () => {
    serve([]);
    renderWithProviders(<OrdersSection />);

    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('says so when the orders cannot be loaded, and tries again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve([sampleOrder()]);
    server.use(
      http.get(apiUrl('/orders'), () => HttpResponse.json({ error: 'internal error' }, { status: 500 }), { once: true }),
    );
    const { user } = renderWithProviders(<OrdersSection />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the orders.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('M5D4RUO0-7KQ2')).toBeInTheDocument();
  });

  it('searches by the text typed and filters by status through the API', async () => {
    const fake = serve([
      orderOfDay(1, { customer: { ...sampleOrder().customer, name: 'Mariyam Zahira' } }),
      orderOfDay(2, { status: 'shipped' }),
    ]);
    const { user } = await renderSection();

    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'mariyam{Enter}');
    await waitFor(() => {
      expect(screen.getAllByTestId('order-row')).toHaveLength(1);
    });
    expect(screen.getByText('Mariyam Zahira')).toBeInTheDocument();
    expect(fake.listQueries.at(-1)?.get('q')).toBe('mariyam');

    await user.clear(screen.getByRole('searchbox', { name: 'Search orders' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'shipped');
    // The cleared search is debounced: wait for the list asked with the
    // status alone, not for any one-row answer (the search's was one row too).
    await waitFor(() => {
      const last = fake.listQueries.at(-1);
      expect([last?.get('status'), last?.get('q') ?? '']).toEqual(['shipped', '']);
    });
    expect(await screen.findByText('Customer 2')).toBeInTheDocument();
    expect(screen.getAllByTestId('order-row')).toHaveLength(1);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'delivered');
    expect(await screen.findByText('No orders match your search.')).toBeInTheDocument();
  });

  it('keeps the status, the search and the page in the address, and Back goes to the filter before', async () => {
    serve(Array.from({ length: 25 }, (_, index) => orderOfDay(index + 1, { status: index < 22 ? 'pending' : 'shipped' })));
    const { user, router } = renderWithProviders(<OrdersSection />, { route: '/admin/orders?status=pending&page=2' });

    // Opened from the address: the second page of the pending orders.
    await waitFor(() => {
      expect(screen.getAllByTestId('order-row')).toHaveLength(2);
    });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'shipped');
    await waitFor(() => {
      expect(router.state.location.search).toBe('?status=shipped');
    });
    expect(await screen.findByText('Customer 25')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'View order M5D4R0025-K025' }));
    expect(await screen.findByRole('dialog', { name: 'Order M5D4R0025-K025' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/orders/RB-M5D4R0025-K025');
    expect(router.state.location.search).toBe('?status=shipped');

    await act(() => router.navigate(-1));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    await act(() => router.navigate(-1));
    await waitFor(() => {
      expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
    });
    expect(router.state.location.search).toBe('?status=pending&page=2');
  });

  it('links "Export to CSV" to the export, downloaded with the name the server gives', async () => {
    serve([sampleOrder()]);
    await renderSection();

    const link = screen.getByRole('link', { name: 'Export to CSV' });
    expect(link).toHaveAttribute('href', '/api/orders/export.csv');
    expect(link).toHaveAttribute('download');
  });
});

/** 55 orders, a search counting up to 40 of them (two pages) as the server counts up to 10,000. */
function serveMany() {
  const fake = fakeOrdersServer(Array.from({ length: 55 }, (_, index) => orderOfDay(index + 1)));
  fake.searchCountCap = 40;
  server.use(...fake.handlers);
  return fake;
}

async function rowsShown(count: number) {
  await waitFor(() => {
    expect(screen.getAllByTestId('order-row')).toHaveLength(count);
  });
}

// When a search's count stops short (X-Total-Capped, decision 251): "Page X of Y+"
// and "More than N orders found", Next going on while more match, and the spec's
// "Page X of Y" again once the count is whole; in English and in Dhivehi.
describe('a search that finds more orders than it counts', () => {
  it('says "Page 1 of 2+" and goes on with Next until the count is whole: "Page 3 of 3"', async () => {
    const fake = serveMany();
    const { user } = renderWithProviders(<OrdersSection />, { route: '/admin/orders?q=customer' });

    await rowsShown(20);
    expect(await screen.findByText('More than 40 orders found')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2+')).toBeInTheDocument();
    // The last page counted is full, and more match: Next still goes on.
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    // Past the cap the count reaches the end of the page asked for: all 55.
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    await rowsShown(15);
    expect(screen.getByText('55 orders found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(fake.listQueries.map((params) => params.get('page'))).toEqual(['1', '2', '3']);
  });

  it('keeps "Page X of Y" for a count under the cap and for the list without a search', async () => {
    const fake = serveMany();
    fake.searchCountCap = 100;
    const { user } = renderWithProviders(<OrdersSection />, { route: '/admin/orders?q=customer' });

    await rowsShown(20);
    expect(await screen.findByText('55 orders found')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search orders' }));
    // The label follows the box at once; the list's answer comes after.
    await waitFor(() => {
      expect(fake.listQueries.at(-1)?.get('q')).toBeNull();
    });
    expect(await screen.findByText('55 orders')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('says it in Dhivehi', async () => {
    serveMany();
    const inDhivehi = async (element: ReactElement) => (
      <I18nProvider language="dv" messages={await loadDhivehi()}>
        {element}
      </I18nProvider>
    );
    const { user } = renderWithProviders(await inDhivehi(<OrdersSection />), { route: '/admin/orders?q=customer' });

    await rowsShown(20);
    expect(await screen.findByText('އޯޑަރު 40 އަށްވުރެ ގިނަ ފެނުނު')).toBeInTheDocument();
    expect(screen.getByText('ސަފްހާ 1 / 2 އަށްވުރެ ގިނަ')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ދެން' }));
    expect(await screen.findByText('ސަފްހާ 2 / 2 އަށްވުރެ ގިނަ')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ދެން' }));
    expect(await screen.findByText('ސަފްހާ 3 / 3')).toBeInTheDocument();
    expect(screen.getByText('އޯޑަރު 55 ފެނުނު')).toBeInTheDocument();
  });
});

describe('changing the status', () => {
  it('sends the new status at once and shows it in the row and in the detail', async () => {
    const fake = serve([sampleOrder()]);
    const { user } = await renderSection();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status of order M5D4RUO0-7KQ2' }), 'shipped');

    expect(await screen.findByText('Order M5D4RUO0-7KQ2 is now Shipped.')).toBeInTheDocument();
    expect(fake.puts).toEqual([{ orderNumber: NUMBER, body: { status: 'shipped' } }]);
    expect(within(rowOf(NUMBER)).getByRole('combobox')).toHaveValue('shipped');

    const dialog = await openDetail(user, 'M5D4RUO0-7KQ2');
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveValue('shipped');
    await waitFor(() => {
      expect(within(dialog).getByTestId('order-history')).toHaveTextContent('Status: Pending → changed to Shipped');
    });
  });

  it('shows a change made in the open detail in the row behind it', async () => {
    const { fake, user, dialog } = await openSampleDetail();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Payment status' }), 'paid');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'delivered');

    await waitFor(() => {
      expect(within(rowOf(NUMBER)).getByRole('combobox')).toHaveValue('delivered');
    });
    expect(within(rowOf(NUMBER)).getByTestId('payment-badge')).toHaveTextContent('Paid');
    expect(fake.puts.map((put) => put.body)).toEqual([{ payment_status: 'paid' }, { status: 'delivered' }]);
    await waitFor(() => {
      expect(within(dialog).getByTestId('order-history')).toHaveTextContent('Payment status: Unpaid → changed to Paid');
    });
  });

  it('puts the old status back when the server refuses the change', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve([sampleOrder()]);
    server.use(http.put(apiUrl(`/orders/${NUMBER}`), () => HttpResponse.json({ error: 'internal error' }, { status: 500 })));
    const { user } = await renderSection();
    const select = screen.getByRole('combobox', { name: 'Status of order M5D4RUO0-7KQ2' });

    await user.selectOptions(select, 'cancelled');

    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.serverFault);
    expect(select).toHaveValue('pending');
  });

  it('says "Order not found" when the order was deleted elsewhere, and refreshes the list', async () => {
    const fake = serve([sampleOrder(), orderOfDay(3)]);
    const { user } = await renderSection();
    fake.deleteElsewhere(NUMBER);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status of order M5D4RUO0-7KQ2' }), 'processing');

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Order not found$/);
    // The list is read again: the order is gone from it.
    await waitFor(() => {
      expect(screen.getAllByTestId('order-row')).toHaveLength(1);
    });
  });
});

describe('deleting', () => {
  it('asks first, keeps the order when the admin cancels, and deletes it when confirmed', async () => {
    const fake = serve([sampleOrder(), orderOfDay(3)]);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = await renderSection();

    await user.click(screen.getByRole('button', { name: 'Delete order M5D4RUO0-7KQ2' }));

    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this order?');
    expect(fake.deletes).toEqual([]);
    expect(screen.getAllByTestId('order-row')).toHaveLength(2);

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Delete order M5D4RUO0-7KQ2' }));

    expect(await screen.findByText('Order M5D4RUO0-7KQ2 was deleted.')).toBeInTheDocument();
    expect(fake.deletes).toEqual([NUMBER]);
    await waitFor(() => {
      expect(screen.getAllByTestId('order-row')).toHaveLength(1);
    });
    expect(screen.queryByText('M5D4RUO0-7KQ2')).toBeNull();
  });

  it('says "Order not found" when another tab deleted it first, and refreshes the list', async () => {
    const fake = serve([sampleOrder(), orderOfDay(3)]);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = await renderSection();
    fake.deleteElsewhere(NUMBER);

    await user.click(screen.getByRole('button', { name: 'Delete order M5D4RUO0-7KQ2' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Order not found$/);
    await waitFor(() => {
      expect(screen.getAllByTestId('order-row')).toHaveLength(1);
    });
  });
});

describe('the order detail', () => {
  it('shows the order: customer, address, notes, lines, totals, payment and a WhatsApp link', async () => {
    serve([
      sampleOrder({
        notes: 'Call before coming',
        payment_method: 'BANK',
        transfer_slip: 'slip_0123456789abcdef01234567',
      }),
    ]);
    const { user } = await renderSection();
    const dialog = await openDetail(user, 'M5D4RUO0-7KQ2');

    expect(within(dialog).getByTestId('detail-order-number')).toHaveTextContent(NUMBER);
    expect(within(dialog).getAllByText('Jan 1, 2025, 5:00 AM')[0]).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Aminath Shifa');
    expect(within(dialog).getByLabelText('Phone')).toHaveValue('+9607771234');
    expect(within(dialog).getByLabelText(/^Email/)).toHaveValue('shifa@example.mv');
    expect(within(dialog).getByLabelText('Atoll')).toHaveValue('Addu Atoll');
    expect(within(dialog).getByLabelText('Island')).toHaveValue('Hithadhoo');
    expect(within(dialog).getByLabelText('Street address')).toHaveValue('Blue Villa, Magu 3');
    expect(within(dialog).getByLabelText(/^Directions/)).toHaveValue('Near the mosque');
    expect(within(dialog).getByLabelText(/^Notes/)).toHaveValue('Call before coming');

    const lines = within(dialog).getAllByTestId('order-line');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('Linen Abaya');
    expect(lines[0]).toHaveTextContent('M · Navy');
    expect(within(lines[0] as HTMLElement).getByLabelText('Qty of Linen Abaya (M · Navy)')).toHaveValue(2);
    expect(within(lines[0] as HTMLElement).getByTestId('line-total')).toHaveTextContent('MVR 1,700.00');
    expect(within(dialog).getByTestId('detail-subtotal')).toHaveTextContent('MVR 2,150.50');
    expect(within(dialog).getByLabelText('Delivery (MVR)')).toHaveValue('150');
    expect(within(dialog).getByTestId('detail-total')).toHaveTextContent('MVR 2,300.50');

    expect(within(dialog).getByText(/Bank Transfer/)).toBeInTheDocument();
    const slip = within(dialog).getByRole('link', { name: /View transfer slip/ });
    expect(slip).toHaveAttribute('href', `/api/orders/${NUMBER}/slip`);
    expect(slip).toHaveAttribute('target', '_blank');
    expect(slip).toHaveAttribute('rel', expect.stringContaining('noopener') as string);

    const whatsapp = within(dialog).getByRole('link', { name: /WhatsApp/ });
    const href = new URL(whatsapp.getAttribute('href') ?? '');
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/9607771234');
    expect(href.searchParams.get('text')).toContain(NUMBER);
    expect(whatsapp).toHaveAttribute('target', '_blank');
  });

  it('sends the Telegram alert again, or says why it cannot', async () => {
    serve([sampleOrder()]);
    const asked: string[] = [];
    let alertsOn = false;
    server.use(
      http.post(apiUrl('/orders/:orderNumber/announce'), ({ params }) => {
        asked.push(String(params.orderNumber));
        return alertsOn
          ? HttpResponse.json({ queued: true }, { status: 202 })
          : HttpResponse.json(
              { error: 'Telegram alerts are off or not set up. Turn them on in Settings first.' },
              { status: 422 },
            );
      }),
    );
    const { user } = await renderSection();
    const dialog = await openDetail(user, 'M5D4RUO0-7KQ2');
    const button = within(dialog).getByRole('button', { name: 'Send Telegram alert again' });

    await user.click(button);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Telegram alerts are off or not set up. Turn them on in Settings first.',
    );

    alertsOn = true;
    await user.click(button);
    expect(await within(dialog).findByText('Alert queued: it will reach your Telegram chats shortly.')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Telegram alerts are off/)).not.toBeInTheDocument();
    expect(asked).toEqual([NUMBER, NUMBER]);
  });

  it('works the totals out again as quantities change, then saves and shows the answer', async () => {
    const { fake, user, dialog } = await openSampleDetail();
    const quantity = within(dialog).getByLabelText('Qty of Linen Abaya (M · Navy)');

    await retype(user, quantity, '3');

    const [first] = within(dialog).getAllByTestId('order-line');
    expect(within(first as HTMLElement).getByTestId('line-total')).toHaveTextContent('MVR 2,550.00');
    expect(within(dialog).getByTestId('detail-subtotal')).toHaveTextContent('MVR 3,000.50');
    expect(within(dialog).getByTestId('detail-total')).toHaveTextContent('MVR 3,150.50');
    expect(fake.puts).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await within(dialog).findByText('Changes saved.')).toBeInTheDocument();
    expect(fake.puts).toEqual([
      {
        orderNumber: NUMBER,
        body: {
          customer: sampleOrder().customer,
          items: [
            { id: `${NUMBER}-1`, quantity: 3, price: 850 },
            { id: `${NUMBER}-2`, quantity: 1, price: 450.5 },
          ],
          delivery_fee: 150,
          notes: '',
        },
      },
    ]);
    // The history comes with the order read again after the save.
    await waitFor(() => {
      expect(within(dialog).getByTestId('order-history')).toHaveTextContent('Subtotal: MVR 2,150.50 → changed to MVR 3,000.50');
    });
    // The list behind shows the new total.
    await waitFor(() => {
      expect(within(rowOf(NUMBER)).getByText('MVR 3,150.50')).toBeInTheDocument();
    });

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const reopened = await openDetail(user, 'M5D4RUO0-7KQ2');
    expect(within(reopened).getByLabelText('Qty of Linen Abaya (M · Navy)')).toHaveValue(3);
    expect(within(reopened).getByTestId('detail-total')).toHaveTextContent('MVR 3,150.50');
  });

  it('removes a line and changes a unit price', async () => {
    const { fake, user, dialog } = await openSampleDetail();

    await user.click(within(dialog).getByRole('button', { name: 'Remove Electric Kettle' }));
    const price = within(dialog).getByLabelText('Unit price (MVR) of Linen Abaya (M · Navy)');
    await retype(user, price, '800.25');

    expect(within(dialog).getAllByTestId('order-line')).toHaveLength(1);
    expect(within(dialog).getByTestId('detail-subtotal')).toHaveTextContent('MVR 1,600.50');
    expect(within(dialog).getByTestId('detail-total')).toHaveTextContent('MVR 1,750.50');

    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await within(dialog).findByText('Changes saved.');
    expect(fake.puts[0]?.body.items).toEqual([{ id: `${NUMBER}-1`, quantity: 2, price: 800.25 }]);
    expect(fake.order(NUMBER)?.total).toBe(1750.5);
  });

  it('refuses negative quantities and prices before sending, with clear messages', async () => {
    const { fake, user, dialog } = await openSampleDetail();

    const quantity = within(dialog).getByLabelText('Qty of Linen Abaya (M · Navy)');
    await retype(user, quantity, '-1');
    const price = within(dialog).getByLabelText('Unit price (MVR) of Electric Kettle');
    await retype(user, price, '-5');
    const fee = within(dialog).getByLabelText('Delivery (MVR)');
    await retype(user, fee, '12.345');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await within(dialog).findByText('Quantity must be a whole number from 1 to 9999')).toBeInTheDocument();
    expect(within(dialog).getByText('Price must be 0 or more')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Enter an amount in MVR with at most two decimals, like 850 or 850.50'),
    ).toBeInTheDocument();
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByTestId('detail-total')).toHaveTextContent('—');
    expect(fake.puts).toEqual([]);
  });

  it('shows the server’s refusal beside the fields and keeps what the admin typed', async () => {
    serve([sampleOrder()]);
    server.use(
      http.put(apiUrl(`/orders/${NUMBER}`), () =>
        HttpResponse.json(
          {
            error: 'Please check the highlighted fields.',
            fields: { 'customer.address.street': 'Street address is required', status: 'Something else' },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = await renderSection();
    const dialog = await openDetail(user, 'M5D4RUO0-7KQ2');
    const name = within(dialog).getByLabelText('Name');

    await retype(user, name, 'Aminath Shifa Ibrahim');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Please check the highlighted fields.');
    expect(alert).toHaveTextContent('Something else');
    expect(within(dialog).getByText('Street address is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Street address')).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveValue('Aminath Shifa Ibrahim');
  });

  it('says "Order not found" on Save Changes when the order was deleted meanwhile, keeping the form', async () => {
    const { fake, user, dialog } = await openSampleDetail([sampleOrder(), orderOfDay(3)]);
    const notes = within(dialog).getByLabelText(/^Notes/);
    await user.type(notes, 'Deliver after 5');
    fake.deleteElsewhere(NUMBER);

    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Order not found$/);
    expect(notes).toHaveValue('Deliver after 5');
    // The list behind is read again and no longer has it.
    await waitFor(() => {
      expect(screen.getAllByTestId('order-row')).toHaveLength(1);
    });
  });

  it('says "Order not found" when the order is gone before the detail opens', async () => {
    const fake = serve([sampleOrder(), orderOfDay(3)]);
    const { user } = await renderSection();
    fake.deleteElsewhere(NUMBER);

    await user.click(screen.getByRole('button', { name: 'View order M5D4RUO0-7KQ2' }));

    const dialog = await screen.findByRole('dialog', { name: 'Order M5D4RUO0-7KQ2' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Order not found$/);
    expect(within(dialog).queryByRole('button', { name: 'Save Changes' })).toBeNull();
    await waitFor(() => {
      expect(screen.getAllByTestId('order-row')).toHaveLength(1);
    });
  });
});
