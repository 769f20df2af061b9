// The first screen drawn on the server (docs/decisions/145). The Go server
// runs this bundle in its own JavaScript engine for the pages that carry their
// data (the home page, /shop without a query, a product), with the same settings and
// answers index.html carries; the browser then takes the markup over
// (main.tsx) instead of drawing it again.
import { QueryStatus } from '@reduxjs/toolkit/query';
import { renderToString } from 'react-dom/server.browser';
import { createMemoryRouter } from 'react-router';

import { App } from '@/app/providers';
import { appRoutes, preloadScreens } from '@/app/routes';
import { type AppStore, makeStore } from '@/app/store';
import { basenameOf } from '@/i18n/languages';
import { installServerIntl } from '@/i18n/server-intl';
import { loadPageLanguage } from '@/i18n/page-language';
import { type ServerState, setServerState } from '@/lib/hydration';

installServerIntl();

type Rendered = { html: string; state: ServerState };

/** What the server knew of this browser from its cookies: whether it is still to see the splash and the first-visit popup. */
type Welcome = { splash: boolean; firstVisit: boolean };

// Reads answered from the page's carried data settle within a few dozen
// microtasks; the others never settle on the server (base-api.ts).
async function settle(): Promise<void> {
  for (let i = 0; i < 500; i += 1) {
    await Promise.resolve();
  }
}

const MAX_PASSES = 4;

function fulfilledReads(store: AppStore): number {
  return Object.values(store.getState().api.queries).filter((query) => query?.status === QueryStatus.fulfilled).length;
}

async function render(url: string, { splash, firstVisit }: Welcome): Promise<Rendered> {
  setServerState({ splash, firstVisit, api: null });
  const store = makeStore();
  // A /dv page is drawn in Dhivehi, with the router's base the browser's takes.
  const { language, messages } = await loadPageLanguage(url.split(/[?#]/)[0] ?? '/');
  const router = createMemoryRouter(appRoutes, { initialEntries: [url], basename: basenameOf(language) });
  await preloadScreens(router.state.matches);
  const app = <App store={store} router={router} drawn language={language} messages={messages} />;
  // Each render starts the reads it finds (some only once an earlier one
  // answered, as a product's category after the product); render again
  // while new answers arrive, a few times at most.
  let answered = -1;
  for (let pass = 0; pass < MAX_PASSES && answered !== fulfilledReads(store); pass += 1) {
    answered = fulfilledReads(store);
    renderToString(app);
    await settle();
  }
  // React writes a preload for a high-priority image ahead of the markup;
  // the page's head already has it, and the root must hold the app alone.
  const html = renderToString(app).replace(/^(<link [^>]*>)+/, '');
  return { html, state: { splash, firstVisit, api: store.getState().api } };
}

declare global {
  var dhoniRender: (url: string, welcome: Welcome, done: (result: string | null, error?: string) => void) => void;
}

globalThis.dhoniRender = (url, welcome, done) => {
  render(url, welcome).then(
    (rendered) => {
      done(JSON.stringify(rendered));
    },
    (error: unknown) => {
      done(null, error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error));
    },
  );
};
