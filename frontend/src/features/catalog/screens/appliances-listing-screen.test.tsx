import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { serveCatalog } from '@/test/catalog-server';
import { openApp, renderApp } from '@/test/render';
import { skipWelcome } from '@/test/welcome';
import { cardTitles, textsOf } from '@/test/texts';

function sidePanel() {
  return screen.getByRole('navigation', { name: 'Appliance categories' });
}

function titles() {
  return cardTitles(screen.getByRole('list', { name: 'Appliances' }));
}

describe('appliances listing', () => {
  beforeEach(skipWelcome);

  it('shows every appliance with a count, "All Items" chosen, 12 to a page', async () => {
    const fake = serveCatalog();
    await openApp('/accessories', 'Appliances');
    expect(await screen.findByText('5 items')).toBeInTheDocument();
    expect(titles()).toHaveLength(5);
    expect(fake.lastProductRequest()).toEqual({ shop_type: 'accessories', sort: 'newest', page: '1', per_page: '12' });
    expect(within(sidePanel()).getByRole('link', { name: 'All Items' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => {
      expect(textsOf(sidePanel(), 'link')).toEqual([
        'All Items',
        'Kitchen Appliances',
        'Cooling & Fans',
        'Laundry & Ironing',
        'Personal Care',
      ]);
    });
    expect(screen.getByRole('link', { name: 'Rechargeable Stand Fan 16"' })).toHaveAttribute(
      'href',
      '/accessories/rechargeable-stand-fan-16',
    );
  });

  it('chooses a category through the address, and counts "1 item"', async () => {
    const fake = serveCatalog();
    const { user, router } = await openApp('/accessories?sort=price-asc&page=2', 'Appliances');

    await user.click(await within(sidePanel()).findByRole('link', { name: 'Personal Care' }));

    await waitFor(() => {
      expect(router.state.location.search).toBe('?category=personal-care&sort=price-asc');
    });
    expect(await screen.findByText('1 item')).toBeInTheDocument();
    expect(titles()).toEqual(['Ionic Hair Dryer 1800 W']);
    expect(fake.lastProductRequest()).toMatchObject({ category: 'personal-care', page: '1' });
    expect(within(sidePanel()).getByRole('link', { name: 'Personal Care' })).toHaveAttribute('aria-current', 'page');
  });

  it('sorts by name, resetting the page and keeping the category', async () => {
    const { user, router } = await openApp('/accessories?category=kitchen-appliances&page=2', 'Appliances');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(textsOf(sort, 'option')).toEqual([
      'Newest',
      'Price: Low to High',
      'Price: High to Low',
      'Name',
    ]);

    await user.selectOptions(sort, 'Name');

    await waitFor(() => {
      expect(router.state.location.search).toBe('?category=kitchen-appliances&sort=name');
    });
    await waitFor(() => {
      expect(titles()).toEqual(['Electric Rice Cooker 1.8 L', 'Power Blender 600 W']);
    });
  });

  it('keeps the Sale filter in the address and asks the server for the appliances on sale', async () => {
    const fake = serveCatalog();
    const { user, router } = await openApp('/accessories?category=cooling-fans&page=2', 'Appliances');
    const sale = screen.getByRole('checkbox', { name: 'Sale' });
    expect(sale).not.toBeChecked();

    await user.click(sale);

    await waitFor(() => {
      expect(router.state.location.search).toBe('?category=cooling-fans&sale=1');
    });
    await waitFor(() => {
      expect(fake.lastProductRequest()).toMatchObject({ category: 'cooling-fans', sale: '1', page: '1' });
    });
    expect(screen.getByRole('checkbox', { name: 'Sale' })).toBeChecked();
    // A category chosen while the filter is on keeps it.
    expect(within(sidePanel()).getByRole('link', { name: 'Personal Care' })).toHaveAttribute(
      'href',
      '/accessories?category=personal-care&sale=1',
    );

    await user.click(screen.getByRole('checkbox', { name: 'Sale' }));

    await waitFor(() => {
      expect(router.state.location.search).toBe('?category=cooling-fans');
    });
    expect(screen.getByRole('checkbox', { name: 'Sale' })).not.toBeChecked();
  });

  it('opens with the Sale filter on from a shared address, and turns it off', async () => {
    const fake = serveCatalog();
    const { user, router } = await openApp('/accessories?sale=1', 'Appliances');

    expect(screen.getByRole('checkbox', { name: 'Sale' })).toBeChecked();
    await waitFor(() => {
      expect(fake.lastProductRequest()).toEqual({ shop_type: 'accessories', sale: '1', sort: 'newest', page: '1', per_page: '12' });
    });

    await user.click(screen.getByRole('checkbox', { name: 'Sale' }));

    await waitFor(() => {
      expect(router.state.location.search).toBe('');
    });
    await waitFor(() => {
      expect(fake.lastProductRequest()).toEqual({ shop_type: 'accessories', sort: 'newest', page: '1', per_page: '12' });
    });
  });

  it('reads only category, sort, page and sale from the address', async () => {
    const fake = serveCatalog();
    renderApp({ route: '/accessories?sizes=M&q=fan&min=5000' });

    expect(await screen.findByText('5 items')).toBeInTheDocument();
    expect(fake.lastProductRequest()).toEqual({ shop_type: 'accessories', sort: 'newest', page: '1', per_page: '12' });
  });

  it('says when a category has nothing', async () => {
    renderApp({ route: '/accessories?category=no-such-category' });

    expect(await screen.findByText('No appliances found.')).toBeInTheDocument();
    expect(screen.getByText('0 items')).toBeInTheDocument();
  });

  it('shows 8 skeleton cards while loading', async () => {
    serveCatalog({ latency: 150 });
    await openApp('/accessories', 'Appliances');
    expect(screen.getAllByTestId('product-skeleton')).toHaveLength(8);
    expect(await screen.findByText('5 items')).toBeInTheDocument();
    expect(screen.queryByTestId('product-skeleton')).not.toBeInTheDocument();
  });
});
