import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { sampleOrder } from '@/api/orders.fixtures';
import { rememberPlacedOrder } from '@/lib/placed-orders';
import { apiUrl, server } from '@/test/msw-server';
import { renderApp } from '@/test/render';
import { skipWelcome } from '@/test/welcome';

const html2canvas = vi.hoisted(() => vi.fn());
vi.mock('html2canvas', () => ({ default: html2canvas }));

const NUMBER = 'RB-M5D4RUO0-7KQ2';

function renderConfirmation(number = NUMBER) {
  // The whole app: the screen reads the order number from its route.
  return renderApp({ route: `/order-confirmation/${number}` });
}

describe('OrderConfirmationScreen', () => {
  beforeEach(skipWelcome);
  afterEach(() => {
    vi.restoreAllMocks();
    html2canvas.mockReset();
  });

  it('is "Order Not Found" when this browser did not place the order', async () => {
    renderConfirmation();
    expect(await screen.findByRole('heading', { name: 'Order Not Found' })).toBeInTheDocument();
    expect(screen.getByText("We couldn't find an order with that number.")).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Track Order' })).toHaveAttribute('href', '/track-order');
  });

  it('is "Order Not Found" when the server has no such order', async () => {
    rememberPlacedOrder({ orderNumber: NUMBER, phone: '+9607771234' });
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(apiUrl('/orders/track'), async () => {
        await answered;
        return HttpResponse.json(
          { error: 'Order not found. Please check your order number and phone number.' },
          { status: 404 },
        );
      }),
    );
    renderConfirmation();
    expect(await screen.findByText('Loading order details...')).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('heading', { name: 'Order Not Found' })).toBeInTheDocument();
  });

  it('thanks the customer and shows the summary, links and the order slip', async () => {
    rememberPlacedOrder({ orderNumber: NUMBER, phone: '+9607771234' });
    let asked: URL | undefined;
    server.use(
      http.get(apiUrl('/orders/track'), ({ request }) => {
        asked = new URL(request.url);
        return HttpResponse.json(sampleOrder({ payment_method: 'BANK', transfer_slip: 'slip_0123456789abcdef01234567' }));
      }),
    );
    renderConfirmation();
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(asked?.searchParams.get('phone')).toBe('+9607771234');
    expect(
      screen.getByText(
        "Your order has been placed successfully. We'll contact you shortly via phone/SMS/WhatsApp to confirm.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('confirmation-order-number')).toHaveTextContent(NUMBER);
    expect(screen.getAllByText('Jan 1, 2025, 5:00 AM').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
    expect(screen.getByRole('link', { name: 'Track Your Order' })).toHaveAttribute(
      'href',
      `/track-order?orderNumber=${NUMBER}&phone=%2B9607771234`,
    );

    const slip = screen.getByTestId('order-slip');
    expect(within(slip).getByText('Dhoni')).toBeInTheDocument();
    expect(within(slip).getByText('CUSTOMER COPY')).toBeInTheDocument();
    expect(within(slip).getByText('Majeedhee Magu, Malé, Maldives')).toBeInTheDocument();
    await waitFor(() => {
      expect(within(slip).getByText('Phone: +960 777-1234')).toBeInTheDocument();
    });
    expect(within(slip).getByText('Bank Transfer')).toBeInTheDocument();
    expect(within(slip).getByText('Order Placed')).toBeInTheDocument();
    expect(within(slip).getByText('Blue Villa, Magu 3, Hithadhoo, Addu Atoll')).toBeInTheDocument();
    expect(within(slip).getByText('shifa@example.mv')).toBeInTheDocument();
    expect(within(slip).getByText('Size: M')).toBeInTheDocument();
    expect(within(slip).getByText('MVR 1,700.00')).toBeInTheDocument();
    expect(within(slip).getByText('MVR 2,300.50')).toBeInTheDocument();
    expect(within(slip).getByText(`${window.location.origin}/track-order`)).toBeInTheDocument();
    expect(within(slip).getAllByText(NUMBER)).toHaveLength(2);
  });

  it('saves the slip as order-{number}.png at scale 2 on white', async () => {
    rememberPlacedOrder({ orderNumber: NUMBER, phone: '+9607771234' });
    server.use(http.get(apiUrl('/orders/track'), () => HttpResponse.json(sampleOrder())));
    const canvas = { toDataURL: vi.fn(() => 'data:image/png;base64,AAAA') };
    html2canvas.mockResolvedValue(canvas);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe(`order-${NUMBER}.png`);
      expect(this.href).toBe('data:image/png;base64,AAAA');
    });
    const { user } = renderConfirmation();
    await user.click(await screen.findByRole('button', { name: 'Download Order Slip' }));
    await waitFor(() => {
      expect(click).toHaveBeenCalledTimes(1);
    });
    expect(html2canvas).toHaveBeenCalledWith(screen.getByTestId('order-slip'), expect.objectContaining({ scale: 2, backgroundColor: '#ffffff' }));
  });

  it('alerts when the slip cannot be made', async () => {
    rememberPlacedOrder({ orderNumber: NUMBER, phone: '+9607771234' });
    server.use(http.get(apiUrl('/orders/track'), () => HttpResponse.json(sampleOrder())));
    html2canvas.mockRejectedValue(new Error('canvas broke'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { user } = renderConfirmation();
    await user.click(await screen.findByRole('button', { name: 'Download Order Slip' }));
    await waitFor(() => {
      expect(alert).toHaveBeenCalledWith('Error downloading slip. Please try again.');
    });
  });
});
