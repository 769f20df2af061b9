import { describe, expect, it } from 'vitest';

import { isValidMaldivesPhone, normalizePhone } from '@/lib/phone';

import vectors from '../../../docs/testdata/phone.json';

describe('normalizePhone', () => {
  it.each(vectors.cases)('normalises "$input" to "$normalized"', ({ input, normalized }) => {
    expect(normalizePhone(input)).toBe(normalized);
  });
});

describe('isValidMaldivesPhone', () => {
  it.each(vectors.cases)('"$input" is valid: $valid', ({ input, valid }) => {
    expect(isValidMaldivesPhone(input)).toBe(valid);
  });
});
