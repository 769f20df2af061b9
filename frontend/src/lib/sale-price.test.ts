import { describe, expect, it } from 'vitest';

import { listingPrice, priceOf, saleCovers, saleVariantText, savingText } from '@/lib/sale-price';

const abaya = { price: 2200, sale: { price: 1800, variant: '' }, on_sale: true };

describe('sale prices', () => {
  it('prices a variant at the sale price only while the sale is in force and covers it', () => {
    expect(priceOf(abaya, 'Black', 'M')).toEqual({ price: 1800, original: 2200 });
    expect(priceOf({ ...abaya, on_sale: false }, 'Black', 'M')).toEqual({ price: 2200, original: null });
    const blackM = { ...abaya, sale: { price: 1800, variant: 'Black:M' } };
    expect(priceOf(blackM, 'black', 'M')).toEqual({ price: 1800, original: 2200 });
    expect(priceOf(blackM, 'Black', 'S')).toEqual({ price: 2200, original: null });
    expect(listingPrice(blackM)).toEqual({ price: 1800, original: 2200 });
    expect(saleVariantText(blackM)).toBe('Black / M only');
    expect(saleVariantText(abaya)).toBeNull();
  });

  it('reads a size alone as every colour of that size', () => {
    expect(saleCovers('M', 'Navy', 'M')).toBe(true);
    expect(saleCovers('M', 'Navy', 'L')).toBe(false);
  });

  it('says the saving to the laari', () => {
    expect(savingText(1800, 2200)).toBe('Save MVR 400.00');
    expect(savingText(0.1, 0.3)).toBe('Save MVR 0.20');
  });
});
