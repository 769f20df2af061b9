import { describe, expect, it } from 'vitest';

import { isSizeSoldOut, stockLevel, variantStock } from '@/lib/stock';

const dress = {
  sizes: ['S', 'M', 'L'],
  colors: [
    { name: 'Black', hex: '#1C1C1E' },
    { name: 'Navy', hex: '#1F2A44' },
  ],
  stock: { 'Black:S': 0, 'Black:M': 2, 'Navy:S': 0, 'Navy:M': 9, L: 4 },
};

describe('variantStock', () => {
  it('reads "Colour:Size", then the size alone', () => {
    expect(variantStock(dress, { size: 'M', color: 'Black' })).toBe(2);
    expect(variantStock(dress, { size: 'L', color: 'Navy' })).toBe(4);
  });

  it('matches the colour whatever its case', () => {
    expect(variantStock(dress, { size: 'M', color: 'navy' })).toBe(9);
  });

  it('knows nothing until every choice is made, or for an untracked variant', () => {
    expect(variantStock(dress, { size: 'M' })).toBeUndefined();
    expect(variantStock({ ...dress, stock: {} }, { size: 'M', color: 'Black' })).toBeUndefined();
  });

  it('reads "default" for an appliance', () => {
    expect(variantStock({ sizes: [], colors: [], stock: { default: 7 } }, {})).toBe(7);
  });
});

describe('stockLevel', () => {
  it.each([
    [undefined, { kind: 'unknown' }],
    [0, { kind: 'out' }],
    [1, { kind: 'low', quantity: 1 }],
    [3, { kind: 'low', quantity: 3 }],
    [4, { kind: 'in-stock', quantity: 4 }],
  ])('calls %s %j', (quantity, level) => {
    expect(stockLevel(quantity)).toEqual(level);
  });
});

describe('isSizeSoldOut', () => {
  it('looks at the chosen colour, or at every colour', () => {
    expect(isSizeSoldOut(dress, 'S', 'Black')).toBe(true);
    expect(isSizeSoldOut(dress, 'M', 'Black')).toBe(false);
    expect(isSizeSoldOut(dress, 'S')).toBe(true);
    expect(isSizeSoldOut(dress, 'L')).toBe(false);
  });
});
