// The language of everything below it: the language's catalogue, formatted
// by the app's own formatter (decision 248). A missing id shows the English
// text (and is a failed build: see catalog.test.ts), never the id.
import { type ComponentType, type ReactNode, useMemo } from 'react';

import { englishMessages, type Messages } from '@/i18n/catalog';
import { formatMessage } from '@/i18n/format-message';
import { type I18n, I18nContext } from '@/i18n/i18n-context';
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

let everywhere: ComponentType<{ children: ReactNode }> | null = null;

/**
 * The unit tests draw the screens that speak through react-intl (the
 * checkout's, the admin's …) straight away, not through their routes, which
 * give them its provider (react-intl-bridge.tsx): test/setup.ts has every
 * I18nProvider give it.
 */
export function provideEverywhere(bridge: ComponentType<{ children: ReactNode }>): void {
  everywhere = bridge;
}

export function I18nProvider({ language = 'en', messages, overrides, children }: I18nProviderProps) {
  const i18n = useMemo<I18n>(() => {
    const catalogue = language === 'en' ? englishMessages : { ...englishMessages, ...withOverrides(messages ?? {}, overrides) };
    return { language, messages: catalogue, t: (id, values) => formatMessage(catalogue, language, id, values) };
  }, [language, messages, overrides]);
  const Bridge = everywhere;
  return <I18nContext.Provider value={i18n}>{Bridge === null ? children : <Bridge>{children}</Bridge>}</I18nContext.Provider>;
}
