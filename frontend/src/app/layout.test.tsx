import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderApp } from '@/test/render';

describe('RootLayout', () => {
  it('has the page landmarks around the screen', async () => {
    renderApp({ route: '/' });

    expect(await within(screen.getByRole('main')).findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();
  });

  it('badges both cart links with the count of the stored cart', async () => {
    window.localStorage.setItem('cart', JSON.stringify([{ quantity: 2 }, { quantity: 3 }]));
    renderApp({ route: '/' });
    await screen.findByRole('heading', { name: 'Home' });

    const badges = screen.getAllByTestId('cart-badge');
    expect(badges.map((badge) => badge.textContent)).toEqual(['5', '5']);
  });

  it('shows no badge when the stored cart is corrupted', async () => {
    window.localStorage.setItem('cart', '{"broken": ');
    renderApp({ route: '/' });
    await screen.findByRole('heading', { name: 'Home' });

    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
  });

  it('lets a keyboard user skip straight to the content', async () => {
    const { user } = renderApp({ route: '/' });
    await screen.findByRole('heading', { name: 'Home' });

    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
