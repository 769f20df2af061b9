// Context every screen needs, shared by the app and the tests.
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';

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
