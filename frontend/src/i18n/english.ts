// The English catalogue outside React: for the rules and texts that the
// tests and the admin read in English (a zod schema built with a `t`, a
// message exported for a test), so the English text is written only once,
// in messages/en. Screens use useT, which follows the page's language.
import { createIntl, createIntlCache } from 'react-intl';

import { englishMessages } from '@/i18n/catalog';

/** A text of the catalogue by id, with ICU values. */
export type Translate = (id: string, values?: Record<string, string | number>) => string;

const intl = createIntl({ locale: 'en', messages: englishMessages }, createIntlCache());

/** A text of the English catalogue. */
export const englishT: Translate = (id, values) => intl.formatMessage({ id }, values);
