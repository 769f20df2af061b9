import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import type { SearchResult } from '@/api/search-local';
import { SiteSearch } from '@/features/site/components/site-search';
import { apiUrl, server } from '@/test/msw-server';
import { renderWithProviders } from '@/test/render';

const fan: SearchResult = {
  id: 'prod-fan',
  slug: 'rechargeable-stand-fan-16',
  title: 'Rechargeable Stand Fan 16"',
  shop_type: 'accessories',
  category: 'Cooling & Fans',
  price: 1450,
  image: '',
};
const iron: SearchResult = { ...fan, id: 'prod-iron', slug: 'steam-iron-2200-w', title: 'Steam Iron 2200 W', category: 'Laundry & Ironing', price: 480 };
const hijab: SearchResult = {
  ...fan,
  id: 'prod-hijab',
  slug: 'everyday-jersey-hijab',
  title: 'Everyday Jersey Hijab',
  shop_type: 'clothing',
  category: 'Hijabs & Shawls',
  price: 250,
};

/** Suggestions answered by term; every term asked is kept. */
function serveSuggestions(byTerm: Record<string, SearchResult[]>): string[] {
  const asked: string[] = [];
  server.use(
    http.get(apiUrl('/search/suggestions'), ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      asked.push(q);
      return HttpResponse.json(byTerm[q] ?? []);
    }),
  );
  return asked;
}

function renderSearch(route = '/') {
  let closed = 0;
  const result = renderWithProviders(<SiteSearch id="search-panel" open onClose={() => (closed += 1)} />, { route });
  return { ...result, closes: () => closed };
}

describe('SiteSearch', () => {
  it('is a combobox that suggests products once typing pauses, with their shop', async () => {
    const asked = serveSuggestions({ fa: [fan, iron] });
    const { user } = renderSearch();
    const box = screen.getByRole('combobox', { name: 'Search products' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('aria-autocomplete', 'list');

    await user.type(box, 'fa');

    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Rechargeable Stand Fan 16"Appliances · Cooling & FansMVR 1,450.00',
      'Steam Iron 2200 WAppliances · Laundry & IroningMVR 480.00',
    ]);
    // Debounced: the half-typed "f" was never asked for.
    expect(asked).toEqual(['fa']);
  });

  it('suggests a product on sale at its sale price, the price struck out', async () => {
    serveSuggestions({ hij: [{ ...hijab, price: 200, original_price: 250 }] });
    const { user } = renderSearch();

    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'hij');

    const option = within(await screen.findByRole('listbox', { name: 'Suggestions' })).getByRole('option');
    expect(option).toHaveTextContent('Everyday Jersey HijabClothing · Hijabs & ShawlsSale price MVR 200.00was MVR 250.00');
    expect(within(option).getByTestId('original-price').tagName).toBe('S');
    // One suggestion is told as one, not "1 suggestions".
    expect(screen.getByText(/suggestions?\. Use the up and down arrows to choose\./)).toHaveTextContent(
      /^1 suggestion\. Use the up and down arrows to choose\.$/,
    );
  });

  it('moves through the suggestions with the arrow keys and opens the chosen one with Enter', async () => {
    serveSuggestions({ h: [hijab, fan] });
    const { user, router } = renderSearch();
    const box = screen.getByRole('combobox');
    await user.type(box, 'h');
    const options = await screen.findAllByRole('option');
    expect(box).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id);
    expect(box).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/accessories/rechargeable-stand-fan-16');
  });

  it('goes to the results page with Enter when no suggestion is chosen', async () => {
    serveSuggestions({ fan: [fan] });
    const { user, router, closes } = renderSearch('/accessories');
    await user.type(screen.getByRole('combobox'), ' fan ');
    await screen.findByRole('option');

    await user.keyboard('{Enter}');

    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('?q=fan');
    expect(closes()).toBe(1);
  });

  it('closes the suggestions with Escape, then the box', async () => {
    serveSuggestions({ fan: [fan] });
    const { user, closes } = renderSearch();
    const box = screen.getByRole('combobox');
    await user.type(box, 'fan');
    await screen.findByRole('option');
    await user.keyboard('{ArrowDown}');

    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(closes()).toBe(0);
    // The arrow opens them again.
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}{Escape}');
    expect(closes()).toBe(1);
  });

  it('opens a suggestion that is clicked', async () => {
    serveSuggestions({ hijab: [hijab] });
    const { user, router } = renderSearch();
    await user.type(screen.getByRole('combobox'), 'hijab');
    await user.click(await screen.findByRole('option', { name: /Everyday Jersey Hijab/ }));
    expect(router.state.location.pathname).toBe('/shop/everyday-jersey-hijab');
  });

  it('shows no suggestions for a search that finds nothing, and asks nothing for spaces', async () => {
    const asked = serveSuggestions({});
    const { user } = renderSearch();
    const box = screen.getByRole('combobox');
    await user.type(box, '   ');
    await user.type(box, 'zz');
    await waitFor(() => {
      expect(asked).toEqual(['zz']);
    });
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });
});
