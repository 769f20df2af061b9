import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import CartScreen from '@/features/cart/screens/cart-screen';
import { DISCOUNT_CODE_KEY } from '@/lib/cart/discount-code';
import { storeCart } from '@/test/cart';
import { apiUrl, server } from '@/test/msw-server';
import { renderWithProviders } from '@/test/render';
import { skipWelcome } from '@/test/welcome';

function summary(): HTMLElement {
  return screen.getByRole('region', { name: 'Order Summary' });
}

function shownTotal(): number {
  return Number((within(summary()).getByTestId('summary-total').textContent).replace(/[^\d.]/gu, ''));
}

type CheckBody = { code: string; items: { product_id?: string; quantity: number }[] };

/** The check endpoint: EID2026 takes 10 % off; anything else has expired. */
function serveCheck(asked: CheckBody[]) {
  server.use(
    http.post(apiUrl('/discount-codes/check'), async ({ request }) => {
      const body = (await request.json()) as CheckBody;
      asked.push(body);
      if (body.code !== 'EID2026') {
        return HttpResponse.json(
          { error: 'This code has expired.', fields: { discount_code: 'This code has expired.' } },
          { status: 422 },
        );
      }
      return HttpResponse.json({ code: 'EID2026', subtotal: 2150.5, discount: 215.05, free_delivery: false, total: 1935.45 });
    }),
  );
}

describe('the cart’s discount code box', () => {
  beforeEach(() => {
    skipWelcome();
    window.localStorage.removeItem(DISCOUNT_CODE_KEY);
  });

  it('applies a code and takes off what the shop says, on the total', async () => {
    const asked: CheckBody[] = [];
    serveCheck(asked);
    storeCart();
    const { user } = renderWithProviders(<CartScreen />, { route: '/cart' });
    const before = shownTotal();

    await user.type(screen.getByLabelText('Discount code'), 'eid 2026');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await within(summary()).findByTestId('summary-discount')).toHaveTextContent('−MVR 215.05');
    expect(within(summary()).getByText('Discount (EID2026)')).toBeInTheDocument();
    expect(screen.getByTestId('discount-code-status')).toHaveTextContent('MVR 215.05 off');
    expect(shownTotal()).toBeCloseTo(before - 215.05, 2);
    // The server is asked with the tidied code and the lines, never a price.
    expect(asked.at(-1)).toEqual({
      code: 'EID2026',
      items: [
        { product_id: 'prod-1', size: 'M', color: 'Navy', quantity: 2 },
        { product_id: 'prod-9', size: 'N/A', color: '', quantity: 1 },
      ],
    });
    expect(window.localStorage.getItem(DISCOUNT_CODE_KEY)).toBe('EID2026');

    await user.click(screen.getByRole('button', { name: 'Remove discount code' }));
    expect(within(summary()).queryByTestId('summary-discount')).not.toBeInTheDocument();
    expect(shownTotal()).toBeCloseTo(before, 2);
    expect(window.localStorage.getItem(DISCOUNT_CODE_KEY)).toBeNull();
  });

  it('says in words why a code cannot be used, and keeps the cart as it was', async () => {
    serveCheck([]);
    storeCart();
    const { user } = renderWithProviders(<CartScreen />, { route: '/cart' });
    const before = shownTotal();

    await user.type(screen.getByLabelText('Discount code'), 'OLDCODE{Enter}');

    await waitFor(() => {
      expect(screen.getByTestId('discount-code-status')).toHaveTextContent('This code has expired.');
    });
    expect(screen.getByTestId('discount-code-applied')).toHaveTextContent('OLDCODE');
    expect(within(summary()).queryByTestId('summary-discount')).not.toBeInTheDocument();
    expect(shownTotal()).toBeCloseTo(before, 2);
    expect(screen.getByText('3 items')).toBeInTheDocument();
  });
});
