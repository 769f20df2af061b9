import { describe, expect, it } from 'vitest';

import { deliveryQuote, type Basket, type DeliveryFees } from '@/lib/delivery-fee';

import vectors from '../../../docs/testdata/delivery-fee.json';

type Vector = {
  name: string;
  delivery: unknown;
  atoll: string;
  island?: string;
  basket?: Basket;
  fee: number;
  moreForFree: number | null;
};

describe('deliveryQuote', () => {
  it.each(vectors.cases as Vector[])('$name', ({ delivery, atoll, island, basket, fee, moreForFree }) => {
    expect(deliveryQuote(delivery as DeliveryFees, { atoll, island }, basket)).toEqual({ fee, moreForFree });
  });

  it('never takes a fee from Object.prototype', () => {
    const fees: DeliveryFees = { flatFeeMvr: 50, perAtollFees: {}, perIslandFees: {} };
    expect(deliveryQuote(fees, { atoll: 'constructor', island: 'toString' }).fee).toBe(50);
  });
});
