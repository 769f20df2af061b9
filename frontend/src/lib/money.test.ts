import { describe, expect, it } from 'vitest';

import { formatMoney } from '@/lib/money';

import vectors from '../../../docs/testdata/money.json';

describe('formatMoney', () => {
  it.each(vectors.cases)('shows $mvr as "$text"', ({ mvr, text }) => {
    expect(formatMoney(mvr)).toBe(text);
  });

  it('rounds to two decimals', () => {
    expect(formatMoney(19.999)).toBe('MVR 20.00');
  });

  it('writes every amount of whole laari as the browser would', () => {
    const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const amounts = [0, 1, 5, 99, 100, 999, 1000, 99_999, 100_000, 123_456_789, 999_999_999_99];
    for (let laari = 0; laari < 250_000; laari += 7) {
      amounts.push(laari);
    }
    for (const laari of amounts) {
      // Intl writes minus zero as "-0.00"; no amount is minus zero.
      for (const mvr of laari === 0 ? [0] : [laari / 100, -laari / 100]) {
        expect(formatMoney(mvr), String(mvr)).toBe(`MVR ${intl.format(mvr)}`);
      }
    }
  });
});
