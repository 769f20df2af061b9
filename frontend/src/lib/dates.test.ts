import { describe, expect, it } from 'vitest';

import { dhivehiMessages } from '@/i18n/dhivehi-catalogue';
import { formatMessage } from '@/i18n/format-message';
import { datesWithWords, englishDates, formatDate, formatDateTime, MONTH_IDS } from '@/lib/dates';

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

describe('dates on a Dhivehi page (decision 250)', () => {
  const dv = datesWithWords((id, values) => formatMessage(dhivehiMessages, 'dv', id, values));

  it('write the day, the Dhivehi month and the year, in the Maldives', () => {
    expect(dv.date('2026-11-28T09:05:00Z')).toBe('28 ނޮވެމްބަރު 2026');
    // 21:30 UTC on the 31st is already the 1st in Malé (UTC+5).
    expect(dv.date('2026-12-31T21:30:00Z')).toBe('1 ޖަނަވަރީ 2027');
  });

  it('name every month from the catalogue, none from Intl', () => {
    const months = Array.from({ length: 12 }, (_, index) => dv.date(`2026-${String(index + 1).padStart(2, '0')}-15T07:00:00Z`));
    expect(months).toEqual(MONTH_IDS.map((id) => `15 ${formatMessage(dhivehiMessages, 'dv', id)} 2026`));
    expect(new Set(months).size).toBe(12);
    expect(months.join(' ')).not.toMatch(/[A-Za-z]/);
  });

  it('write the time on the 12-hour clock with މކ before noon and މފ after', () => {
    expect(dv.dateTime('2026-11-28T09:05:00Z')).toBe('28 ނޮވެމްބަރު 2026، 2:05 މފ');
    expect(dv.dateTime('2026-11-28T04:59:00Z')).toBe('28 ނޮވެމްބަރު 2026، 9:59 މކ');
  });

  it('write midnight as 12 before noon and noon as 12 after', () => {
    expect(dv.dateTime('2026-11-27T19:00:00Z')).toBe('28 ނޮވެމްބަރު 2026، 12:00 މކ');
    expect(dv.dateTime('2026-11-28T07:00:00Z')).toBe('28 ނޮވެމްބަރު 2026، 12:00 މފ');
  });

  it('keep Western digits, the year without a separator', () => {
    expect(dv.dateTime('2026-03-05T05:07:00Z')).toMatch(/^5 \S+ 2026، 10:07 މކ$/);
  });

  it('write a calendar day of the chart as day and month', () => {
    expect(dv.day('2026-11-03')).toBe('3 ނޮވެމްބަރު');
    expect(dv.day('2026-13-03')).toBe('2026-13-03');
  });

  it('show an unreadable timestamp as it came', () => {
    expect(dv.date('not a date')).toBe('not a date');
    expect(dv.dateTime('')).toBe('');
    expect(dv.day('soon')).toBe('soon');
  });

  it('leave English as Intl writes it, the spec format', () => {
    expect(englishDates.date('2026-11-28T09:05:00Z')).toBe(formatDate('2026-11-28T09:05:00Z'));
    expect(englishDates.dateTime('2026-11-28T09:05:00Z')).toBe('Nov 28, 2026, 2:05 PM');
    expect(englishDates.day('2026-11-03')).toBe('Nov 3');
  });
});
