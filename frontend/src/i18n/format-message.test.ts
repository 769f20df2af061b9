// The app's formatter writes every text of both catalogues exactly as
// react-intl's intl-messageformat does, plurals, numbers and choices
// included (decision 248).
import {
  isArgumentElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  type MessageFormatElement,
  parse,
} from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { createIntl, createIntlCache } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';

import { formatMessage, writeMessage } from '@/i18n/format-message';

type Texts = Record<string, string>;

const files = import.meta.glob<string>('./messages/*/*.json', { eager: true, query: '?raw', import: 'default' });

function textsOf(language: string): Texts {
  const parts = Object.entries(files)
    .filter(([path]) => path.startsWith(`./messages/${language}/`))
    .map(([, raw]) => JSON.parse(raw) as Texts);
  return Object.assign({}, ...parts) as Texts;
}

type Wanted = { plurals: Set<string>; selects: Map<string, string[]>; tags: Set<string>; plain: Set<string> };

/** The values a text takes, by kind. */
function wantedBy(elements: MessageFormatElement[], wanted: Wanted = { plurals: new Set(), selects: new Map(), tags: new Set(), plain: new Set() }): Wanted {
  for (const element of elements) {
    if (isPluralElement(element)) {
      wanted.plurals.add(element.value);
      Object.values(element.options).forEach((option) => wantedBy(option.value, wanted));
    } else if (isSelectElement(element)) {
      wanted.selects.set(element.value, [...Object.keys(element.options), 'something else']);
      Object.values(element.options).forEach((option) => wantedBy(option.value, wanted));
    } else if (isTagElement(element)) {
      wanted.tags.add(element.value);
      wantedBy(element.children, wanted);
    } else if (isArgumentElement(element) || isNumberElement(element)) {
      wanted.plain.add(element.value);
    }
  }
  return wanted;
}

const NUMBERS = [0, 1, 2, 3, 5, 11, 21, 100, 1000, 1234.5, -1];
const PLAIN = ['Aminath', 0, 7, 12345.678, ''];

/** Several sets of values for a text: each number and each choice at least once. */
function valueSets(wanted: Wanted): Record<string, unknown>[] {
  const rounds = Math.max(NUMBERS.length, PLAIN.length, ...[...wanted.selects.values()].map((keys) => keys.length));
  return Array.from({ length: rounds }, (_, round) => {
    const values: Record<string, unknown> = {};
    for (const name of wanted.plain) values[name] = PLAIN[round % PLAIN.length];
    for (const name of wanted.plurals) values[name] = NUMBERS[round % NUMBERS.length];
    for (const [name, keys] of wanted.selects) values[name] = keys[round % keys.length];
    for (const name of wanted.tags) values[name] = (chunks: string[]) => `<${name}>${chunks.join('')}</${name}>`;
    return values;
  });
}

describe('the app’s message formatter', () => {
  for (const language of ['en', 'dv']) {
    it(`writes every ${language} text as intl-messageformat does`, () => {
      const texts = Object.entries(textsOf(language));
      expect(texts.length).toBeGreaterThan(1000);
      let plurals = 0;
      for (const [id, text] of texts) {
        const tree = parse(text);
        const wanted = wantedBy(tree);
        // Tags (<b>) are the admin's, written by react-intl's FormattedMessage.
        if (wanted.tags.size > 0) continue;
        plurals += wanted.plurals.size;
        for (const values of valueSets(wanted)) {
          expect(writeMessage(tree, language, values), `${id} ${JSON.stringify(values)}`).toBe(
            new IntlMessageFormat(tree, language).format(values),
          );
        }
      }
      expect(plurals).toBeGreaterThan(20);
    });
  }

  it('writes a plural’s number with the language’s grouping, and an exact choice before the rule', () => {
    const tree = parse('{count, plural, =0 {none} one {# item} other {# items}}');
    expect(writeMessage(tree, 'en', { count: 0 })).toBe('none');
    expect(writeMessage(tree, 'en', { count: 1 })).toBe('1 item');
    expect(writeMessage(tree, 'en', { count: 1234 })).toBe('1,234 items');
  });

  it('writes whole numbers and their plural forms as Intl does, without making an Intl formatter', async () => {
    const tree = parse('{count, plural, one {# item} other {# items}}');
    const values = [0, 1, 2, 5, 11, 21, 101, 999, 1000, 1001, 12345, 999999, 1234567, -1, -1234, -0, 2 ** 53 - 1];
    const expected = new Map(
      ['en', 'dv'].map((language) => [language, values.map((count) => new IntlMessageFormat(tree, language).format({ count }))]),
    );
    // A module of its own, with no formatter kept from the tests before.
    vi.resetModules();
    const fresh = await import('./format-message');
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const pluralRules = vi.spyOn(Intl, 'PluralRules');
    for (const language of ['en', 'dv']) {
      expect(values.map((count) => fresh.writeMessage(tree, language, { count }))).toEqual(expected.get(language));
    }
    expect(numberFormat).not.toHaveBeenCalled();
    expect(pluralRules).not.toHaveBeenCalled();
    numberFormat.mockRestore();
    pluralRules.mockRestore();
    // A fraction still goes to Intl, and comes out as intl-messageformat writes it.
    expect(writeMessage(tree, 'en', { count: 1.5 })).toBe(new IntlMessageFormat(tree, 'en').format({ count: 1.5 }));
  });

  it('answers the id, as react-intl does, for a text it does not have or cannot write with what it was given', () => {
    const messages = { 'cart.items': parse('{count, plural, one {# item} other {# items}}') };
    const intl = createIntl({ locale: 'en', messages, onError: () => undefined }, createIntlCache());
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(formatMessage(messages, 'en', 'cart.nothing')).toBe(intl.formatMessage({ id: 'cart.nothing' }));
    expect(formatMessage(messages, 'en', 'cart.items')).toBe(intl.formatMessage({ id: 'cart.items' }));
    expect(formatMessage(messages, 'en', 'cart.items')).toBe('cart.items');
    expect(formatMessage(messages, 'en', 'cart.items', { count: 2 })).toBe(intl.formatMessage({ id: 'cart.items' }, { count: 2 }));
    expect(error).toHaveBeenCalledTimes(2);
  });
});
