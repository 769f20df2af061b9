// renderInDhivehi: renders UI as renderWithProviders does, but in Dhivehi
// (the Dhivehi catalogue loaded, the page right to left), for the tests of
// what a Dhivehi reader sees.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { makeStore } from '@/app/store';
import { loadDhivehi } from '@/i18n/catalog';
import { I18nProvider } from '@/i18n/i18n-provider';
import { CartProvider } from '@/lib/cart/cart-context';

export async function renderInDhivehi(ui: ReactElement, route = '/') {
  const messages = await loadDhivehi();
  const store = makeStore();
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [route] });
  const user = userEvent.setup();
  const result = render(
    <Provider store={store}>
      <I18nProvider language="dv" messages={messages}>
        <CartProvider>
          <div dir="rtl" lang="dv">
            <RouterProvider router={router} />
          </div>
        </CartProvider>
      </I18nProvider>
    </Provider>,
  );
  return { ...result, store, router, user };
}
