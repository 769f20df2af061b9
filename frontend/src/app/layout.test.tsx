import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { DEFAULT_SETTINGS } from '@/api/default-settings';
import { addItem, type CartProduct } from '@/lib/cart/cart-rules';
import { apiUrl, publicSettings, server } from '@/test/msw-server';
import { renderApp } from '@/test/render';
import { skipWelcome } from '@/test/welcome';

function serveSettings(changes: Record<string, unknown>) {
  server.use(http.get(apiUrl('/settings'), () => HttpResponse.json({ ...publicSettings(), ...changes })));
}

describe('RootLayout', () => {
  beforeEach(() => {
    skipWelcome();
  });

  it('has the page landmarks around the screen', async () => {
    renderApp({ route: '/' });

    expect(await within(screen.getByRole('main')).findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();
  });

  it('badges both cart links with the count of the stored cart', async () => {
    const kettle: CartProduct = {
      id: 'prod-9',
      title: 'Kettle',
      slug: 'kettle',
      sku: 'K-9',
      price: 450,
      images: [],
      shop_type: 'accessories',
      colors: [],
    };
    const lines = addItem(addItem([], kettle, { quantity: 2 }), { ...kettle, id: 'prod-10' }, { quantity: 3 });
    window.localStorage.setItem('cart', JSON.stringify(lines));
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

describe('RootLayout with the store settings', () => {
  beforeEach(() => {
    skipWelcome();
  });

  it('puts the announcement above the header, after the skip link', async () => {
    renderApp({ route: '/' });

    const banner = await screen.findByRole('region', { name: 'Announcement' });
    expect(banner).toHaveTextContent(DEFAULT_SETTINGS.announcement.message);
    const header = screen.getByRole('banner');
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(banner.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("shows the owner's contact details and logo from the server", async () => {
    serveSettings({
      branding: { ...DEFAULT_SETTINGS.branding, logoUrl: '/media/logo.png' },
      contact: { phone: '+960 999-4567', whatsappUrl: '' },
    });
    renderApp({ route: '/' });

    expect(await screen.findByRole('link', { name: '+960 999-4567' })).toHaveAttribute('href', 'tel:+9609994567');
    expect(within(screen.getByRole('banner')).getByRole('img', { name: 'Dhoni' })).toHaveAttribute(
      'src',
      '/media/logo.png',
    );
  });

  it('shows no banner until a browser that never saw the settings gets them', async () => {
    server.use(
      http.get(apiUrl('/settings'), async () => {
        await delay(100);
        return HttpResponse.json({
          ...publicSettings(),
          announcement: { ...DEFAULT_SETTINGS.announcement, enabled: false },
          contact: { phone: '+960 999-4567', whatsappUrl: '' },
        });
      }),
    );
    renderApp({ route: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Home' });

    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
    // The footer shows the built-in stand-in meanwhile, then the real settings.
    expect(screen.getByRole('link', { name: '+960 777-1234' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '+960 999-4567' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
  });
});

describe('RootLayout on a first visit', () => {
  it('shows the splash, then the first-visit popup', async () => {
    serveSettings({ branding: { ...DEFAULT_SETTINGS.branding, splashDuration: 500 } });
    renderApp({ route: '/' });

    expect(screen.getByTestId('splash-screen')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    expect(await screen.findByRole('dialog', {}, { timeout: 3000 })).toHaveTextContent(
      'We currently serve the Maldives only.',
    );
    expect(screen.queryByTestId('splash-screen')).not.toBeInTheDocument();
  });
});
