import { describe, expect, it } from 'vitest';

import { isOrderNumber, makeOrderNumber } from '@/lib/order-number';

import vectors from '../../../docs/testdata/order-number.json';

describe('makeOrderNumber', () => {
  it.each(vectors.generated)('at $time_ms starts with $prefix and matches the format', ({ time_ms, prefix }) => {
    const made = makeOrderNumber(time_ms);
    expect(made.startsWith(prefix)).toBe(true);
    expect(made).toHaveLength(prefix.length + 4);
    expect(made).toMatch(new RegExp(vectors.pattern));
    expect(isOrderNumber(made)).toBe(true);
  });

  it('makes upper-case numbers for now, different each time', () => {
    const made = new Set(Array.from({ length: 50 }, () => makeOrderNumber()));
    expect(made.size).toBeGreaterThan(45);
    for (const number of made) {
      expect(number).toMatch(/^RB-[0-9A-Z]+-[0-9A-Z]{4}$/);
    }
  });
});

describe('isOrderNumber', () => {
  it.each(vectors.valid)('accepts %j', (value) => {
    expect(isOrderNumber(value)).toBe(true);
  });
  it.each(vectors.invalid)('refuses %j', (value) => {
    expect(isOrderNumber(value)).toBe(false);
  });
});
