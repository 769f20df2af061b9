import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { DEFAULT_SETTINGS } from '@/api/default-settings';
import type { AnnouncementSettings } from '@/api/settings';
import { AnnouncementBanner } from '@/features/site/components/announcement-banner';
import { DISMISSED_ANNOUNCEMENT_KEY } from '@/features/site/chrome-storage';
import { renderWithProviders } from '@/test/render';

const PROMO = DEFAULT_SETTINGS.announcement;

function announcement(overrides: Partial<AnnouncementSettings> = {}): AnnouncementSettings {
  return { ...PROMO, ...overrides };
}

function banner() {
  return screen.queryByRole('region', { name: 'Announcement' });
}

describe('AnnouncementBanner', () => {
  it('shows the message with its link into the shop', () => {
    renderWithProviders(<AnnouncementBanner announcement={announcement()} />);

    const region = screen.getByRole('region', { name: 'Announcement' });
    expect(region).toHaveTextContent('We deliver to every inhabited island of the Maldives. Discover the new collection.');
    const link = within(region).getByRole('link', { name: 'Shop now' });
    expect(link).toHaveAttribute('href', '/shop');
    expect(link).not.toHaveAttribute('target');
  });

  it.each([
    ['info', 'bg-info-700', 'text-white'],
    ['warning', 'bg-warning-300', 'text-warning-950'],
    ['success', 'bg-success-700', 'text-white'],
    ['promo', 'bg-promo-gradient', 'text-white'],
  ] as const)('colours a %s announcement with %s', (type, background, text) => {
    renderWithProviders(<AnnouncementBanner announcement={announcement({ type })} />);

    expect(banner()).toHaveClass(background, text);
  });

  it('opens a link to another site in a new tab, without giving it this page', () => {
    renderWithProviders(
      <AnnouncementBanner announcement={announcement({ link: 'https://example.mv/sale', linkText: 'See the sale' })} />,
    );

    const link = screen.getByRole('link', { name: 'See the sale' });
    expect(link).toHaveAttribute('href', 'https://example.mv/sale');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows no link without one, nor for an address that is not a web page', () => {
    const { unmount } = renderWithProviders(<AnnouncementBanner announcement={announcement({ link: '' })} />);
    expect(within(banner() as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<AnnouncementBanner announcement={announcement({ link: 'javascript:alert(1)' })} />);
    expect(within(banner() as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
  });

  it('remembers a dismissal across page loads', async () => {
    const { user, unmount } = renderWithProviders(<AnnouncementBanner announcement={announcement()} />);

    await user.click(screen.getByRole('button', { name: 'Dismiss announcement' }));

    expect(banner()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(DISMISSED_ANNOUNCEMENT_KEY)).toBe(PROMO.message);
    unmount();

    renderWithProviders(<AnnouncementBanner announcement={announcement()} />);
    expect(banner()).not.toBeInTheDocument();
  });

  it('shows again when the owner changes the message', () => {
    window.localStorage.setItem(DISMISSED_ANNOUNCEMENT_KEY, PROMO.message);

    renderWithProviders(<AnnouncementBanner announcement={announcement({ message: 'Eid sale: 20% off abayas' })} />);

    expect(banner()).toHaveTextContent('Eid sale: 20% off abayas');
  });

  it('cannot be dismissed when it is not dismissible, even if an older copy was', () => {
    window.localStorage.setItem(DISMISSED_ANNOUNCEMENT_KEY, PROMO.message);

    renderWithProviders(<AnnouncementBanner announcement={announcement({ dismissible: false })} />);

    expect(banner()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dismiss announcement' })).not.toBeInTheDocument();
  });

  it('shows nothing when switched off or empty', () => {
    const { unmount } = renderWithProviders(<AnnouncementBanner announcement={announcement({ enabled: false })} />);
    expect(banner()).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<AnnouncementBanner announcement={announcement({ message: '   ' })} />);
    expect(banner()).not.toBeInTheDocument();
  });
});
