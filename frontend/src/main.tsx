// Entry point: the store, the browser router and the first render.
import './index.css';
// Before any module that builds a schema.
import '@/app/no-eval';

import { setupListeners } from '@reduxjs/toolkit/query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';

import { serverReadsArrived } from '@/api/base-api';
import { startLogChannel } from '@/api/log-channel';
import { App } from '@/app/providers';
import { appRoutes, preloadScreens } from '@/app/routes';
import { makeStore } from '@/app/store';
import { afterLoad } from '@/lib/after-load';
import { serverState } from '@/lib/hydration';

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

// A page the server drew (decision 145) comes with what its render read: the
// store starts from it, so the app's first render draws the very markup the
// page holds and takes it over.
const drawn = container.firstElementChild === null ? null : serverState();
if (drawn !== null) {
  store.dispatch(serverReadsArrived({ api: drawn.api }));
}

// The first render waits for the code of the screen asked for, so it draws
// that screen rather than a loading state that is replaced at once.
void preloadScreens(router.state.matches).then(() => {
  const app = <App store={store} router={router} drawn={drawn !== null} />;
  if (drawn !== null) {
    // As a transition, React takes the page over in short slices: the page
    // already shows and stays responsive meanwhile.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
});
