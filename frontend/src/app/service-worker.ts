// Registers the service worker (decision 081). A new release is installed in
// the background and takes control at once; the page that is open keeps
// running and moves to the new release with a full load at its next
// navigation, so nothing typed into a form is lost to a reload, and no one is
// left on an old index.html. The worker is looked for again every hour while
// a page stays open. Registered with the browser's own API: workbox-window
// (vite-plugin-pwa's registerSW) added 3 KiB to every first visit for what
// the few lines here do (decision 175).
import type { DataRouter } from 'react-router';

/** The worker vite-plugin-pwa builds (decision 081), for the whole site. */
const WORKER_URL = '/sw.js';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

export function registerServiceWorker(router: Pick<DataRouter, 'subscribe' | 'state'>): void {
  // The standalone demo is built without one (docs/decisions/087).
  if (import.meta.env.VITE_STANDALONE === '1' || !('serviceWorker' in navigator)) {
    return;
  }
  let newRelease = false;
  // A worker taking over a page that already had one is a new release (the
  // first install also takes over, but changes nothing the page runs).
  let controlled = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    newRelease ||= controlled;
    controlled = true;
  });
  let path = router.state.location.pathname + router.state.location.search;
  router.subscribe((state) => {
    const next = state.location.pathname + state.location.search;
    if (newRelease && next !== path && state.navigation.state === 'idle') {
      window.location.assign(next + state.location.hash);
    }
    path = next;
  });
  navigator.serviceWorker.register(WORKER_URL, { scope: '/' }).then(
    (registration) => {
      window.setInterval(() => {
        void registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
    () => {
      // No worker this time (a private window, storage refused): the shop
      // works as a plain site.
    },
  );
}
