import { describe, expect, it } from 'vitest';

import { deliveryFee, type DeliveryFees } from '@/lib/delivery-fee';

import vectors from '../../../docs/testdata/delivery-fee.json';

describe('deliveryFee', () => {
  it.each(vectors.cases)('$name', ({ delivery, atoll, fee }) => {
    expect(deliveryFee(delivery as DeliveryFees, atoll)).toBe(fee);
  });

  it('never takes a fee from Object.prototype', () => {
    expect(deliveryFee({ flatFeeMvr: 50, perAtollFees: {} }, 'constructor')).toBe(50);
  });
});
