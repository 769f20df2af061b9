import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { serveCatalog } from '@/test/catalog-server';
import { apiUrl, server } from '@/test/msw-server';
import { openApp, renderApp } from '@/test/render';
import { CLOTHING_CATEGORIES_IN_ORDER } from '@/test/sample-categories';
import { cardTitles } from '@/test/texts';
import { skipWelcome } from '@/test/welcome';

function productList() {
  return screen.findByRole('list', { name: /All Products|Abayas|Products/ });
}

function prices(list: HTMLElement): number[] {
  return within(list)
    .getAllByText(/^MVR /)
    .map((price) => Number(price.textContent.replace(/[^\d.]/g, '')));
}

function panel() {
  return screen.getByRole('complementary', { name: 'Filters' });
}

describe('clothing listing', () => {
  beforeEach(skipWelcome);

  it('shows all clothing, 9 to a page, newest first, with numbered pages', async () => {
    const fake = serveCatalog();
    await openApp('/shop', 'All Products');
    const list = await productList();
    expect(within(list).getAllByRole('listitem')).toHaveLength(9);
    expect(cardTitles(list)[0]).toBe('Pearl-Trim Occasion Abaya');
    expect(screen.getByText('10 products')).toBeInTheDocument();
    expect(fake.lastProductRequest()).toEqual({ shop_type: 'clothing', sort: 'newest', page: '1', per_page: '9' });

    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/shop?page=2');
  });

  it('links each card to its product page', async () => {
    renderApp({ route: '/shop' });

    const list = await productList();
    expect(within(list).getByRole('link', { name: 'Pearl-Trim Occasion Abaya' })).toHaveAttribute(
      'href',
      '/shop/pearl-trim-occasion-abaya',
    );
  });

  it('hides the page numbers when everything fits on one page', async () => {
    renderApp({ route: '/shop?sizes=XS' });

    await productList();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('opens page 2 from its number', async () => {
    const { user, router } = renderApp({ route: '/shop' });
    await productList();

    await user.click(screen.getByRole('link', { name: 'Page 2' }));

    await waitFor(() => {
      expect(within(screen.getByRole('list', { name: 'All Products' })).getAllByRole('listitem')).toHaveLength(1);
    });
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('filters by size and colour, keeps them in the address and goes back to page 1', async () => {
    const fake = serveCatalog();
    const { user, router } = renderApp({ route: '/shop?page=2' });
    await productList();

    await user.click(within(panel()).getByRole('button', { name: 'M' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?sizes=M');
    });
    expect(within(panel()).getByRole('button', { name: 'M' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(panel()).getByRole('button', { name: 'Black' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?sizes=M&colors=Black');
    });
    expect(within(panel()).getByRole('button', { name: 'Black' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => {
      expect(fake.lastProductRequest()).toMatchObject({ sizes: 'M', colors: 'Black', page: '1' });
    });
    await waitFor(() => {
      expect(cardTitles(screen.getByRole('list', { name: 'All Products' }))).toEqual([
        'Pearl-Trim Occasion Abaya',
        'Classic Open-Front Abaya',
        'Everyday Jersey Hijab',
        'Pleated Maxi Skirt',
      ]);
    });

    // A second press takes the size off again.
    await user.click(within(panel()).getByRole('button', { name: 'M' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?colors=Black');
    });
  });

  it('filters by a price range typed in whole MVR, applied on leaving the box', async () => {
    const fake = serveCatalog();
    const { user, router } = renderApp({ route: '/shop' });
    await productList();

    await user.type(within(panel()).getByLabelText('Min price'), '500');
    await user.type(within(panel()).getByLabelText('Max price'), '9x00');
    await user.tab();

    await waitFor(() => {
      expect(router.state.location.search).toBe('?min=500&max=900');
    });
    await waitFor(() => {
      expect(fake.lastProductRequest()).toMatchObject({ min_price: '500', max_price: '900' });
    });
    await waitFor(() => {
      const list = screen.getByRole('list', { name: 'All Products' });
      expect(prices(list).every((price) => price >= 500 && price <= 900)).toBe(true);
    });
    expect(within(panel()).getByLabelText('Max price')).toHaveValue('900');
  });

  it('applies a typed price after a short pause too', async () => {
    const { user, router } = renderApp({ route: '/shop' });
    await productList();

    await user.type(within(panel()).getByLabelText('Max price'), '600');

    await waitFor(
      () => {
        expect(router.state.location.search).toBe('?max=600');
      },
      { timeout: 2000 },
    );
  });

  it('sorts by price, resetting the page', async () => {
    const fake = serveCatalog();
    const { user, router } = renderApp({ route: '/shop?page=2' });
    await productList();

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price: Low to High');

    await waitFor(() => {
      expect(router.state.location.search).toBe('?sort=price-asc');
    });
    await waitFor(() => {
      expect(fake.lastProductRequest()).toMatchObject({ sort: 'price-asc', page: '1' });
    });
    await waitFor(() => {
      const shown = prices(screen.getByRole('list', { name: 'All Products' }));
      expect(shown[0]).toBe(250);
      expect(shown).toEqual([...shown].sort((a, b) => a - b));
    });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
    expect(
      within(screen.getByRole('combobox', { name: 'Sort by' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Newest', 'Price: Low to High', 'Price: High to Low']);
  });

  it('lists the clothing subcategories as checkboxes and filters by one on /shop, under the Clothing tab', async () => {
    const { user, router } = renderApp({ route: '/shop' });
    await productList();

    // Categories come from their own request, which may answer after the products.
    await within(panel()).findByRole('checkbox', { name: 'Abayas' });
    const categories = within(panel()).getAllByRole('checkbox');
    // The "Sale" filter comes first (decision 211), then the categories.
    expect(categories.map((box) => box.closest('label')?.textContent)).toEqual(['Sale', ...CLOTHING_CATEGORIES_IN_ORDER]);

    await user.click(within(panel()).getByRole('checkbox', { name: 'Dresses' }));

    await waitFor(() => {
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/shop?category=dresses');
    });
    expect(within(panel()).getByRole('checkbox', { name: 'Dresses' })).toBeChecked();
    expect(screen.getByRole('heading', { level: 1, name: 'All Products' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', { name: 'Clothing' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('on /categories/:slug is titled by the category, with it chosen', async () => {
    const fake = serveCatalog();
    const { user, router } = await openApp('/categories/abayas', 'Abayas');
    await waitFor(() => {
      expect(document.title).toBe('Abayas · Dhoni');
    });
    expect(await within(panel()).findByRole('checkbox', { name: 'Abayas' })).toBeChecked();
    await waitFor(() => {
      expect(fake.lastProductRequest()).toMatchObject({ category: 'abayas' });
    });
    expect(
      cardTitles(await screen.findByRole('list', { name: 'Abayas' })),
    ).toEqual(['Pearl-Trim Occasion Abaya', 'Classic Open-Front Abaya']);

    // A second category makes it a listing of several: /shop with both.
    await user.click(within(panel()).getByRole('checkbox', { name: 'Dresses' }));
    await waitFor(() => {
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/shop?category=abayas%2Cdresses',
      );
    });
    expect(screen.getByRole('heading', { level: 1, name: 'All Products' })).toBeInTheDocument();
    expect(within(panel()).getByRole('checkbox', { name: 'Abayas' })).toBeChecked();
    expect(within(panel()).getByRole('checkbox', { name: 'Dresses' })).toBeChecked();
  });

  it('Clear All drops the filters, category included, and keeps the sort', async () => {
    const { user, router } = await openApp('/categories/abayas?sizes=M&colors=Black&min=100&sort=price-desc', 'Abayas');

    await user.click(within(panel()).getByRole('button', { name: 'Clear All' }));

    await waitFor(() => {
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/shop?sort=price-desc');
    });
    expect(within(panel()).getByRole('button', { name: 'M' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(panel()).getByLabelText('Min price')).toHaveValue('');
  });

  it('shows the header search term and sends it to the server', async () => {
    const fake = serveCatalog();
    renderApp({ route: '/shop?q=abaya' });

    expect(await screen.findByText('Results for "abaya"')).toBeInTheDocument();
    await waitFor(() => {
      expect(fake.lastProductRequest()).toMatchObject({ q: 'abaya' });
    });
    expect(cardTitles(await productList())).toEqual(['Pearl-Trim Occasion Abaya', 'Classic Open-Front Abaya']);
  });

  it('says when nothing matches', async () => {
    renderApp({ route: '/shop?min=5000' });

    expect(await screen.findByText('No products match your criteria.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('shows 6 skeleton cards while loading', async () => {
    serveCatalog({ latency: 150 });
    await openApp('/shop', 'All Products');
    expect(screen.getAllByTestId('product-skeleton')).toHaveLength(6);
    await productList();
    expect(screen.queryByTestId('product-skeleton')).not.toBeInTheDocument();
  });

  it('only logs a failure to load: no message, no empty state', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(apiUrl('/products'), () => HttpResponse.json({ error: 'Please check the highlighted fields.' }, { status: 422 })),
    );
    renderApp({ route: '/shop' });

    await waitFor(() => {
      expect(error).toHaveBeenCalledWith('Products could not be loaded', expect.objectContaining({ status: 422 }));
    });
    expect(screen.queryByText('No products match your criteria.')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByTestId('product-skeleton')).not.toBeInTheDocument();
  });

  it('opens the filters as a dialog on small screens, and Escape closes it', async () => {
    const { user } = renderApp({ route: '/shop' });
    await productList();
    const open = screen.getByRole('button', { name: 'Filters' });

    await user.click(open);

    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(dialog).getByRole('button', { name: 'Close filters' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Show 10 results' })).toBeInTheDocument();

    fireEvent.keyDown(dialog, { key: 'Escape' });

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });
});
