import { describe, expect, it } from 'vitest';

import { localized } from '@/lib/localized';

describe('localized', () => {
  it('shows the Dhivehi text on a Dhivehi page', () => {
    expect(localized('Classic Abaya', 'ކްލާސިކް އަބާޔާ', 'dv')).toBe('ކްލާސިކް އަބާޔާ');
  });

  it('shows the English text on an English page, whatever the Dhivehi one is', () => {
    expect(localized('Classic Abaya', 'ކްލާސިކް އަބާޔާ', 'en')).toBe('Classic Abaya');
  });

  it('falls back to English on a Dhivehi page when the Dhivehi text is missing, empty or blank', () => {
    for (const dv of [undefined, null, '', '  \n ']) {
      expect(localized('Classic Abaya', dv, 'dv')).toBe('Classic Abaya');
    }
  });

  it('keeps mixed scripts and bidirectional isolates as the owner typed them', () => {
    const typed = 'ކްލާސިކް \u2066Abaya\u2069 އަބާ\u200dޔާ';
    expect(localized('Classic Abaya', typed, 'dv')).toBe(typed);
  });
});
