import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { SiteHeader } from '@/features/site/components/site-header';
import { linksIn, MAIN_ROUTES } from '@/test/links';
import { renderWithProviders } from '@/test/render';

describe('SiteHeader', () => {
  it('links the logo and the main navigation to the spec routes', () => {
    renderWithProviders(<SiteHeader cartCount={0} />);

    expect(screen.getByRole('link', { name: 'Dhoni' })).toHaveAttribute('href', '/');
    expect(linksIn('navigation', 'Main')).toEqual([...MAIN_ROUTES, ['Track Order', '/track-order']]);
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it("shows the shop's logo image when it has one", () => {
    renderWithProviders(<SiteHeader cartCount={0} logoUrl="/media/logo.png" />);

    const home = screen.getByRole('link', { name: 'Dhoni' });
    expect(within(home).getByRole('img', { name: 'Dhoni' })).toHaveAttribute('src', '/media/logo.png');
  });

  it('falls back to the text logo when the logo image cannot be loaded', () => {
    renderWithProviders(<SiteHeader cartCount={0} logoUrl="/media/gone.png" />);

    fireEvent.error(screen.getByRole('img', { name: 'Dhoni' }));

    const home = screen.getByRole('link', { name: 'Dhoni' });
    expect(within(home).queryByRole('img')).not.toBeInTheDocument();
    expect(home).toHaveTextContent('Dhoni');
  });

  it('marks the section the visitor is in, product pages included', () => {
    renderWithProviders(<SiteHeader cartCount={0} />, { route: '/shop/linen-abaya' });

    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Clothing' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('shows the cart count on the cart icon and tells screen readers', () => {
    renderWithProviders(<SiteHeader cartCount={3} />);

    const cart = screen.getByRole('link', { name: 'Cart' });
    expect(within(cart).getByTestId('cart-badge')).toHaveTextContent('3');
    expect(cart).toHaveAccessibleDescription('3 items in your cart');
  });

  it('hides the badge when the cart is empty', () => {
    renderWithProviders(<SiteHeader cartCount={0} />);

    const cart = screen.getByRole('link', { name: 'Cart' });
    expect(within(cart).queryByTestId('cart-badge')).not.toBeInTheDocument();
    expect(cart).not.toHaveAccessibleDescription();
  });

  it('caps a long count at 99+', () => {
    renderWithProviders(<SiteHeader cartCount={140} />);
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('99+');
  });

  it('searches both shops with the typed term, from any page', async () => {
    const { user, router } = renderWithProviders(<SiteHeader cartCount={0} />, { route: '/categories' });

    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const box = screen.getByRole('combobox', { name: 'Search products' });
    expect(box).toHaveFocus();

    await user.type(box, '  linen abaya {Enter}');

    expect(router.state.location.pathname).toBe('/search');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('linen abaya');
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('does not search for nothing', async () => {
    const { user, router } = renderWithProviders(<SiteHeader cartCount={0} />, { route: '/cart' });

    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(screen.getByRole('combobox'), '   {Enter}');

    expect(router.state.location.pathname).toBe('/cart');
    expect(screen.getByRole('combobox')).toHaveFocus();
  });

  it('closes the search box with Escape and returns focus to the search button', async () => {
    const { user } = renderWithProviders(<SiteHeader cartCount={0} />);
    const button = screen.getByRole('button', { name: 'Search' });

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});
