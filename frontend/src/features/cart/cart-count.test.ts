import { describe, expect, it } from 'vitest';

import { countCartItems } from '@/features/cart/cart-count';

describe('countCartItems', () => {
  it('adds up the quantities of the stored lines', () => {
    expect(countCartItems(JSON.stringify([{ quantity: 2 }, { quantity: 1 }, { quantity: 4 }]))).toBe(7);
  });

  it.each([
    ['nothing stored', null],
    ['broken JSON', '[{"quantity": 2'],
    ['not a list', '{"quantity": 3}'],
    ['an empty list', '[]'],
    ['a list of junk', '[null, 4, "x", {"qty": 2}]'],
  ])('counts %s as 0', (_case, stored) => {
    expect(countCartItems(stored)).toBe(0);
  });

  it('skips lines whose quantity is not a positive whole number', () => {
    expect(
      countCartItems(
        JSON.stringify([{ quantity: 3 }, { quantity: 0 }, { quantity: -2 }, { quantity: 1.5 }, { quantity: '2' }]),
      ),
    ).toBe(3);
  });

  it('ignores a stored cart over 10,000 characters, as the cart does on load', () => {
    const oversized = JSON.stringify([{ quantity: 1, title: 'x'.repeat(10_000) }]);
    expect(countCartItems(oversized)).toBe(0);
  });
});
