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
});
