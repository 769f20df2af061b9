import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { DEFAULT_SETTINGS } from '@/api/default-settings';
import type { ContactSettings, FooterSettings } from '@/api/settings';
import { SiteFooter } from '@/features/site/components/site-footer';
import { linksIn } from '@/test/links';
import { renderWithProviders } from '@/test/render';

function renderFooter(footer: Partial<FooterSettings> = {}, contact: Partial<ContactSettings> = {}) {
  return renderWithProviders(
    <SiteFooter
      footer={{ ...DEFAULT_SETTINGS.footer, ...footer }}
      contact={{ ...DEFAULT_SETTINGS.contact, ...contact }}
    />,
  );
}

describe('SiteFooter', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists the quick links, calling /accessories "Accessories" as the spec says', () => {
    renderFooter();

    expect(linksIn('navigation', 'Quick Links')).toEqual([
      ['Clothing', '/shop'],
      ['Accessories', '/accessories'],
      ['Categories', '/categories'],
      ['Tailoring', '/tailoring'],
      ['Track Order', '/track-order'],
      ['Cart', '/cart'],
      ['My Orders', '/my-orders'],
    ]);
  });

  it('shows the copyright for the current year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-15T12:00:00Z'));

    renderFooter();

    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2031 Dhoni. All rights reserved.');
  });

  it('shows the short description only when the shop has one', () => {
    const { unmount } = renderFooter({ shortDescription: '' });
    expect(screen.queryByText(/Modest fashion/)).not.toBeInTheDocument();
    unmount();

    renderFooter();
    expect(screen.getByText(DEFAULT_SETTINGS.footer.shortDescription)).toBeInTheDocument();
  });

  it('says the map is not configured when there is no map URL', () => {
    renderFooter({ googleMapsUrl: '' });

    expect(screen.getByText('Map location not configured')).toBeInTheDocument();
    expect(screen.queryByTitle('Shop location on the map')).not.toBeInTheDocument();
  });

  it('embeds the map when there is one, loading it lazily', () => {
    const mapUrl = 'https://www.google.com/maps/embed?pb=!1m18!1m12';
    renderFooter({ googleMapsUrl: mapUrl });

    const map = screen.getByTitle('Shop location on the map');
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute('src', mapUrl);
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(screen.queryByText('Map location not configured')).not.toBeInTheDocument();
  });

  it('does not embed a map URL that is not a web address', () => {
    renderFooter({ googleMapsUrl: 'javascript:alert(1)' });

    expect(screen.getByText('Map location not configured')).toBeInTheDocument();
  });

  it('links only the social networks the shop has an address for', () => {
    const { unmount } = renderFooter();
    expect(screen.queryByRole('list', { name: 'Follow us' })).not.toBeInTheDocument();
    unmount();

    renderFooter({ facebookUrl: 'https://facebook.com/dhoni.mv', twitterUrl: 'https://x.com/dhoni_mv' });

    const social = within(screen.getByRole('list', { name: 'Follow us' })).getAllByRole('link');
    expect(social.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Facebook', 'https://facebook.com/dhoni.mv'],
      ['Twitter', 'https://x.com/dhoni_mv'],
    ]);
    for (const link of social) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
    expect(screen.queryByRole('link', { name: 'Instagram' })).not.toBeInTheDocument();
  });

  it('offers Get Directions only when the shop has a directions link', () => {
    const { unmount } = renderFooter({ directionsUrl: '' });
    expect(screen.queryByRole('link', { name: 'Get Directions' })).not.toBeInTheDocument();
    unmount();

    renderFooter({ directionsUrl: 'https://maps.app.goo.gl/abc123' });
    const directions = screen.getByRole('link', { name: 'Get Directions' });
    expect(directions).toHaveAttribute('href', 'https://maps.app.goo.gl/abc123');
    expect(directions).toHaveAttribute('target', '_blank');
  });

  it('makes the phone number dialable and links WhatsApp when set', () => {
    const { unmount } = renderFooter();

    expect(screen.getByRole('link', { name: '+960 777-1234' })).toHaveAttribute('href', 'tel:+9607771234');
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/9607771234');
    unmount();

    renderFooter({}, { whatsappUrl: '' });
    expect(screen.queryByRole('link', { name: 'WhatsApp' })).not.toBeInTheDocument();
  });
});
