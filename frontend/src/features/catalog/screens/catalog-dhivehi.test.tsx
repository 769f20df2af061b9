// The catalogue in Dhivehi: listings, the product page and search say
// everything in Thaana, and counts, prices and SKUs stay left to right
// inside it (a count once showed reordered, "products 10").
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';

import { SAMPLE_PRODUCTS } from '@/api/sample-catalog';
import AppliancesListingScreen from '@/features/catalog/screens/appliances-listing-screen';
import ClothingListingScreen from '@/features/catalog/screens/clothing-listing-screen';
import ProductScreen from '@/features/catalog/screens/product-screen';
import SearchScreen from '@/features/catalog/screens/search-screen';
import { renderInDhivehi } from '@/test/render-dhivehi';
import { skipWelcome } from '@/test/welcome';

const LRI = '\u2066';
const PDI = '\u2069';

function abaya() {
  const found = SAMPLE_PRODUCTS.find((product) => product.slug === 'pearl-trim-occasion-abaya');
  if (found === undefined) {
    throw new Error('the sample abaya is missing');
  }
  return found;
}

describe('the catalogue in Dhivehi', () => {
  beforeEach(skipWelcome);

  it('counts the clothing in Thaana with the number isolated left to right', async () => {
    await renderInDhivehi(<ClothingListingScreen />, '/shop');
    expect(screen.getByRole('heading', { level: 1, name: 'ހުރިހާ ތަކެތި' })).toBeInTheDocument();
    const count = await screen.findByText(`${LRI}10${PDI} ތަކެތި`);
    // The digits sit between isolates, so the Thaana around them cannot pull
    // them to the other side ("ތަކެތި 10" read as "products 10").
    expect(count.textContent).toMatch(new RegExp(`^${LRI}\\d+${PDI} `));
    expect(screen.queryByText('10 products')).not.toBeInTheDocument();
    expect(screen.getByLabelText('ތަރުތީބު')).toHaveDisplayValue('އެންމެ އާ');
    expect(screen.getAllByRole('heading', { name: 'ފިލްޓަރު' }).length).toBeGreaterThan(0);
    expect(document.title).toBe('ހުރިހާ ތަކެތި · ދޯނި');
  });

  it('counts the appliances in Thaana', async () => {
    await renderInDhivehi(<AppliancesListingScreen />, '/accessories');
    expect(await screen.findByText(`${LRI}5${PDI} ތަކެތި`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ހުރިހާ ތަކެތި' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('ގޭބިސީ ސާމާނު · ދޯނި');
  });

  it('sells a product in Thaana, its price and SKU left to right', async () => {
    const product = abaya();
    const { user } = await renderInDhivehi(
      <Routes>
        <Route path="/shop/:slug" element={<ProductScreen />} />
      </Routes>,
      `/shop/${product.slug}`,
    );
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(product.title_dv ?? product.title);
    expect(screen.getByRole('group', { name: 'ސައިޒު' })).toBeInTheDocument();
    expect(screen.getByText(`SKU ${LRI}${product.sku}${PDI}`)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'ސަފްހާ ހުރި ތަން' })).toHaveTextContent('ފުރަތަމަ ސަފްހާ');
    expect(screen.getByRole('heading', { name: 'ތަފްޞީލު' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ކާޓަށް އަޅާ' }));
    expect(screen.getByRole('alert')).toHaveTextContent('ސައިޒެއް ހޮވާލައްވާ.');
    expect(screen.queryByText('Please select a size.')).not.toBeInTheDocument();
    expect(document.title).toBe(`${product.title_dv ?? product.title} · ދޯނި`);
  });

  it('lays out an English title and description in their own direction when no Dhivehi is written', async () => {
    const product = abaya();
    expect(product.title_dv).toBeUndefined();
    await renderInDhivehi(
      <Routes>
        <Route path="/shop/:slug" element={<ProductScreen />} />
      </Routes>,
      `/shop/${product.slug}`,
    );
    // "Abaya (Black)." stays so: the right-to-left page does not move its punctuation.
    expect(await screen.findByRole('heading', { level: 1, name: product.title })).toHaveAttribute('dir', 'auto');
    expect(screen.getByText(product.description)).toHaveAttribute('dir', 'auto');
    // The app's own Thaana texts keep the page's direction.
    expect(screen.getByRole('heading', { name: 'ތަފްޞީލު' })).not.toHaveAttribute('dir');
  });

  it('finds nothing in Thaana, the query isolated in its sentence', async () => {
    await renderInDhivehi(<SearchScreen />, '/search?q=zzqqxx');
    const results = await screen.findByText(/ހޯއްދެވުމުން އެއްވެސް އެއްޗެއް ނުފެނުނު/);
    expect(results.textContent).toContain('\u2068zzqqxx\u2069');
    const form = screen.getByRole('search');
    expect(within(form).getByRole('button', { name: 'ހޯދާ' })).toBeInTheDocument();
    expect(within(form).getByRole('searchbox', { name: 'ތަކެތި ހޯދާ' })).toHaveAttribute(
      'placeholder',
      'ހެދުމާއި ގޭބިސީ ސާމާނު ހޯދާ',
    );
  });
});
