import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import CartScreen from '@/features/cart/screens/cart-screen';
import { CART_STORAGE_KEY, type CartLine } from '@/lib/cart/cart-rules';
import { storeCart } from '@/test/cart';
import { apiUrl, publicSettings, server } from '@/test/msw-server';
import { renderApp, renderWithProviders } from '@/test/render';
import { skipWelcome } from '@/test/welcome';

function serveFlatFee(flatFeeMvr: number | null) {
  const settings = publicSettings() as { delivery: Record<string, unknown> };
  server.use(
    http.get(apiUrl('/settings'), () =>
      HttpResponse.json({ ...settings, delivery: { ...settings.delivery, flatFeeMvr } }),
    ),
  );
}

function lineFor(title: string): HTMLElement {
  const line = screen.getAllByTestId('cart-line').find((element) => element.textContent.includes(title));
  if (line === undefined) {
    throw new Error(`no cart line for ${title}`);
  }
  return line;
}

function summary(): HTMLElement {
  return screen.getByRole('region', { name: 'Order Summary' });
}

/** The catalogue's Linen Abaya (the stored cart's prod-1) with this stock. */
function serveAbayaStock(stock: Record<string, number>) {
  server.use(
    http.get(apiUrl('/products/slug/linen-abaya'), () =>
      HttpResponse.json({
        id: 'prod-1',
        title: 'Linen Abaya',
        slug: 'linen-abaya',
        sku: 'ABY-001',
        description: 'A linen abaya.',
        price: 850,
        images: ['/media/abaya.jpg'],
        category_id: 'cat-abayas',
        shop_type: 'clothing',
        tags: [],
        stock,
        colors: [{ name: 'Navy', hex: '#1e3a8a' }],
        sizes: ['M'],
        is_featured: false,
        created_at: '2026-01-01T00:00:00Z',
      }),
    ),
  );
}

describe('CartScreen', () => {
  beforeEach(skipWelcome);

  it('tells when stock has sold since a line was added, and brings the line down to what is left', async () => {
    serveAbayaStock({ 'Navy:M': 1 });
    storeCart();
    const { user } = renderWithProviders(<CartScreen />, { route: '/cart' });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Some stock has sold since you added it: Linen Abaya, size M, Navy has fewer left than your cart holds. Please update it before checkout.',
    );
    const abayaLine = lineFor('Linen Abaya');
    expect(within(abayaLine).getByTestId('stock-drop')).toHaveTextContent(
      'Only 1 left now. Please reduce the quantity to check out.',
    );
    expect(within(abayaLine).getByRole('button', { name: 'Increase quantity' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(lineFor('Electric Kettle')).queryByTestId('stock-drop')).not.toBeInTheDocument();

    await user.click(within(abayaLine).getByRole('button', { name: 'Reduce to 1' }));

    expect(within(lineFor('Linen Abaya')).getByTestId('quantity')).toHaveTextContent('1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByTestId('stock-drop')).not.toBeInTheDocument();
    const stored = JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '[]') as CartLine[];
    expect(stored.find((line) => line.title === 'Linen Abaya')?.quantity).toBe(1);
  });

  it('asks for a sold-out line to be removed', async () => {
    serveAbayaStock({ 'Navy:M': 0 });
    storeCart();
    renderWithProviders(<CartScreen />, { route: '/cart' });

    expect(await within(lineFor('Linen Abaya')).findByTestId('stock-drop')).toHaveTextContent(
      'Sold out since you added it. Please remove it to check out.',
    );
    expect(within(lineFor('Linen Abaya')).queryByRole('button', { name: /^Reduce/ })).not.toBeInTheDocument();
  });

  it('lets the stepper go as far as the stock and no further', async () => {
    serveAbayaStock({ 'Navy:M': 3 });
    storeCart();
    const { user } = renderWithProviders(<CartScreen />, { route: '/cart' });
    const increase = () => within(lineFor('Linen Abaya')).getByRole('button', { name: 'Increase quantity' });

    await waitFor(() => {
      expect(increase()).toHaveAttribute('aria-disabled', 'false');
    });
    await user.click(increase());
    expect(increase()).toHaveAttribute('aria-disabled', 'true');
    await user.click(increase());
    expect(within(lineFor('Linen Abaya')).getByTestId('quantity')).toHaveTextContent('3');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists each line with its picture, link, choices, stepper and total', () => {
    storeCart();
    renderWithProviders(<CartScreen />, { route: '/cart' });

    expect(screen.getByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
    expect(screen.getByText('3 items')).toBeInTheDocument();

    const abayaLine = lineFor('Linen Abaya');
    expect(within(abayaLine).getByRole('link', { name: 'Linen Abaya' })).toHaveAttribute('href', '/shop/linen-abaya');
    expect(within(abayaLine).getByText('Size: M')).toBeInTheDocument();
    expect(within(abayaLine).getByText('Colour: Navy')).toBeInTheDocument();
    const image = abayaLine.querySelector('img');
    expect(image).toHaveAttribute('src', '/media/abaya.jpg');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(within(abayaLine).getByRole('group', { name: 'Quantity of Linen Abaya, size M, Navy' })).toBeInTheDocument();
    expect(within(abayaLine).getByTestId('quantity')).toHaveTextContent('2');
    expect(within(abayaLine).getByTestId('line-total')).toHaveTextContent('MVR 1,700.00');

    // No size or colour chosen: neither is shown; no picture: a placeholder.
    const kettleLine = lineFor('Electric Kettle');
    expect(within(kettleLine).queryByText(/Size:/)).not.toBeInTheDocument();
    expect(within(kettleLine).queryByText(/Colour:/)).not.toBeInTheDocument();
    expect(within(kettleLine).getByTestId('line-image-placeholder')).toBeInTheDocument();
    expect(within(kettleLine).getByRole('link', { name: 'Electric Kettle' })).toHaveAttribute(
      'href',
      '/shop/electric-kettle',
    );
    expect(document.title).toBe('Cart · Dhoni');
  });

  it('shows Subtotal, the flat Delivery Fee from the settings and Total', async () => {
    serveFlatFee(75);
    storeCart();
    renderWithProviders(<CartScreen />, { route: '/cart' });

    await waitFor(() => {
      expect(within(summary()).getByTestId('summary-delivery-fee')).toHaveTextContent('MVR 75.00');
    });
    expect(within(summary()).getByTestId('summary-subtotal')).toHaveTextContent('MVR 2,150.50');
    expect(within(summary()).getByTestId('summary-total')).toHaveTextContent('MVR 2,225.50');
    expect(within(summary()).getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('shows no delivery fee when the shop has none set', async () => {
    serveFlatFee(null);
    storeCart();
    renderWithProviders(<CartScreen />, { route: '/cart' });

    await waitFor(() => {
      expect(within(summary()).getByTestId('summary-delivery-fee')).toHaveTextContent('MVR 0.00');
    });
    expect(within(summary()).getByTestId('summary-total')).toHaveTextContent('MVR 2,150.50');
  });

  it('steps a quantity up and down, updating the line, the totals and storage', async () => {
    storeCart();
    const { user } = renderWithProviders(<CartScreen />, { route: '/cart' });
    await waitFor(() => {
      expect(within(summary()).getByTestId('summary-total')).toHaveTextContent('MVR 2,200.50');
    });
    const kettleLine = lineFor('Electric Kettle');

    await user.click(within(kettleLine).getByRole('button', { name: 'Increase quantity' }));

    expect(within(kettleLine).getByTestId('quantity')).toHaveTextContent('2');
    expect(within(kettleLine).getByTestId('line-total')).toHaveTextContent('MVR 901.00');
    expect(within(summary()).getByTestId('summary-subtotal')).toHaveTextContent('MVR 2,601.00');
    expect(within(summary()).getByTestId('summary-total')).toHaveTextContent('MVR 2,651.00');
    expect(screen.getByText('4 items')).toBeInTheDocument();
    const stored = JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '[]') as CartLine[];
    expect(stored.map((line) => line.quantity)).toEqual([2, 2]);

    await user.click(within(kettleLine).getByRole('button', { name: 'Decrease quantity' }));

    expect(within(kettleLine).getByTestId('quantity')).toHaveTextContent('1');
    expect(within(summary()).getByTestId('summary-subtotal')).toHaveTextContent('MVR 2,150.50');
  });

  it('does not go below 1 with the − button', async () => {
    storeCart();
    const { user } = renderWithProviders(<CartScreen />, { route: '/cart' });
    const kettleLine = lineFor('Electric Kettle');
    const decrease = within(kettleLine).getByRole('button', { name: 'Decrease quantity' });
    expect(decrease).toHaveAttribute('aria-disabled', 'true');
    expect(within(lineFor('Linen Abaya')).getByRole('button', { name: 'Decrease quantity' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );

    await user.click(decrease);

    expect(within(kettleLine).getByTestId('quantity')).toHaveTextContent('1');
    expect(screen.getAllByTestId('cart-line')).toHaveLength(2);
  });

  it('removes a line with Remove, and says so', async () => {
    storeCart();
    const { user } = renderWithProviders(<CartScreen />, { route: '/cart' });

    await user.click(screen.getByRole('button', { name: 'Remove Linen Abaya, size M, Navy' }));

    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    expect(screen.queryByText('Linen Abaya')).not.toBeInTheDocument();
    expect(within(summary()).getByTestId('summary-subtotal')).toHaveTextContent('MVR 450.50');
    expect(screen.getByRole('status')).toHaveTextContent('Linen Abaya, size M, Navy was removed from your cart.');
    expect(screen.getByRole('heading', { level: 1, name: 'Cart' })).toHaveFocus();
  });

  it('empties the cart with Clear Cart, without asking', async () => {
    storeCart();
    const { user } = renderWithProviders(<CartScreen />, { route: '/cart' });

    await user.click(screen.getByRole('button', { name: 'Clear Cart' }));

    const empty = screen.getByRole('heading', { name: 'Your Cart is Empty' });
    expect(empty).toHaveFocus();
    expect(screen.queryByTestId('cart-line')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Order Summary' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Cart' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBe('[]');
  });

  it('shows "Your Cart is Empty" with a way back to the shop', async () => {
    const { user, router } = renderWithProviders(<CartScreen />, { route: '/cart' });

    expect(screen.getByRole('heading', { name: 'Your Cart is Empty' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Proceed to Checkout' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Continue Shopping' }));
    expect(router.state.location.pathname).toBe('/shop');
  });

  it('shows an empty cart, not an error, when the stored cart is corrupted', () => {
    window.localStorage.setItem(CART_STORAGE_KEY, '[{"id": 1, "quantity": -4}]');
    renderWithProviders(<CartScreen />, { route: '/cart' });

    expect(screen.getByRole('heading', { name: 'Your Cart is Empty' })).toBeInTheDocument();
  });

  it('keeps the header badge in step with the cart page', async () => {
    storeCart();
    const { user } = renderApp({ route: '/cart' });
    await screen.findAllByTestId('cart-line');
    const headerCart = within(screen.getByRole('banner')).getByRole('link', { name: 'Cart' });
    expect(await within(headerCart).findByTestId('cart-badge')).toHaveTextContent('3');

    await user.click(within(lineFor('Electric Kettle')).getByRole('button', { name: 'Increase quantity' }));
    expect(within(headerCart).getByTestId('cart-badge')).toHaveTextContent('4');

    await user.click(screen.getByRole('button', { name: 'Clear Cart' }));
    expect(within(headerCart).queryByTestId('cart-badge')).not.toBeInTheDocument();
  });
});
