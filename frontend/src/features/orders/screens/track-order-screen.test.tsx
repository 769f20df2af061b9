import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { OrderStatus } from '@/api/orders';
import { sampleOrder } from '@/api/orders.fixtures';
import TrackOrderScreen from '@/features/orders/screens/track-order-screen';
import { apiUrl, server } from '@/test/msw-server';
import { renderWithProviders } from '@/test/render';
import { skipWelcome } from '@/test/welcome';

const NUMBER = 'RB-M5D4RUO0-7KQ2';

function renderTrack(route = '/track-order') {
  return renderWithProviders(<TrackOrderScreen />, { route });
}

function serveOrder(status: OrderStatus, extra: Parameters<typeof sampleOrder>[0] = {}) {
  const asked: URL[] = [];
  server.use(
    http.get(apiUrl('/orders/track'), ({ request }) => {
      asked.push(new URL(request.url));
      return HttpResponse.json(sampleOrder({ status, ...extra }));
    }),
  );
  return asked;
}

describe('TrackOrderScreen', () => {
  beforeEach(skipWelcome);
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows the spec's messages for bad input and asks nothing", async () => {
    const asked = serveOrder('pending');
    const { user } = renderTrack();
    await user.click(screen.getByRole('button', { name: 'Track Order' }));
    expect(await screen.findByText('Order number is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid Maldives phone number')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone'), '12345');
    await user.click(screen.getByRole('button', { name: 'Track Order' }));
    expect(await screen.findByText('Please enter a valid Maldives phone number')).toBeInTheDocument();
    expect(asked).toHaveLength(0);
  });

  it('is prefilled from the address and looks the order up at once', async () => {
    const asked = serveOrder('pending');
    renderTrack(`/track-order?orderNumber=${NUMBER}&phone=%2B9607771234`);
    expect(screen.getByLabelText('Order number')).toHaveValue(NUMBER);
    expect(screen.getByLabelText('Phone')).toHaveValue('+9607771234');
    const tracked = await screen.findByTestId('tracked-order');
    expect(asked[0]?.searchParams.get('order_number')).toBe(NUMBER);
    expect(asked[0]?.searchParams.get('phone')).toBe('+9607771234');

    expect(within(tracked).getByText(NUMBER)).toBeInTheDocument();
    expect(within(tracked).getByTestId('tracked-status')).toHaveTextContent('Order Placed');
    expect(within(tracked).getByRole('heading', { name: 'Shipping To' })).toBeInTheDocument();
    expect(within(tracked).getByText('Aminath Shifa')).toBeInTheDocument();
    expect(within(tracked).getByText('Hithadhoo, Addu Atoll')).toBeInTheDocument();
    expect(within(tracked).getByText('+9607771234')).toBeInTheDocument();
    const items = within(tracked).getAllByTestId('tracked-item');
    expect(items[0]).toHaveTextContent('Linen Abaya');
    expect(items[0]).toHaveTextContent('Qty: 2');
    expect(items[0]).toHaveTextContent('MVR 1,700.00');
    expect(within(tracked).getByTestId('tracked-total')).toHaveTextContent('MVR 2,300.50');
    // A cash-on-delivery order has no slip.
    expect(within(tracked).queryByRole('heading', { name: 'Bank Transfer Slip' })).not.toBeInTheDocument();
  });

  it('does not look up when only one of the two is in the address', () => {
    const asked = serveOrder('pending');
    renderTrack(`/track-order?orderNumber=${NUMBER}`);
    expect(screen.getByLabelText('Order number')).toHaveValue(NUMBER);
    expect(screen.getByLabelText('Phone')).toHaveValue('');
    expect(asked).toHaveLength(0);
  });

  it.each([
    ['pending', [true, false, false, false], '0%'],
    ['processing', [true, true, false, false], '33%'],
    ['shipped', [true, true, true, false], '67%'],
    ['delivered', [true, true, true, true], '100%'],
  ] as const)('marks the steps of a %s order', async (status, done, width) => {
    serveOrder(status);
    renderTrack(`/track-order?orderNumber=${NUMBER}&phone=7771234`);
    await screen.findByTestId('tracked-order');
    const steps = ['pending', 'processing', 'shipped', 'delivered'].map((step) => screen.getByTestId(`progress-step-${step}`));
    expect(steps.map((step) => step.dataset.done === 'true')).toEqual(done);
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('Order Placed'),
      expect.stringContaining('Processing'),
      expect.stringContaining('Shipped'),
      expect.stringContaining('Delivered'),
    ]);
    expect(screen.getByTestId('order-progress-fill')).toHaveStyle({ width });
    expect(screen.getByTestId(`progress-step-${status}`)).toHaveAttribute('aria-current', 'step');
  });

  it('shows a cancelled order as Cancelled instead of the steps', async () => {
    serveOrder('cancelled');
    renderTrack(`/track-order?orderNumber=${NUMBER}&phone=7771234`);
    const progress = await screen.findByTestId('order-progress');
    expect(progress).toHaveTextContent('Cancelled');
    expect(screen.queryByTestId('progress-step-pending')).not.toBeInTheDocument();
    expect(screen.getByTestId('tracked-status')).toHaveTextContent('Cancelled');
  });

  it('says when no order matches', async () => {
    server.use(
      http.get(apiUrl('/orders/track'), () =>
        HttpResponse.json({ error: 'Order not found. Please check your order number and phone number.' }, { status: 404 }),
      ),
    );
    const { user } = renderTrack();
    await user.type(screen.getByLabelText('Order number'), 'RB-NOPE00-0000');
    await user.type(screen.getByLabelText('Phone'), '7771234');
    await user.click(screen.getByRole('button', { name: 'Track Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Order not found. Please check your order number and phone number.',
    );
    expect(screen.queryByTestId('tracked-order')).not.toBeInTheDocument();
  });

  it('shows the transfer slip of a bank transfer order', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:slip'), revokeObjectURL: vi.fn() }));
    serveOrder('pending', { payment_method: 'BANK', transfer_slip: 'slip_0123456789abcdef01234567' });
    let slipPhone: string | null = null;
    server.use(
      http.get(apiUrl(`/orders/${NUMBER}/slip`), ({ request }) => {
        slipPhone = new URL(request.url).searchParams.get('phone');
        return new HttpResponse(new Uint8Array([137, 80, 78, 71]), { headers: { 'Content-Type': 'image/png' } });
      }),
    );
    renderTrack(`/track-order?orderNumber=${NUMBER}&phone=7771234`);
    const image = await screen.findByTestId('transfer-slip-image');
    expect(image).toHaveAttribute('src', 'blob:slip');
    expect(slipPhone).toBe('7771234');
  });

  it('links a PDF slip', async () => {
    serveOrder('pending', { payment_method: 'BANK', transfer_slip: 'slip_0123456789abcdef01234567' });
    server.use(
      http.get(apiUrl(`/orders/${NUMBER}/slip`), () =>
        new HttpResponse('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } }),
      ),
    );
    renderTrack(`/track-order?orderNumber=${NUMBER}&phone=7771234`);
    const link = await screen.findByRole('link', { name: 'View transfer slip (PDF)' });
    expect(link).toHaveAttribute('href', `/api/orders/${NUMBER}/slip?phone=7771234`);
  });

  it('re-reads the order on a new search', async () => {
    const asked = serveOrder('shipped');
    const { user } = renderTrack();
    await user.type(screen.getByLabelText('Order number'), NUMBER);
    await user.type(screen.getByLabelText('Phone'), '7771234');
    await user.click(screen.getByRole('button', { name: 'Track Order' }));
    await waitFor(() => {
      expect(screen.getByTestId('tracked-status')).toHaveTextContent('Shipped');
    });
    expect(asked).toHaveLength(1);
  });
});
