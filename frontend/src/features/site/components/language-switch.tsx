// The language switch of the header and the footer: English / ދިވެހި, each
// name in its own language. It leads to the same page in the other language
// (a page of its own, drawn in that language by the server) and remembers
// the choice on the device.
import { useLocation } from 'react-router';

import { localizedPath, type Language } from '@/i18n/languages';
import { rememberLanguage } from '@/i18n/remembered-language';
import { useLanguage } from '@/i18n/use-language';
import { useT } from '@/i18n/use-t';

const NAMES: Record<Language, string> = { en: 'common.languageEnglish', dv: 'common.languageDhivehi' };

type LanguageSwitchProps = {
  className?: string;
};

export function LanguageSwitch({ className = '' }: LanguageSwitchProps) {
  const t = useT();
  const language = useLanguage();
  const { pathname, search, hash } = useLocation();
  const other: Language = language === 'dv' ? 'en' : 'dv';
  return (
    <a
      href={localizedPath(pathname + search + hash, other)}
      lang={other}
      hrefLang={other}
      // Remembered by public/early-input.js when tapped before the app has the page.
      data-language-switch=""
      onClick={() => {
        rememberLanguage(other);
      }}
      className={className}
    >
      {t(NAMES[other])}
    </a>
  );
}
