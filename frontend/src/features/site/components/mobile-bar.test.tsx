import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { MobileBar } from '@/features/site/components/mobile-bar';
import { linksIn, MAIN_ROUTES } from '@/test/links';
import { renderWithProviders } from '@/test/render';

describe('MobileBar', () => {
  it('offers Home, Clothing, Appliances, Categories, Tailoring and Cart', () => {
    renderWithProviders(<MobileBar cartCount={0} />);

    expect(linksIn('navigation', 'Mobile')).toEqual([...MAIN_ROUTES, ['Cart', '/cart']]);
  });

  it('badges the cart with its item count', () => {
    renderWithProviders(<MobileBar cartCount={2} />, { route: '/cart' });

    const cart = screen.getByRole('link', { name: 'Cart' });
    expect(within(cart).getByTestId('cart-badge')).toHaveTextContent('2');
    expect(cart).toHaveAccessibleDescription('2 items in your cart');
    expect(cart).toHaveAttribute('aria-current', 'page');
  });

  it('shows no badge for an empty cart', () => {
    renderWithProviders(<MobileBar cartCount={0} />);
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
  });
});
