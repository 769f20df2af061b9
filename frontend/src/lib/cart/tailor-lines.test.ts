import { describe, expect, it } from 'vitest';

import {
  addTailorItem,
  cartSubtotal,
  type CartLine,
  parseStoredCart,
  removeLine,
  setQuantity,
  type TailorItem,
  tailorLineId,
} from '@/lib/cart/cart-rules';

const quoted: TailorItem = {
  id: 'TR-MA1B2C3D-7KQ2',
  kind: 'custom_design',
  title: 'Custom design TR-MA1B2C3D-7KQ2',
  finalPriceMvr: null,
  estimatedPriceMvr: 1500,
};

describe('tailor-made lines', () => {
  it('are added once, at quantity 1, at the final price or else the estimate', () => {
    const lines = addTailorItem([], quoted);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ id: tailorLineId(quoted.id), type: 'tailor', quantity: 1, price: 1500, tailorItemId: quoted.id });

    const again = addTailorItem(lines, { ...quoted, finalPriceMvr: 1750.5 });
    expect(again).toHaveLength(1);
    expect(again[0]?.price).toBe(1750.5);
    expect(cartSubtotal(again)).toBe(1750.5);
  });

  it('are not added without a price', () => {
    expect(addTailorItem([], { ...quoted, estimatedPriceMvr: null })).toEqual([]);
  });

  it('keep their quantity of 1, and are removed at 0', () => {
    const lines = addTailorItem([], quoted);
    expect(setQuantity(lines, tailorLineId(quoted.id), 3)[0]?.quantity).toBe(1);
    expect(setQuantity(lines, tailorLineId(quoted.id), 0)).toEqual([]);
    expect(removeLine(lines, tailorLineId(quoted.id))).toEqual([]);
  });

  it('survive storage, and a tampered quantity spoils the stored cart', () => {
    const lines: CartLine[] = addTailorItem([], quoted);
    expect(parseStoredCart(JSON.stringify(lines))).toEqual(lines);
    const tampered = JSON.stringify([{ ...lines[0], quantity: 2 }]);
    expect(parseStoredCart(tampered)).toBeNull();
  });
});
