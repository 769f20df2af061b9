import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SELL_ONLINE_TEXTS, SellOnlineCard } from '@/features/admin/settings/sell-online-card';
import { apiUrl, server } from '@/test/msw-server';
import { renderWithProviders } from '@/test/render';
import { COPIED, COPY_BY_HAND } from '@/ui/copy-field';

const META = 'https://shop.example.mv/feeds/meta.csv';
const GOOGLE = 'https://shop.example.mv/feeds/google.xml';

function feedsServer(summary: Record<string, unknown>) {
  server.use(http.get(apiUrl('/feeds'), () => HttpResponse.json(summary)));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Sell on Instagram and Google', () => {
  it('shows each feed address with where to paste it, and copies it', async () => {
    feedsServer({ meta_url: META, google_url: GOOGLE, items: 12, left_out: [] });
    const writeText = vi.fn(() => Promise.resolve());
    const { user } = renderWithProviders(<SellOnlineCard />);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    const card = screen.getByRole('region', { name: SELL_ONLINE_TEXTS.heading });
    expect(await within(card).findByLabelText('Meta feed URL')).toHaveValue(META);
    expect(within(card).getByLabelText('Google feed URL')).toHaveValue(GOOGLE);
    expect(card).toHaveTextContent('12 items today');
    expect(card).toHaveTextContent('Catalogue → Data sources');
    expect(card).toHaveTextContent('Scheduled feed');
    expect(card).toHaveTextContent('Products → Feeds');
    expect(card).toHaveTextContent('Scheduled fetch');

    await user.click(within(card).getByRole('button', { name: 'Copy Google feed URL' }));
    expect(writeText).toHaveBeenCalledWith(GOOGLE);
    expect(await within(card).findByText(COPIED)).toBeInTheDocument();
  });

  it('selects the address for copying by hand when the browser refuses the clipboard', async () => {
    feedsServer({ meta_url: META, google_url: GOOGLE, items: 1, left_out: [] });
    const { user } = renderWithProviders(<SellOnlineCard />);
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    });

    const field = await screen.findByLabelText('Meta feed URL');
    await user.click(screen.getByRole('button', { name: 'Copy Meta feed URL' }));
    expect(await screen.findByText(COPY_BY_HAND)).toBeInTheDocument();
    const input = field as HTMLInputElement;
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, META.length]);
  });

  it('names the products left out for want of a photo, each linking to its form', async () => {
    feedsServer({
      meta_url: META,
      google_url: GOOGLE,
      items: 4,
      left_out: [
        { id: 'prod-1', title: 'Sketched Kaftan', path: '/shop/sketched-kaftan' },
        { id: 'prod-2', title: 'Steam Iron', path: '/accessories/steam-iron' },
      ],
    });
    renderWithProviders(<SellOnlineCard />);

    expect(await screen.findByText(/2 products are left out/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sketched Kaftan' })).toHaveAttribute('href', '/admin/products/prod-1');
    expect(screen.getByRole('link', { name: 'Steam Iron' })).toHaveAttribute('href', '/admin/appliances/prod-2');
  });

  it('asks for the shop’s address when the server does not know it', async () => {
    feedsServer({ meta_url: '', google_url: '', items: 3, left_out: [] });
    renderWithProviders(<SellOnlineCard />);

    expect(await screen.findByRole('status')).toHaveTextContent(SELL_ONLINE_TEXTS.noAddress);
    expect(screen.queryByLabelText('Meta feed URL')).not.toBeInTheDocument();
  });
});
