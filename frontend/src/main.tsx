// Entry point: the store, the browser router and the first render.
import './index.css';
// Before any module that builds a schema.
import '@/app/no-eval';

import { setupListeners } from '@reduxjs/toolkit/query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

import { startLogChannel } from '@/api/log-channel';
import { AppProviders } from '@/app/providers';
import { appRoutes, preloadScreens } from '@/app/routes';
import { makeStore } from '@/app/store';
import { afterLoad } from '@/lib/after-load';

// Before anything logs: the console is mirrored to the server (spec section 4).
startLogChannel();

const store = makeStore();
// Lets queries that ask for it refetch when the tab regains focus or the
// connection comes back.
setupListeners(store.dispatch);

const router = createBrowserRouter(appRoutes);
// The app shell and catalogue stay available without a network (decision
// 081); the worker is registered once the first screen is drawn.
afterLoad(() => {
  void import('@/app/service-worker').then(({ registerServiceWorker }) => {
    registerServiceWorker(router);
  });
});

const container = document.getElementById('root');
if (container === null) {
  throw new Error('index.html has no #root element');
}

// The first render waits for the code of the screen asked for, so it draws
// that screen rather than a loading state that is replaced at once.
void preloadScreens(router.state.matches).then(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
