import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SiteFooter } from '@/features/site/components/site-footer';
import { renderWithProviders } from '@/test/render';

describe('SiteFooter', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists the quick links, calling /accessories "Accessories" as the spec says', () => {
    renderWithProviders(<SiteFooter />);

    const quickLinks = screen.getByRole('navigation', { name: 'Quick Links' });
    const links = within(quickLinks)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Clothing', '/shop'],
      ['Accessories', '/accessories'],
      ['Categories', '/categories'],
      ['Track Order', '/track-order'],
      ['Cart', '/cart'],
    ]);
  });

  it('shows the copyright for the current year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-15T12:00:00Z'));

    renderWithProviders(<SiteFooter />);

    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2031 Dhoni. All rights reserved.');
  });

  it('shows the short description only when the shop has one', () => {
    const { unmount } = renderWithProviders(<SiteFooter />);
    expect(screen.queryByText(/Modest wear/)).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<SiteFooter description="Modest wear and home appliances." />);
    expect(screen.getByText('Modest wear and home appliances.')).toBeInTheDocument();
  });
});
