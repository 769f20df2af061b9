// The catalogue check: both languages hold the same ids, every id lives in
// the file of its area, and every message is valid ICU that formats.
import {
  isArgumentElement,
  isDateElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  isTimeElement,
  type MessageFormatElement,
  parse,
} from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';


type Texts = Record<string, string>;

/** The files as written: an import of them gets them parsed (decision 244). */
function written(files: Record<string, string>): Record<string, Texts> {
  return Object.fromEntries(Object.entries(files).map(([path, raw]) => [path, JSON.parse(raw) as Texts]));
}

const english = written(import.meta.glob<string>('./messages/en/*.json', { eager: true, query: '?raw', import: 'default' }));
const dhivehi = written(import.meta.glob<string>('./messages/dv/*.json', { eager: true, query: '?raw', import: 'default' }));

function areaOf(path: string): string {
  return path.replace(/^.*\//, '').replace(/\.json$/, '');
}

function idsByArea(files: Record<string, Texts>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(files).map(([path, messages]) => [areaOf(path), Object.keys(messages).sort()]));
}

/** The values and tags a message takes: "{count, plural, …}" takes count, "<sr>…</sr>" sr. */
function valuesOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (isArgumentElement(element) || isNumberElement(element) || isDateElement(element) || isTimeElement(element)) {
      into.add(element.value);
    } else if (isPluralElement(element) || isSelectElement(element)) {
      into.add(element.value);
      for (const option of Object.values(element.options)) {
        valuesOf(option.value, into);
      }
    } else if (isTagElement(element)) {
      into.add(`<${element.value}>`);
      valuesOf(element.children, into);
    }
  }
  return into;
}

describe('the message catalogues', () => {
  it('have the same areas and the same ids in English and Dhivehi', () => {
    expect(idsByArea(dhivehi)).toEqual(idsByArea(english));
  });

  it('keep each id in the file of its area', () => {
    for (const files of [english, dhivehi]) {
      for (const [path, messages] of Object.entries(files)) {
        const area = areaOf(path);
        const strays = Object.keys(messages).filter((id) => !id.startsWith(`${area}.`));
        expect(strays, path).toEqual([]);
      }
    }
  });

  // A Dhivehi text may leave a value out (a count Dhivehi needs no plural
  // for), never ask for one the English is not given: it would not format,
  // and the page would fall back to another text.
  it('ask in Dhivehi only for the values and tags the English text takes', () => {
    for (const [path, messages] of Object.entries(dhivehi)) {
      const englishTexts = english[path.replace('/dv/', '/en/')] ?? {};
      for (const [id, text] of Object.entries(messages)) {
        const taken = valuesOf(parse(englishTexts[id] ?? ''));
        expect([...valuesOf(parse(text))].filter((name) => !taken.has(name)), id).toEqual([]);
      }
    }
  });

  it('hold no empty text and only messages that parse', () => {
    for (const [language, files] of [
      ['en', english],
      ['dv', dhivehi],
    ] as const) {
      for (const messages of Object.values(files)) {
        for (const [id, text] of Object.entries(messages)) {
          expect(text.trim(), `${language} ${id}`).not.toBe('');
          expect(() => new IntlMessageFormat(parse(text), language), `${language} ${id}`).not.toThrow();
        }
      }
    }
  });
});

describe('the English catalogue in two parts (decision 242)', () => {
  it('holds every English text in the first load or in the later screens\' file, never both', async () => {
    const { englishMessages } = await import('@/i18n/catalog');
    const { laterEnglish } = await import('@/i18n/later-english');
    const areas = Object.entries(english).filter(([path]) => areaOf(path) !== 'server');
    const all = Object.assign({}, ...areas.map(([, messages]) => messages)) as Texts;
    const later = Object.keys(laterEnglish);
    // The test set-up has added the later ones: the first load is the rest.
    const first = Object.keys(englishMessages).filter((id) => !(id in laterEnglish));
    expect([...first, ...later].sort()).toEqual(Object.keys(all).sort());
    expect(first.filter((id) => id.startsWith('admin') || id.startsWith('checkout.'))).toEqual([]);
    expect(later.filter((id) => id.startsWith('site.') || id.startsWith('common.'))).toEqual([]);
  });
});

describe('the catalogues as the app gets them (decision 244)', () => {
  it('are parsed by the build, each text the syntax tree of what is written', async () => {
    const { englishMessages } = await import('@/i18n/catalog');
    const site = Object.entries(english).find(([path]) => areaOf(path) === 'site')?.[1] ?? {};
    expect(Object.keys(site).length).toBeGreaterThan(0);
    for (const [id, text] of Object.entries(site)) {
      expect(englishMessages[id], id).toEqual(parse(text));
    }
  });
});
