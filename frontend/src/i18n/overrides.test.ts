import { describe, expect, it } from 'vitest';

import { parse } from '@formatjs/icu-messageformat-parser';

import { icuProblem, withOverrides } from '@/i18n/overrides';

const catalogue = { 'common.close': parse('ބަންދުކުރޭ'), 'common.items': parse('{count, plural, other {# ތަކެތި}}') };

describe('withOverrides', () => {
  it('puts the owner’s correction in place of the catalogue’s text', () => {
    const merged = withOverrides(catalogue, { 'common.close': 'ނިމުނީ' });
    expect(merged).toEqual({ 'common.close': parse('ނިމުނީ'), 'common.items': catalogue['common.items'] });
    expect(catalogue['common.close']).toEqual(parse('ބަންދުކުރޭ'));
  });

  it('leaves out corrections of ids the catalogue does not have, empty ones and ones that do not parse', () => {
    const merged = withOverrides(catalogue, {
      'common.nothing': 'ހުސް',
      'common.close': '  ',
      'common.items': '{count, plural, other {# ތަކެތި}',
    });
    expect(merged).toEqual(catalogue);
  });

  it('returns the catalogue as it is without corrections', () => {
    expect(withOverrides(catalogue, undefined)).toBe(catalogue);
  });
});

describe('icuProblem', () => {
  it('accepts plain text and plurals, and names what is wrong with a broken message', () => {
    expect(icuProblem('ބަންދުކުރޭ')).toBeNull();
    expect(icuProblem('{count, plural, one {# ތަކެތި} other {# ތަކެތި}}')).toBeNull();
    expect(icuProblem('{count, plural, other {# ތަކެތި}')).not.toBeNull();
  });
});
