// Context every screen needs, shared by the app and the tests.
import { type ComponentProps, type ReactNode, StrictMode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';

import { useSettings } from '@/api/settings';
import type { AppStore } from '@/app/store';
import type { Messages } from '@/i18n/catalog';
import { I18nProvider } from '@/i18n/i18n-provider';
import type { Language } from '@/i18n/languages';
import { overridesWithTwins } from '@/i18n/overrides';
import { CartProvider } from '@/lib/cart/cart-context';
import { Hydration } from '@/lib/hydration';

type PageLanguage = {
  /** The page's language, from its address (/dv/... is Dhivehi); English when not given. */
  language?: Language;
  /** Its catalogue, loaded before the first render (start.tsx, entry-server.tsx). */
  messages?: Messages;
};

type AppProvidersProps = PageLanguage & {
  store: AppStore;
  children: ReactNode;
};

/**
 * Dhivehi with the owner's corrections of its texts (settings, decision 229)
 * and the popup's and the guide's twins (decision 235) laid over the catalogue.
 */
function DhivehiProvider({ messages, children }: { messages?: Messages; children: ReactNode }) {
  const { dhivehi } = useSettings().settings;
  return (
    <I18nProvider language="dv" messages={messages} overrides={overridesWithTwins(dhivehi?.overrides, dhivehi)}>
      {children}
    </I18nProvider>
  );
}

export function AppProviders({ store, language, messages, children }: AppProvidersProps) {
  const content = <CartProvider>{children}</CartProvider>;
  return (
    <Provider store={store}>
      {language === 'dv' ? (
        <DhivehiProvider messages={messages}>{content}</DhivehiProvider>
      ) : (
        <I18nProvider language={language} messages={messages}>
          {content}
        </I18nProvider>
      )}
    </Provider>
  );
}

type AppProps = PageLanguage & {
  store: AppStore;
  router: ComponentProps<typeof RouterProvider>['router'];
  /** The page is the server's drawing, to be taken over (decision 145), or the server drawing it. */
  drawn: boolean;
};

/** The whole app on a router: the browser's (main.tsx) or the server's (entry-server.tsx). */
export function App({ store, router, drawn, language, messages }: AppProps) {
  return (
    <StrictMode>
      <Hydration drawn={drawn}>
        <AppProviders store={store} language={language} messages={messages}>
          <RouterProvider router={router} />
        </AppProviders>
      </Hydration>
    </StrictMode>
  );
}
