import { describe, expect, it } from 'vitest';

import { countCartItems } from '@/features/cart/cart-count';
import { addItem, type CartProduct } from '@/lib/cart/cart-rules';

const kettle: CartProduct = {
  id: 'prod-9',
  title: 'Electric Kettle',
  slug: 'electric-kettle',
  sku: 'KET-009',
  price: 450,
  images: [],
  shop_type: 'accessories',
  colors: [],
};

describe('countCartItems', () => {
  it('adds up the quantities of a stored cart', () => {
    const lines = addItem(addItem([], kettle, { quantity: 2 }), { ...kettle, id: 'prod-10' }, { quantity: 5 });
    expect(countCartItems(JSON.stringify(lines))).toBe(7);
  });

  it.each([
    ['nothing stored', null],
    ['broken JSON', '[{"quantity": 2'],
    ['lines without their fields', '[{"quantity": 2}]'],
  ])('counts %s as 0, as the cart would load it', (_case, stored) => {
    expect(countCartItems(stored)).toBe(0);
  });
});
