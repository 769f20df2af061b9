import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { SAMPLE_CATEGORIES } from '@/api/sample-catalog';
import { serveCatalog } from '@/test/catalog-server';
import { linksIn, type LinkEntry } from '@/test/links';
import { openApp, renderApp } from '@/test/render';
import { skipWelcome } from '@/test/welcome';

function tiles(name: string): LinkEntry[] {
  return linksIn('region', name);
}

describe('categories overview', () => {
  beforeEach(skipWelcome);

  it("lists each shop's subcategories, each opening its listing", async () => {
    await openApp('/categories', 'Categories');
    await waitFor(() => {
      expect(tiles('Clothing Categories')).toEqual([
        ['Abayas', '/categories/abayas'],
        ['Dresses', '/categories/dresses'],
        ['Hijabs & Shawls', '/categories/hijabs-shawls'],
        ['Kaftans', '/categories/kaftans'],
        ['Modest Sets', '/categories/modest-sets'],
        ['Tunics & Tops', '/categories/tunics-tops'],
        ['Skirts & Pants', '/categories/skirts-pants'],
        ['Prayer Wear', '/categories/prayer-wear'],
      ]);
      // An appliance opens the appliances listing with it chosen.
      expect(tiles('Accessories Categories')).toEqual([
        ['Kitchen Appliances', '/accessories?category=kitchen-appliances'],
        ['Cooling & Fans', '/accessories?category=cooling-fans'],
        ['Laundry & Ironing', '/accessories?category=laundry-ironing'],
        ['Personal Care', '/accessories?category=personal-care'],
      ]);
    });
  });

  it('leaves out the appliances section when there are no appliance categories', async () => {
    serveCatalog({ categories: SAMPLE_CATEGORIES.filter((category) => category.shop_type === 'clothing') });
    renderApp({ route: '/categories' });

    await waitFor(() => {
      expect(tiles('Clothing Categories')).toHaveLength(8);
    });
    expect(screen.queryByRole('region', { name: 'Accessories Categories' })).not.toBeInTheDocument();
  });
});
