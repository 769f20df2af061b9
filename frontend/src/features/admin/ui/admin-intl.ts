// The admin's texts outside components: helpers (labels, summaries, error
// messages) take a Translate, the `t` of useT, and read English when none is
// given (the helpers' own tests, and callers that build texts for the log).
import { createIntl, createIntlCache } from 'react-intl';

import { englishMessages } from '@/i18n/catalog';
import { directionOf, parseLanguage } from '@/i18n/languages';

export type Translate = (id: string, values?: Record<string, string | number | boolean | Date | null | undefined>) => string;

const english = createIntl({ locale: 'en', messages: englishMessages }, createIntlCache());

/** The English texts of the catalogue. */
export const englishT: Translate = (id, values) => english.formatMessage({ id }, values);

/** The writing direction of the language react-intl was given ("dv" is right to left). */
export function directionOfLocale(locale: string): 'ltr' | 'rtl' {
  return directionOf(parseLanguage(locale));
}
