// The app's start, loaded by main.tsx once the framework is evaluated: the
// store, the browser router and the first render.
import { setupListeners } from '@reduxjs/toolkit/query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { serverReadsArrived } from '@/api/base-api';
import { readEmbeddedSettings, settingsApi } from '@/api/settings';
import { createBrowserRouter } from '@/app/browser-router';
import { App } from '@/app/providers';
import { appRoutes, preloadScreens } from '@/app/routes';
import { makeStore } from '@/app/store';
import { basenameOf } from '@/i18n/languages';
import { applyPageLanguage, loadPageLanguage } from '@/i18n/page-language';
import { afterLoad } from '@/lib/after-load';
import { serverState } from '@/lib/hydration';
import { nextTask } from '@/lib/next-task';

export async function startApp(): Promise<void> {
  const container = document.getElementById('root');
  if (container === null) {
    throw new Error('index.html has no #root element');
  }

  const store = makeStore();
  // Lets queries that ask for it refetch when the tab regains focus or the
  // connection comes back.
  setupListeners(store.dispatch);

  // Each step its own task (decision 146).
  await nextTask();
  // A page the server drew (decision 145) comes with what its render read: the
  // store starts from it, so the app's first render draws the very markup the
  // page holds and takes it over.
  const drawn = container.firstElementChild === null ? null : serverState();
  if (drawn !== null) {
    store.dispatch(serverReadsArrived({ api: drawn.api }));
    startSettingsRead(store);
  }

  // The page's language is its address's (/dv/... is Dhivehi): its catalogue
  // and font arrive before the first render, so nothing shows in English
  // first. Every link of a Dhivehi page stays below /dv: the router's base.
  const { language, messages } = await loadPageLanguage(window.location.pathname);
  await applyPageLanguage(language);

  await nextTask();
  // On a drawn page the router is told the page came from the server, so it
  // leaves the scroll where the customer took it instead of putting it back
  // to the top when it takes the page over (decision 190).
  const router = createBrowserRouter(appRoutes, {
    basename: basenameOf(language),
    ...(drawn === null ? {} : { hydrationData: {} }),
  });
  // The app shell and catalogue stay available without a network (decision
  // 081); the worker is registered once the first screen is drawn. Its few
  // lines came with the start to save a request (decision 182); they are
  // fetched then instead, which keeps them out of the first load (decision
  // 248).
  afterLoad(() => {
    void import('@/app/service-worker').then((module) => {
      module.registerServiceWorker(router);
    });
  });

  // The first render waits for the code of the screen asked for, so it draws
  // that screen rather than a loading state that is replaced at once.
  await nextTask();
  await preloadScreens(router.state.matches);
  const app = <App store={store} router={router} drawn={drawn !== null} language={language} messages={messages} />;
  if (drawn !== null) {
    // As a transition, React takes the page over in short slices: the page
    // already shows and stays responsive meanwhile. The task before it ends
    // first, so the take-over does not lengthen it.
    await nextTask();
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}

/**
 * The settings are read from the server at every start (decision 060). On a
 * drawn page the store first holds those the page carried, which the page was
 * drawn with, and the read starts at once: when the answer is the same, RTK
 * Query keeps the very same object, and nothing is drawn again. Before, the
 * read started from the layout's effect once the page was taken over, and its
 * start and its answer each redrew the layout in one long task (decision 146).
 * The read is answered from the settings the page carried, the server's
 * answer to this very request, without a round trip (decision 175); it keeps
 * the browser's copy for offline use up to date, as a read from the network.
 */
function startSettingsRead(store: ReturnType<typeof makeStore>): void {
  const carried = readEmbeddedSettings();
  if (carried === null) {
    return;
  }
  void store.dispatch(settingsApi.util.upsertQueryData('getSettings', undefined, carried)).then(() => {
    void store.dispatch(settingsApi.endpoints.getSettings.initiate(undefined, { forceRefetch: true, subscribe: false }));
  });
}
