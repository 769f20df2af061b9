import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { http, HttpResponse } from 'msw';

import { apiUrl, server } from '@/test/msw-server';
import { renderApp } from '@/test/render';
import { skipWelcome } from '@/test/welcome';

describe('route table', () => {
  beforeEach(() => {
    skipWelcome();
    // The prefilled Track Order form looks the order up at once.
    server.use(
      http.get(apiUrl('/orders/track'), () =>
        HttpResponse.json({ error: 'Order not found. Please check your order number and phone number.' }, { status: 404 }),
      ),
    );
  });

  it.each([
    ['/', 'Home'],
    ['/shop', 'All Products'],
    ['/shop/linen-shirt-dress', 'Linen Shirt Dress'],
    ['/accessories', 'Appliances'],
    ['/accessories/steam-iron-2200-w', 'Steam Iron 2200 W'],
    ['/categories', 'Categories'],
    ['/categories/abayas', 'Abayas'],
    ['/cart', 'Cart'],
    // An empty cart has nothing to check out: the spec sends it to the cart.
    ['/checkout', 'Cart'],
    // No phone was kept for this number in this browser, so it cannot be looked up.
    ['/order-confirmation/RB-M1ABC2-X7QZ', 'Order Not Found'],
    ['/track-order?orderNumber=RB-1&phone=7771234', 'Track Order'],
    ['/admin', 'Admin Login'],
  ])('%s shows the %s screen', async (route, name) => {
    renderApp({ route });

    // A screen's first load transforms its modules here (and /checkout's, two
    // screens'): more than the usual 5 s on a busy machine.
    expect(await screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe(`${name} · Dhoni`);
    });
  });

  it.each(['/no-such-page', '/shop/linen-abaya/extra', '/ADMIN/x'])(
    'shows Page Not Found for %s, with a way back home',
    async (route) => {
      const { user, router } = renderApp({ route });

      expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
      await waitFor(() => {
        expect(document.title).toBe('Page Not Found · Dhoni');
      });

      await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Back to Home' }));

      expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
    },
  );
});
