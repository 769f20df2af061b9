import { describe, expect, it } from 'vitest';

import { SAMPLE_CATEGORIES, SAMPLE_PRODUCTS } from '@/api/sample-catalog';
import { searchLocally } from '@/api/search-local';

describe('searchLocally', () => {
  it('finds a product on sale at its sale price, with its own price as the original, as the server does', () => {
    const products = SAMPLE_PRODUCTS.map((product) =>
      product.title === 'Pearl-Trim Occasion Abaya'
        ? { ...product, on_sale: true, sale: { price: 1800, starts_at: null, ends_at: null, variant: '' } }
        : product,
    );

    const [onSale, regular] = searchLocally(products, SAMPLE_CATEGORIES, 'abaya').results;

    expect(onSale).toMatchObject({ title: 'Pearl-Trim Occasion Abaya', price: 1800, original_price: 2200 });
    expect(regular?.title).toBe('Classic Open-Front Abaya');
    expect(regular).not.toHaveProperty('original_price');
  });
});

describe('searchLocally in Dhivehi', () => {
  it('finds a Dhivehi title with or without the sukun and a zero-width joiner, as the server does', () => {
    const products = SAMPLE_PRODUCTS.map((product, index) => (index === 0 ? { ...product, title_dv: 'ކްލާސިކް އަބާޔާ' } : product));

    for (const q of ['ކްލާސިކް', 'ކލާސިކ', 'ކ\u200dލސކ']) {
      const { results } = searchLocally(products, SAMPLE_CATEGORIES, q);
      expect(results.map((r) => r.title_dv)).toEqual(['ކްލާސިކް އަބާޔާ']);
    }
  });
});
