// The catalogues' texts written out with their values (decision 248): the
// syntax trees the build made of them (decision 244) formatted exactly as
// react-intl's intl-messageformat formats them, with the browser's own Intl
// for plurals and numbers, but a few hundred bytes instead of react-intl's
// seven thousand in the first load. The screens that still speak through
// react-intl (the checkout, the orders, tailoring, the admin) get it with
// their code (react-intl-bridge.tsx); format-message.test.ts checks that both
// write every text of both catalogues alike.
import type {
  ArgumentElement,
  LiteralElement,
  MessageFormatElement,
  PluralElement,
  SelectElement,
} from '@formatjs/icu-messageformat-parser';

/** A text of the catalogue as the build parsed it. */
export type Message = MessageFormatElement[];

/** The values of a text's arguments ({count}, {name}). */
export type Values = Readonly<Record<string, unknown>>;

// The syntax tree's element types (@formatjs/icu-messageformat-parser's
// TYPE), written out: importing the enum would bring its module.
const LITERAL = 0;
const ARGUMENT = 1;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;

// Intl's formatters are slow to make: the first of a page loads the
// browser's locale data, 30-90 ms of main thread on a cheap phone, on every
// storefront page's first screen. The shop's two languages write a whole
// number alike (Western digits, a comma between groups of three; decision
// 226) and have the same two plural forms (CLDR: "one" for 1, else
// "other"; -1 is "one" too), so those are written here, as lib/money.ts writes amounts;
// anything else asks Intl, one formatter per language (and plural type), as
// react-intl keeps them. format-message.test.ts compares the two.
const thousands = /\B(?=(\d{3})+(?!\d))/g;

function ownLanguage(language: string): boolean {
  return language === 'en' || language === 'dv';
}

/** value as the language writes a number: "1,234". */
function writeNumber(value: number, language: string): string {
  if (ownLanguage(language) && Number.isSafeInteger(value)) {
    const sign = value < 0 || Object.is(value, -0) ? '-' : '';
    return sign + String(Math.abs(value)).replace(thousands, ',');
  }
  return numberFormat(language).format(value);
}

/** The plural form of value: "one" or "other" in the shop's languages. */
function pluralCategory(value: number, language: string, type: Intl.PluralRulesOptions['type']): string {
  if (ownLanguage(language) && type !== 'ordinal' && Number.isInteger(value)) {
    return Math.abs(value) === 1 ? 'one' : 'other';
  }
  return pluralRule(language, type).select(value);
}

const formatters = new Map<string, Intl.NumberFormat | Intl.PluralRules>();

function numberFormat(language: string): Intl.NumberFormat {
  const key = `n ${language}`;
  let format = formatters.get(key) as Intl.NumberFormat | undefined;
  if (format === undefined) {
    format = new Intl.NumberFormat(language);
    formatters.set(key, format);
  }
  return format;
}

function pluralRule(language: string, type: Intl.PluralRulesOptions['type']): Intl.PluralRules {
  const key = `p ${language} ${String(type)}`;
  let rules = formatters.get(key) as Intl.PluralRules | undefined;
  if (rules === undefined) {
    rules = new Intl.PluralRules(language, { type });
    formatters.set(key, rules);
  }
  return rules;
}

/** The option of a plural or select for key, else its `other`; an error when it has neither. */
function choice(element: SelectElement | PluralElement, key: string, rule?: () => string): Message {
  const { options } = element;
  let chosen = Object.hasOwn(options, key) ? options[key] : undefined;
  if (chosen === undefined && rule !== undefined) {
    const category = rule();
    chosen = Object.hasOwn(options, category) ? options[category] : undefined;
  }
  chosen ??= options.other;
  if (chosen === undefined) {
    throw new Error(`no option for ${key}`);
  }
  return chosen.value;
}

/** The value named by an element; a missing one is an error, as in intl-messageformat. */
function valueOf(values: Values | undefined, name: string): unknown {
  if (values === undefined || !(name in values)) {
    throw new Error(`no value ${name}`);
  }
  return values[name];
}

/** What a value writes as an argument: numbers and text as they are, nothing for an empty value. */
function argumentText(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') {
    return String(value);
  }
  // intl-messageformat writes nothing for an empty value and hands anything
  // else (a date, an element) back whole, which a text cannot hold: the
  // catalogues' texts take none.
  return '';
}

function write(elements: Message, language: string, values: Values | undefined, pluralValue?: number): string {
  let text = '';
  for (const element of elements) {
    switch (element.type as number) {
      case LITERAL:
        text += (element as LiteralElement).value;
        break;
      case POUND:
        text += typeof pluralValue === 'number' ? writeNumber(pluralValue, language) : '';
        break;
      case ARGUMENT:
        text += argumentText(valueOf(values, (element as ArgumentElement).value));
        break;
      case SELECT: {
        const select = element as SelectElement;
        // A # in a select writes nothing, even inside a plural: as intl-messageformat.
        text += write(choice(select, String(valueOf(values, select.value))), language, values);
        break;
      }
      case PLURAL: {
        const plural = element as PluralElement;
        const value = valueOf(values, plural.value) as number;
        const offset = plural.offset || 0;
        const chosen = choice(plural, `=${String(value)}`, () => pluralCategory(value - offset, language, plural.pluralType));
        text += write(chosen, language, values, value - offset);
        break;
      }
      default:
        // Numbers, dates and times: the catalogues write none (their values
        // come written; format-message.test.ts would fail on one); tags (<b>)
        // are the admin's, written by react-intl's FormattedMessage.
        throw new Error(`element type ${String(element.type)}`);
    }
  }
  return text;
}

/** message written with its values; throws when they do not fit it (a value missing, a plural without `other`). */
export function writeMessage(message: Message, language: string, values?: Values): string {
  return write(message, language, values);
}

/**
 * The text `id` of `messages` in `language`, with its values: the id itself
 * when the catalogue has no such text or it cannot be written with what was
 * given (react-intl's fallback too), which the test of the catalogues keeps
 * from happening.
 */
export function formatMessage(messages: Readonly<Record<string, Message>>, language: string, id: string, values?: Values): string {
  const message = Object.hasOwn(messages, id) ? messages[id] : undefined;
  if (message === undefined) {
    return id;
  }
  try {
    return write(message, language, values);
  } catch (error) {
    console.error(`Error formatting message: "${id}", using id as fallback.`, error);
    return id;
  }
}
