// Context every screen needs, shared by the app and the tests.
import { type ComponentProps, type ReactNode, StrictMode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';

import type { AppStore } from '@/app/store';
import { CartProvider } from '@/lib/cart/cart-context';

type AppProvidersProps = {
  store: AppStore;
  children: ReactNode;
};

export function AppProviders({ store, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <CartProvider>{children}</CartProvider>
    </Provider>
  );
}

/** The whole app on a router: the browser's (main.tsx) or the server's (entry-server.tsx). */
export function App({ store, router }: { store: AppStore; router: ComponentProps<typeof RouterProvider>['router'] }) {
  return (
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
