// The English catalogue outside React: for the rules and texts that the
// tests and the admin read in English (a zod schema built with a `t`, a
// message exported for a test), so the English text is written only once,
// in messages/en. Screens use useT, which follows the page's language.
import { englishMessages } from '@/i18n/catalog';
import { formatMessage } from '@/i18n/format-message';

/** A text of the catalogue by id, with ICU values. */
export type Translate = (id: string, values?: Record<string, string | number>) => string;

/** A text of the English catalogue. */
export const englishT: Translate = (id, values) => formatMessage(englishMessages, 'en', id, values);
