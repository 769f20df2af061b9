import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { DEFAULT_SETTINGS } from '@/api/default-settings';
import { serveCatalog } from '@/test/catalog-server';
import { apiUrl, publicSettings, server } from '@/test/msw-server';
import { openApp, renderApp } from '@/test/render';
import { skipWelcome } from '@/test/welcome';

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('home', () => {
  beforeEach(skipWelcome);

  it("shows the owner's hero, its picture first to load", async () => {
    const id = '3f2a9c0d1e4b5a6978c1d2e3';
    server.use(
      http.get(apiUrl('/settings'), () =>
        HttpResponse.json({
          ...publicSettings(),
          hero: {
            title: 'Eid collection',
            subtitle: 'New abayas for the festive days',
            buttonText: 'See the abayas',
            buttonLink: '/categories/abayas',
            imageUrl: `/media/images/${id}/1280.jpg`,
          },
        }),
      ),
    );
    renderApp({ route: '/' });

    const hero = await screen.findByRole('region', { name: 'Eid collection' });
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(within(hero).getByText('New abayas for the festive days')).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'See the abayas' })).toHaveAttribute('href', '/categories/abayas');
    const image = hero.querySelector('img');
    expect(image).toHaveAttribute('src', `/media/images/${id}/1280.jpg`);
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '800');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image?.getAttribute('srcset')).toContain(`/media/images/${id}/640.jpg 640w`);
  });

  it('does not follow a hero link that is not a web address', async () => {
    server.use(
      http.get(apiUrl('/settings'), () =>
        HttpResponse.json({ ...publicSettings(), hero: { ...DEFAULT_SETTINGS.hero, buttonLink: 'javascript:alert(1)' } }),
      ),
    );
    renderApp({ route: '/' });

    await screen.findByRole('region', { name: DEFAULT_SETTINGS.hero.title });
    // Until the settings come, the hidden stand-in has the default link.
    await waitFor(() => {
      expect(screen.queryByRole('link', { name: DEFAULT_SETTINGS.hero.buttonText })).not.toBeInTheDocument();
    });
    expect(screen.getByText(DEFAULT_SETTINGS.hero.subtitle)).toBeInTheDocument();
  });

  it('offers the first four clothing subcategories, each linking to its listing', async () => {
    renderApp({ route: '/' });

    await waitFor(() => {
      expect(
        within(section('Shop by Category'))
          .getAllByRole('listitem')
          .map((item) => [item.textContent, within(item).getByRole('link').getAttribute('href')]),
      ).toEqual([
        ['Abayas', '/categories/abayas'],
        ['Dresses', '/categories/dresses'],
        ['Hijabs & Shawls', '/categories/hijabs-shawls'],
        ['Kaftans', '/categories/kaftans'],
      ]);
    });
  });

  it("shows a category's name when it has no picture", async () => {
    serveCatalog({
      categories: [
        { id: 'c1', name: 'Clothing', slug: 'clothing', image_url: null, parent_id: null, shop_type: 'clothing', position: 0 },
        { id: 'c2', name: 'Jilbabs', slug: 'jilbabs', image_url: null, parent_id: 'c1', shop_type: 'clothing', position: 1 },
      ],
    });
    renderApp({ route: '/' });

    const link = await within(section('Shop by Category')).findByRole('link', { name: 'Jilbabs' });
    expect(link.querySelector('img')).toBeNull();
  });

  it('shows 4 featured clothing products, with 4 skeletons while they load', async () => {
    const fake = serveCatalog({ latency: 150 });
    await openApp('/', 'Home');
    expect(within(section('Featured Products')).getAllByTestId('product-skeleton')).toHaveLength(4);

    const products = await screen.findByRole('list', { name: 'Featured Products' });
    expect(within(products).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/shop/pearl-trim-occasion-abaya',
      '/shop/chiffon-tiered-maxi-dress',
      '/shop/island-breeze-cotton-kaftan',
      '/shop/two-piece-crepe-lounge-set',
    ]);
    expect(fake.lastProductRequest()).toEqual({ is_featured: 'true', shop_type: 'clothing', limit: '4' });
    for (const image of products.querySelectorAll('img')) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('decoding', 'async');
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    }
    expect(within(products).getByText('MVR 2,200.00')).toBeInTheDocument();
  });
});
