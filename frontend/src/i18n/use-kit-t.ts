// useKitT: useT for the pieces every part of the app shares (src/ui and the
// like), which also draw alone (in their own tests, in the admin's print
// sheets): under a language's provider they speak its language, without one
// they speak English, the catalogue's own words.
import { useContext, useMemo } from 'react';

import { englishMessages } from '@/i18n/catalog';
import { formatMessage, type Values } from '@/i18n/format-message';
import { I18nContext } from '@/i18n/i18n-context';
import type { Language } from '@/i18n/languages';
import { serverWordsIn, type SayServer } from '@/i18n/server-words';

function englishT(id: string, values?: Values): string {
  return formatMessage(englishMessages, 'en', id, values);
}

export function useKitT(): (id: string, values?: Record<string, string | number | boolean | Date | null | undefined>) => string {
  return useContext(I18nContext)?.t ?? englishT;
}

/** The page's language under a provider, English without one. */
export function useKitLanguage(): Language {
  return useContext(I18nContext)?.language ?? 'en';
}

/** useServerWords for the kit: the server's messages in the page's language, as sent without a provider. */
export function useKitServerWords(): SayServer | undefined {
  const i18n = useContext(I18nContext);
  return useMemo(() => (i18n === null ? undefined : serverWordsIn(i18n.language, i18n.messages)), [i18n]);
}
