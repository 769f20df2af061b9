// The page's language and catalogue, as the I18nProvider gives them to the
// hooks (useT, useLanguage, useKitT …): the app's own context, not
// react-intl's (decision 248).
import { createContext } from 'react';

import type { Messages } from '@/i18n/catalog';
import type { Values } from '@/i18n/format-message';
import type { Language } from '@/i18n/languages';

export type I18n = {
  language: Language;
  /** The language's catalogue, English beneath it, the owner's corrections over it. */
  messages: Messages;
  /** A text of that catalogue, with its values. */
  t: (id: string, values?: Values) => string;
};

/** null outside an I18nProvider. */
export const I18nContext = createContext<I18n | null>(null);
