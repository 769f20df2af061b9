// Context every screen needs, shared by the app and the tests.
import { type ComponentProps, type ReactNode, StrictMode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';

import type { AppStore } from '@/app/store';
import { I18nProvider } from '@/i18n/i18n-provider';
import { CartProvider } from '@/lib/cart/cart-context';
import { Hydration } from '@/lib/hydration';

type AppProvidersProps = {
  store: AppStore;
  children: ReactNode;
};

export function AppProviders({ store, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <I18nProvider>
        <CartProvider>{children}</CartProvider>
      </I18nProvider>
    </Provider>
  );
}

type AppProps = {
  store: AppStore;
  router: ComponentProps<typeof RouterProvider>['router'];
  /** The page is the server's drawing, to be taken over (decision 145), or the server drawing it. */
  drawn: boolean;
};

/** The whole app on a router: the browser's (main.tsx) or the server's (entry-server.tsx). */
export function App({ store, router, drawn }: AppProps) {
  return (
    <StrictMode>
      <Hydration drawn={drawn}>
        <AppProviders store={store}>
          <RouterProvider router={router} />
        </AppProviders>
      </Hydration>
    </StrictMode>
  );
}
