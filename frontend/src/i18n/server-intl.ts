// The few parts of Intl the message catalogues use, for the server's
// JavaScript engine, which has none (decision 145): numbers with Latin
// digits and English grouping, and the plural categories of English and
// Dhivehi (one for 1, other for the rest). The browser uses its own Intl;
// for these messages both write the same text, so the page the server draws
// is the page the app takes over.
type Options = { maximumFractionDigits?: number; useGrouping?: boolean };

function locales(value: unknown): string[] {
  return value === undefined ? [] : ([] as unknown[]).concat(value).map(String);
}

class NumberFormat {
  static supportedLocalesOf = locales;
  private readonly options: Options;
  constructor(_locale?: unknown, options: Options = {}) {
    this.options = options;
  }
  format(value: number): string {
    const digits = this.options.maximumFractionDigits ?? 3;
    const [whole = '0', fraction] = String(Math.abs(Number((value).toFixed(digits)))).split('.');
    const grouped = this.options.useGrouping === false ? whole : whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    return `${value < 0 ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
  }
  formatToParts(value: number) {
    return [{ type: 'literal', value: this.format(value) }];
  }
  resolvedOptions() {
    return { locale: 'en', numberingSystem: 'latn' };
  }
}

class PluralRules {
  static supportedLocalesOf = locales;
  select(value: number): string {
    return value === 1 ? 'one' : 'other';
  }
  resolvedOptions() {
    return { locale: 'en', pluralCategories: ['one', 'other'] };
  }
}

class DateTimeFormat {
  static supportedLocalesOf = locales;
  format(value: Date | number): string {
    return new Date(value).toISOString().slice(0, 10);
  }
  formatToParts(value: Date | number) {
    return [{ type: 'literal', value: this.format(value) }];
  }
  resolvedOptions() {
    return { locale: 'en', timeZone: 'UTC' };
  }
}

/** Gives the engine these parts of Intl when it has none. */
export function installServerIntl(): void {
  const global = globalThis as { Intl?: unknown };
  if (global.Intl !== undefined) {
    return;
  }
  global.Intl = { NumberFormat, PluralRules, DateTimeFormat, getCanonicalLocales: locales };
}
