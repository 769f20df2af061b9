import { describe, expect, it } from 'vitest';

import { repriceLines } from '@/lib/cart/cart-prices';
import type { ProductCartLine } from '@/lib/cart/cart-rules';

const line: ProductCartLine = {
  id: '["prod-abaya","M","Black"]',
  title: 'Pearl-Trim Occasion Abaya',
  price: 1800,
  originalPrice: 2200,
  quantity: 2,
  image: '',
  sku: 'AB-1',
  hex: '#000000',
  size: 'M',
  color: 'Black',
  type: 'product',
  product: { id: 'prod-abaya', title: 'Pearl-Trim Occasion Abaya', slug: 'abaya', sku: 'AB-1', price: 2200, images: [], shop_type: 'clothing' },
};

describe('repriceLines', () => {
  it('brings a line added during a sale to the price after it, remembering the price it had', () => {
    const [after] = repriceLines([line], new Map([[line.id, { price: 2200, original: null }]]));
    expect(after).toMatchObject({ price: 2200, priceWas: 1800, quantity: 2 });
    expect(after).not.toHaveProperty('originalPrice');
  });

  it('leaves a line at the price in force as it is, and forgets the change once the price is back', () => {
    const lines = [line];
    expect(repriceLines(lines, new Map([[line.id, { price: 1800, original: 2200 }]]))[0]).toBe(line);
    expect(repriceLines(lines, new Map())[0]).toBe(line);
    const back = repriceLines([{ ...line, price: 2200, priceWas: 1800 }], new Map([[line.id, { price: 1800, original: 2200 }]]));
    expect(back[0]).not.toHaveProperty('priceWas');
  });
});
