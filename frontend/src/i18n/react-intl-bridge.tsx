// react-intl for the screens that still speak through it (the checkout, the
// orders, tailoring, the admin: FormattedMessage, useIntl), given with their
// code (app/routes.tsx), not in the first load (decision 248): its provider
// with the page's language and catalogue, those of the I18nProvider above.
import { type ComponentType, type ReactNode, useContext } from 'react';
import { IntlProvider } from 'react-intl';

import { I18nContext } from '@/i18n/i18n-context';

function reportMissing(error: { code: string; message: string }): void {
  // A Dhivehi text not yet written falls back to English on purpose; and
  // numbers and dates in Dhivehi are written as in English, Latin digits
  // (browsers have no Dhivehi number data: that fallback is the intent).
  if (error.code === 'MISSING_TRANSLATION' || error.code === 'MISSING_DATA') {
    return;
  }
  console.error(error.message);
}

/** react-intl's provider, speaking as the I18nProvider above it does. */
export function ReactIntlBridge({ children }: { children: ReactNode }) {
  const i18n = useContext(I18nContext);
  if (i18n === null) {
    throw new Error('ReactIntlBridge needs an I18nProvider above it');
  }
  return (
    <IntlProvider locale={i18n.language} defaultLocale="en" messages={i18n.messages} onError={reportMissing}>
      {children}
    </IntlProvider>
  );
}

/** A screen given react-intl's provider. */
export function withReactIntl(Screen: ComponentType): ComponentType {
  function Speaking() {
    return (
      <ReactIntlBridge>
        <Screen />
      </ReactIntlBridge>
    );
  }
  return Speaking;
}
