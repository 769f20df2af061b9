import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { MobileBar } from '@/features/site/components/mobile-bar';
import { renderWithProviders } from '@/test/render';

describe('MobileBar', () => {
  it('offers Home, Clothing, Appliances, Categories, Tailoring and Cart', () => {
    renderWithProviders(<MobileBar cartCount={0} />);

    const links = within(screen.getByRole('navigation', { name: 'Mobile' }))
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['Clothing', '/shop'],
      ['Appliances', '/accessories'],
      ['Categories', '/categories'],
      ['Tailoring', '/tailoring'],
      ['Cart', '/cart'],
    ]);
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
