import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { readQueue } from '@/api/order-queue';
import { ORDER_QUEUE_KEY } from '@/lib/queued-orders';
import { sampleOrder } from '@/api/orders.fixtures';
import type { OrderInput } from '@/api/orders';
import CheckoutScreen from '@/features/checkout/screens/checkout-screen';
import { CART_STORAGE_KEY } from '@/lib/cart/cart-rules';
import { phoneForPlacedOrder } from '@/lib/placed-orders';
import { storeCart } from '@/test/cart';
import { apiUrl, publicSettings, server } from '@/test/msw-server';
import { renderWithProviders } from '@/test/render';
import { skipWelcome } from '@/test/welcome';

function renderCheckout() {
  return renderWithProviders(<CheckoutScreen />, { route: '/checkout' });
}

type Rendered = ReturnType<typeof renderCheckout>;

async function fillShipping({ user }: Rendered, phone = '7771234') {
  await user.type(screen.getByLabelText('Full name'), 'Aminath Shifa');
  await user.type(screen.getByLabelText('Phone'), phone);
  await screen.findByRole('option', { name: 'Addu Atoll' });
  await user.selectOptions(screen.getByLabelText('Atoll'), 'Addu Atoll');
  await user.selectOptions(screen.getByLabelText('Island'), 'Hithadhoo');
  await user.type(screen.getByLabelText('Street address'), 'Blue Villa, Magu 3');
}

function summary() {
  return screen.getByRole('region', { name: 'Order Summary' });
}

describe('CheckoutScreen', () => {
  beforeEach(skipWelcome);

  it('sends an empty cart to /cart', async () => {
    const { router } = renderCheckout();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/cart');
    });
  });

  it("shows the spec's messages for every missing field", async () => {
    storeCart();
    const { user } = renderCheckout();
    expect(screen.getByRole('heading', { name: 'Shipping Details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payment Method' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    for (const message of [
      'Name must be at least 2 characters',
      'Please enter a valid Maldives phone number (+960####### or 7-digit starting with 7/9)',
      'Invalid email address',
      'Please select an atoll',
      'Please select an island',
      'Street address is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('lists the lines and takes the delivery fee of the chosen atoll; islands follow the atoll', async () => {
    storeCart();
    const { user } = renderCheckout();
    const lines = within(summary()).getAllByTestId('checkout-line');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('Linen Abaya');
    expect(lines[0]).toHaveTextContent('Size: M');
    expect(lines[0]).toHaveTextContent('Qty: 2');
    expect(lines[0]).toHaveTextContent('MVR 1,700.00');
    expect(within(summary()).getByTestId('summary-subtotal')).toHaveTextContent('MVR 2,150.50');
    // No atoll yet: the flat fee, with a hint.
    await waitFor(() => {
      expect(within(summary()).getByTestId('summary-delivery-fee')).toHaveTextContent('MVR 50.00');
    });
    expect(screen.getByTestId('delivery-fee-hint')).toBeInTheDocument();

    await screen.findByRole('option', { name: 'Addu Atoll' });
    await user.selectOptions(screen.getByLabelText('Atoll'), 'Addu Atoll');
    expect(within(summary()).getByTestId('summary-delivery-fee')).toHaveTextContent('MVR 150.00');
    expect(within(summary()).getByTestId('summary-total')).toHaveTextContent('MVR 2,300.50');
    expect(screen.queryByTestId('delivery-fee-hint')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Island'), 'Hithadhoo');
    expect(screen.getByLabelText('Island')).toHaveValue('Hithadhoo');

    await user.selectOptions(screen.getByLabelText('Atoll'), 'Malé');
    expect(within(summary()).getByTestId('summary-delivery-fee')).toHaveTextContent('MVR 0.00');
    expect(screen.getByLabelText('Island')).toHaveValue('');
    expect(within(screen.getByLabelText('Island')).queryByRole('option', { name: 'Hithadhoo' })).not.toBeInTheDocument();
    expect(within(screen.getByLabelText('Island')).getByRole('option', { name: 'Hulhumalé' })).toBeInTheDocument();
  });

  it('takes an island that is not listed, typed, at its atoll’s fee', async () => {
    storeCart();
    let body: OrderInput | undefined;
    server.use(
      http.post(apiUrl('/orders'), async ({ request }) => {
        body = (await request.json()) as OrderInput;
        return HttpResponse.json(sampleOrder({ order_number: body.order_number, id: body.order_number }), { status: 201 });
      }),
      http.get(apiUrl('/orders/track'), () => new Promise<never>(() => undefined)),
    );
    const rendered = renderCheckout();
    const { user, router } = rendered;
    await fillShipping(rendered);
    await user.selectOptions(screen.getByLabelText('Atoll'), 'Thaa Atoll');
    expect(screen.queryByLabelText('Your island')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Island'), 'My island is not listed');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Please type the name of your island')).toBeInTheDocument();
    expect(body).toBeUndefined();

    await user.type(screen.getByLabelText('Your island'), ' Kanimeedhoo ');
    expect(within(summary()).getByTestId('summary-delivery-fee')).toHaveTextContent('MVR 50.00');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toMatch(/^\/order-confirmation\//);
    });
    expect(body).toMatchObject({
      customer: { address: { atoll: 'Thaa Atoll', island: 'Kanimeedhoo', island_unlisted: true } },
      delivery_fee: 50,
    });
  });

  it('charges an island’s own fee, says how much more is free, and turns the fee to 0 at the threshold', async () => {
    storeCart(); // clothing MVR 1,700.00, appliances MVR 450.50
    const withRule = (thresholdMvr: number) => {
      const settings = publicSettings() as { delivery: Record<string, unknown> };
      settings.delivery.perIslandFees = { 'Raa Atoll': { Ungoofaaru: 60 } };
      settings.delivery.freeDelivery = { thresholdMvr, shop: 'clothing', exceptAtolls: ['Addu Atoll'] };
      return settings;
    };
    server.use(http.get(apiUrl('/settings'), () => HttpResponse.json(withRule(2000))));
    const { user, unmount } = renderCheckout();
    await screen.findByRole('option', { name: 'Raa Atoll' });
    await user.selectOptions(screen.getByLabelText('Atoll'), 'Raa Atoll');
    await waitFor(() => {
      expect(within(summary()).getByTestId('free-delivery-hint')).toHaveTextContent('Add MVR 300.00 more for free delivery');
    });
    expect(within(summary()).getByTestId('summary-delivery-fee')).toHaveTextContent('MVR 50.00');
    await user.selectOptions(screen.getByLabelText('Island'), 'Ungoofaaru');
    expect(within(summary()).getByTestId('summary-delivery-fee')).toHaveTextContent('MVR 60.00');
    await user.selectOptions(screen.getByLabelText('Atoll'), 'Addu Atoll');
    expect(within(summary()).getByTestId('summary-delivery-fee')).toHaveTextContent('MVR 150.00');
    expect(within(summary()).queryByTestId('free-delivery-hint')).not.toBeInTheDocument();
    unmount();

    server.use(http.get(apiUrl('/settings'), () => HttpResponse.json(withRule(1700))));
    const again = renderCheckout();
    await screen.findByRole('option', { name: 'Raa Atoll' });
    await again.user.selectOptions(screen.getByLabelText('Atoll'), 'Raa Atoll');
    await again.user.selectOptions(screen.getByLabelText('Island'), 'Ungoofaaru');
    await waitFor(() => {
      expect(within(summary()).getByTestId('summary-delivery-fee')).toHaveTextContent('MVR 0.00');
    });
    expect(within(summary()).getByTestId('summary-total')).toHaveTextContent('MVR 2,150.50');
    expect(within(summary()).queryByTestId('free-delivery-hint')).not.toBeInTheDocument();
  });

  it('asks for a transfer slip with a bank transfer, checks the file and uploads it', async () => {
    storeCart();
    let uploads = 0;
    server.use(
      http.post(apiUrl('/uploads'), () => {
        uploads += 1;
        return HttpResponse.json({ ref: 'slip_0123456789abcdef01234567', url: null }, { status: 201 });
      }),
    );
    const rendered = renderCheckout();
    const { user } = rendered;
    expect(screen.getByLabelText(/Cash on Delivery/)).toBeChecked();
    expect(screen.queryByLabelText('Transfer slip')).not.toBeInTheDocument();

    await user.click(screen.getByLabelText(/Bank Transfer/));
    expect(await screen.findByText('Bank of Maldives')).toBeInTheDocument();
    expect(screen.getByTestId('bank-account-number')).toHaveTextContent('7730000140123');
    expect(screen.getByRole('button', { name: /Copy/ })).toBeInTheDocument();
    expect(screen.getByText('Malé Main Branch')).toBeInTheDocument();
    // The transfer reference is the number the order will have.
    expect(screen.getByTestId('checkout-order-number')).toHaveTextContent(/^RB-[0-9A-Z]{6,12}-[0-9A-Z]{4}$/);

    await fillShipping(rendered);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Transfer slip is required for bank transfers.')).toBeInTheDocument();

    const input = screen.getByLabelText('Transfer slip');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,application/pdf');
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'slip.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('Invalid file type. Please upload an image or PDF.')).toBeInTheDocument();

    const big = new File(['x'], 'slip.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('File size must be less than 10MB.')).toBeInTheDocument();
    expect(uploads).toBe(0);

    fireEvent.change(input, { target: { files: [new File(['png'], 'slip.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Uploaded: slip.png')).toBeInTheDocument();
    expect(uploads).toBe(1);
    expect(screen.queryByText('File size must be less than 10MB.')).not.toBeInTheDocument();
  });

  it('places the order, clears the cart, remembers the phone and opens the confirmation', async () => {
    storeCart();
    let body: OrderInput | undefined;
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.post(apiUrl('/orders'), async ({ request }) => {
        body = (await request.json()) as OrderInput;
        await answered;
        return HttpResponse.json(sampleOrder({ order_number: body.order_number, id: body.order_number }), { status: 201 });
      }),
      http.get(apiUrl('/orders/track'), () => new Promise<never>(() => undefined)),
    );
    const rendered = renderCheckout();
    const { user, router } = rendered;
    await fillShipping(rendered, '777 1234');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByRole('button', { name: 'Placing Order...' })).toBeDisabled();
    answer();
    await waitFor(
      () => {
        expect(router.state.location.pathname).toMatch(/^\/order-confirmation\/RB-[0-9A-Z]+-[0-9A-Z]{4}$/);
      },
      { timeout: 3000 },
    );
    expect(body).toMatchObject({
      customer: {
        name: 'Aminath Shifa',
        phone: '777 1234',
        address: { atoll: 'Addu Atoll', island: 'Hithadhoo', street: 'Blue Villa, Magu 3' },
      },
      items: [
        { product_id: 'prod-1', size: 'M', color: 'Navy', quantity: 2 },
        { product_id: 'prod-9', size: 'N/A', color: '', quantity: 1 },
      ],
      payment_method: 'COD',
      subtotal: 2150.5,
      delivery_fee: 150,
      total: 2300.5,
    });
    expect(body?.order_number).toMatch(/^RB-[0-9A-Z]{6,12}-[0-9A-Z]{4}$/);
    expect(router.state.location.pathname).toBe(`/order-confirmation/${body?.order_number ?? ''}`);
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toEqual([]);
    expect(phoneForPlacedOrder(body?.order_number ?? '')).toBe('+9607771234');
  });

  it('keeps the cart and the form on a refusal, shows the message and reuses the order number', async () => {
    storeCart();
    const numbers: string[] = [];
    let answer = 0;
    server.use(
      http.post(apiUrl('/orders'), async ({ request }) => {
        const body = (await request.json()) as OrderInput;
        numbers.push(body.order_number);
        answer += 1;
        return answer === 1
          ? HttpResponse.json(
              {
                error: 'Only 1 left of Linen Abaya (Navy, M). Please update your cart.',
                fields: { 'items[0].quantity': 'Only 1 left' },
              },
              { status: 409 },
            )
          : HttpResponse.json(
              { error: 'Please check the highlighted fields.', fields: { 'customer.phone': 'Please enter a valid Maldives phone number (+960####### or 7-digit starting with 7/9)' } },
              { status: 422 },
            );
      }),
    );
    const rendered = renderCheckout();
    const { user, router } = rendered;
    await fillShipping(rendered);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Only 1 left of Linen Abaya (Navy, M). Please update your cart.');
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Update your cart' })).toHaveAttribute('href', '/cart');
    expect(router.state.location.pathname).toBe('/checkout');
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toHaveLength(2);
    expect(screen.getByLabelText('Full name')).toHaveValue('Aminath Shifa');

    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Please check the highlighted fields.')).toBeInTheDocument();
    expect(
      screen.getByText('Please enter a valid Maldives phone number (+960####### or 7-digit starting with 7/9)'),
    ).toBeInTheDocument();
    expect(numbers).toHaveLength(2);
    expect(numbers[0]).toBe(numbers[1]);
  });

  it('keeps the order on this device when the shop cannot be reached, and opens its confirmation', async () => {
    storeCart();
    server.use(http.post(apiUrl('/orders'), () => HttpResponse.error()));
    const rendered = renderCheckout();
    await fillShipping(rendered);
    await rendered.user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => {
      expect(rendered.router.state.location.pathname).toMatch(/^\/order-confirmation\/RB-[0-9A-Z]+-[0-9A-Z]{4}$/);
    });
    const orderNumber = decodeURIComponent(rendered.router.state.location.pathname.split('/')[2] ?? '');
    const [kept] = readQueue();
    expect(kept).toMatchObject({
      state: 'waiting',
      input: { order_number: orderNumber, customer: { name: 'Aminath Shifa' }, payment_method: 'COD' },
    });
    expect(kept?.lines.length).toBeGreaterThan(0);
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBe('[]');
  });

  it('says when the shop cannot be reached and the browser cannot keep the order', async () => {
    storeCart();
    server.use(http.post(apiUrl('/orders'), () => HttpResponse.error()));
    const rendered = renderCheckout();
    await fillShipping(rendered);
    // Called with the storage as `this` below.
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (key === ORDER_QUEUE_KEY) {
        throw new DOMException('full', 'QuotaExceededError');
      }
      setItem.call(this, key, value);
    });
    await rendered.user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not reach the shop. Please check your connection and try again.',
    );
    expect(rendered.router.state.location.pathname).toBe('/checkout');
  });

  it('shows a limit (429) or a full slip store (507) in the page and keeps the cart and the form', async () => {
    storeCart();
    server.use(
      http.post(apiUrl('/uploads'), () =>
        HttpResponse.json(
          { error: 'We cannot take more transfer slips right now. Please try again later, or choose Cash on Delivery.' },
          { status: 507 },
        ),
      ),
      http.post(apiUrl('/orders'), () =>
        HttpResponse.json(
          { error: 'Too many orders in a short time. Please try again later, or contact us to complete your order.' },
          { status: 429, headers: { 'Retry-After': '1800' } },
        ),
      ),
    );
    const rendered = renderCheckout();
    const { user, router } = rendered;
    await fillShipping(rendered);

    await user.click(screen.getByLabelText(/Bank Transfer/));
    fireEvent.change(screen.getByLabelText('Transfer slip'), {
      target: { files: [new File(['png'], 'slip.png', { type: 'image/png' })] },
    });
    expect(
      await screen.findByText('We cannot take more transfer slips right now. Please try again later, or choose Cash on Delivery.'),
    ).toBeInTheDocument();

    await user.click(screen.getByLabelText(/Cash on Delivery/));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many orders in a short time. Please try again later, or contact us to complete your order.',
    );
    expect(router.state.location.pathname).toBe('/checkout');
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toHaveLength(2);
    expect(screen.getByLabelText('Full name')).toHaveValue('Aminath Shifa');
    expect(screen.getByLabelText('Street address')).toHaveValue('Blue Villa, Magu 3');
  });
});
