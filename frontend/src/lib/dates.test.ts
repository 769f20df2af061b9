import { describe, expect, it } from 'vitest';

import { formatDate, formatDateTime } from '@/lib/dates';

import vectors from '../../../docs/testdata/dates.json';

describe('formatDate and formatDateTime', () => {
  it.each(vectors.cases)('shows $iso in the Maldives as "$date"', ({ iso, date }) => {
    expect(formatDate(iso)).toBe(date);
  });

  it.each(vectors.cases)('shows $iso in the Maldives as "$dateTime"', ({ iso, dateTime }) => {
    expect(formatDateTime(iso)).toBe(dateTime);
  });

  it('uses plain spaces only, whatever the ICU version puts before AM/PM', () => {
    expect(formatDateTime('2026-11-22T00:21:15Z')).not.toMatch(/[\u202f\u00a0]/);
  });

  it('shows an unreadable timestamp as it came', () => {
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatDateTime('')).toBe('');
  });
});
