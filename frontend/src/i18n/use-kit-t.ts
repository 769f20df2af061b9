// useKitT: useT for the pieces every part of the app shares (src/ui and the
// like), which also draw alone (in their own tests, in the admin's print
// sheets): under a language's provider they speak its language, without one
// they speak English, the catalogue's own words.
import { useContext, useMemo } from 'react';
import { createIntl, createIntlCache, IntlContext, type IntlShape } from 'react-intl';

import { englishMessages, type Messages } from '@/i18n/catalog';
import { parseLanguage, type Language } from '@/i18n/languages';
import { serverWordsIn, type SayServer } from '@/i18n/server-words';

type Values = Record<string, string | number | boolean | Date | null | undefined>;

let english: IntlShape | null = null;

function englishIntl(): IntlShape {
  english ??= createIntl({ locale: 'en', defaultLocale: 'en', messages: englishMessages }, createIntlCache());
  return english;
}

/** The provider's intl, or null where there is none (react-intl's types say there always is). */
function useProvidedIntl(): IntlShape | null {
  // Outside a provider the context holds undefined, whatever its type says.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
  return useContext(IntlContext) ?? null;
}

export function useKitT(): (id: string, values?: Values) => string {
  const intl = useProvidedIntl() ?? englishIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}

/** The page's language under a provider, English without one. */
export function useKitLanguage(): Language {
  return parseLanguage(useProvidedIntl()?.locale);
}

/** useServerWords for the kit: the server's messages in the page's language, as sent without a provider. */
export function useKitServerWords(): SayServer | undefined {
  const intl = useProvidedIntl();
  return useMemo(() => (intl === null ? undefined : serverWordsIn(parseLanguage(intl.locale), intl.messages as Messages)), [intl]);
}
