import { describe, expect, it } from 'vitest';

import { countCartItems } from '@/features/cart/cart-count';
import { addItem } from '@/lib/cart/cart-rules';
import { kettle } from '@/test/cart';

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
