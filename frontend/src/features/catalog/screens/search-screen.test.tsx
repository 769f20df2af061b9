import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import type { SearchResult, SearchResults } from '@/api/search-local';
import { apiUrl, server } from '@/test/msw-server';
import { openApp } from '@/test/render';
import { skipWelcome } from '@/test/welcome';

const abaya: SearchResult = {
  id: 'prod-abaya',
  slug: 'pearl-trim-occasion-abaya',
  title: 'Pearl-Trim Occasion Abaya',
  shop_type: 'clothing',
  category: 'Abayas',
  price: 1800,
  original_price: 2200,
  image: '',
};
const classic: SearchResult = { ...abaya, id: 'prod-classic', slug: 'classic-open-front-abaya', title: 'Classic Open-Front Abaya', price: 1500 };
delete classic.original_price;

function serveSearch(results: SearchResult[]) {
  const answer: SearchResults = { query: 'abaya', total: results.length, page: 1, per_page: 24, results, popular_categories: [] };
  server.use(http.get(apiUrl('/search'), () => HttpResponse.json(answer)));
}

function card(title: string) {
  const link = screen.getByRole('link', { name: title });
  const article = link.closest('article');
  if (article === null) {
    throw new Error(`no card for ${title}`);
  }
  return within(article);
}

describe('search results', () => {
  beforeEach(skipWelcome);

  it('shows a product on sale at its sale price with the price struck out and a Sale badge, as the listing cards do', async () => {
    serveSearch([abaya, classic]);
    await openApp('/search?q=abaya', 'Results for “abaya”');
    await screen.findByRole('link', { name: 'Pearl-Trim Occasion Abaya' });

    const onSale = card('Pearl-Trim Occasion Abaya');
    expect(onSale.getByTestId('price')).toHaveTextContent('Sale price MVR 1,800.00was MVR 2,200.00Save MVR 400.00');
    expect(onSale.getByTestId('original-price').tagName).toBe('S');
    expect(onSale.getByText('Sale')).toBeInTheDocument();
    expect(onSale.getByText('Clothing')).toBeInTheDocument();

    const regular = card('Classic Open-Front Abaya');
    expect(regular.getByTestId('price')).toHaveTextContent(/^MVR 1,500\.00$/);
    expect(regular.queryByTestId('original-price')).not.toBeInTheDocument();
    expect(regular.queryByText('Sale')).not.toBeInTheDocument();
  });
});
