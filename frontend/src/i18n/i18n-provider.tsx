// The language of everything below it: react-intl's provider with the
// language's catalogue. A missing id shows the English text (and is a failed
// build: see catalog.test.ts), never the id.
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';

import { englishMessages, type Messages } from '@/i18n/catalog';
import type { Language } from '@/i18n/languages';
import { withOverrides } from '@/i18n/overrides';

type I18nProviderProps = {
  language?: Language;
  /** The language's catalogue; English when not given. */
  messages?: Messages;
  /** The owner's corrections of the Dhivehi texts (settings.dhivehi.overrides). */
  overrides?: Readonly<Record<string, string>>;
  children: ReactNode;
};

function reportMissing(error: { code: string; message: string }): void {
  // A Dhivehi text not yet written falls back to English on purpose; and
  // numbers and dates in Dhivehi are written as in English, Latin digits
  // (browsers have no Dhivehi number data: that fallback is the intent).
  if (error.code === 'MISSING_TRANSLATION' || error.code === 'MISSING_DATA') {
    return;
  }
  console.error(error.message);
}

export function I18nProvider({ language = 'en', messages, overrides, children }: I18nProviderProps) {
  const catalogue = language === 'en' ? englishMessages : { ...englishMessages, ...withOverrides(messages ?? {}, overrides) };
  return (
    <IntlProvider locale={language} defaultLocale="en" messages={catalogue} onError={reportMissing}>
      {children}
    </IntlProvider>
  );
}
