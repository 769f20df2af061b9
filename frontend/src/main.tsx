// Entry point: the store, the browser router and the first render.
import './index.css';

import { setupListeners } from '@reduxjs/toolkit/query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

import { AppProviders } from '@/app/providers';
import { appRoutes } from '@/app/routes';
import { makeStore } from '@/app/store';

const store = makeStore();
// Lets queries that ask for it refetch when the tab regains focus or the
// connection comes back.
setupListeners(store.dispatch);

const router = createBrowserRouter(appRoutes);

const container = document.getElementById('root');
if (container === null) {
  throw new Error('index.html has no #root element');
}

createRoot(container).render(
  <StrictMode>
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
