import { describe, expect, it } from 'vitest';

import { localized, ownDirection } from '@/lib/localized';

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

describe('ownDirection', () => {
  it('lets a text without Thaana on a Dhivehi page take its own direction', () => {
    for (const text of ['Classic Abaya (Black).', '50% off!', '2024']) {
      expect(ownDirection(text, 'dv')).toBe('auto');
    }
  });

  it('leaves Dhivehi text, mixed or not, in the page direction, and English pages as they were', () => {
    expect(ownDirection('ކްލާސިކް އަބާޔާ', 'dv')).toBeUndefined();
    expect(ownDirection('Nike ބޫޓު', 'dv')).toBeUndefined();
    expect(ownDirection('Classic Abaya (Black).', 'en')).toBeUndefined();
  });
});
