import { parse } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';

import { icuProblem, literalMessage, overridesWithTwins, withOverrides } from '@/i18n/overrides';

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

describe('the popup’s and the guide’s twins', () => {
  it('stand in for the app’s texts as typed, braces and apostrophes included', () => {
    const merged = withOverrides(
      { 'site.firstVisitMessage': parse('ޚިދުމަތް'), 'site.firstVisitAcknowledge': parse('ވިސްނިއްޖެ'), 'common.close': parse('ބަންދުކުރޭ') },
      overridesWithTwins({ 'common.close': 'ނިމުނީ' }, { firstVisitMessage: " {MVR} ގެ <b>އަގު</b> '50' ", firstVisitButtonText: '' }),
    );
    expect(new IntlMessageFormat(merged['site.firstVisitMessage'] ?? [], 'dv').format()).toBe("{MVR} ގެ <b>އަގު</b> '50'");
    expect(merged['site.firstVisitAcknowledge']).toEqual(parse('ވިސްނިއްޖެ'));
    expect(merged['common.close']).toEqual(parse('ނިމުނީ'));
  });

  it('leave the corrections as they are when none is written', () => {
    expect(overridesWithTwins({ 'common.close': 'ނިމުނީ' }, undefined)).toEqual({ 'common.close': 'ނިމުނީ' });
    expect(literalMessage('a {b}')).toBe("a '{'b'}'");
  });
});
