import { describe, expect, it } from 'vitest';

import { paymentMethodLabel, progressOf } from '@/features/orders/order-status';

describe('progressOf', () => {
  it.each([
    ['pending', 0, [true, false, false, false], 0],
    ['processing', 1, [true, true, false, false], 33],
    ['shipped', 2, [true, true, true, false], 67],
    ['delivered', 3, [true, true, true, true], 100],
  ] as const)('%s: step %i, done %j, fill %i%%', (status, current, done, percent) => {
    expect(progressOf(status)).toEqual({ kind: 'steps', current, done, percent });
  });

  it('shows a cancelled order as cancelled', () => {
    expect(progressOf('cancelled')).toEqual({ kind: 'cancelled' });
  });
});

describe('paymentMethodLabel', () => {
  it('reads BANK as Bank Transfer and anything else as Cash on Delivery', () => {
    expect(paymentMethodLabel('BANK')).toBe('Bank Transfer');
    expect(paymentMethodLabel('COD')).toBe('Cash on Delivery');
    expect(paymentMethodLabel('')).toBe('Cash on Delivery');
  });
});
