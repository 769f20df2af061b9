// Registers the service worker (decision 081). A new release is installed in
// the background and takes control at once; the page that is open keeps
// running and moves to the new release with a full load at its next
// navigation, so nothing typed into a form is lost to a reload, and no one is
// left on an old index.html. The worker is looked for again every hour while
// a page stays open.
import type { DataRouter } from 'react-router';
import { registerSW } from 'virtual:pwa-register';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

export function registerServiceWorker(router: Pick<DataRouter, 'subscribe' | 'state'>): void {
  // The standalone demo is built without one (docs/decisions/087).
  if (import.meta.env.VITE_STANDALONE === '1' || !('serviceWorker' in navigator)) {
    return;
  }
  let newRelease = false;
  // A worker taking over a page that already had one is a new release (the
  // first install also takes over, but changes nothing the page runs).
  const hadWorker = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    newRelease ||= hadWorker;
  });
  let path = router.state.location.pathname + router.state.location.search;
  router.subscribe((state) => {
    const next = state.location.pathname + state.location.search;
    if (newRelease && next !== path && state.navigation.state === 'idle') {
      window.location.assign(next + state.location.hash);
    }
    path = next;
  });
  registerSW({
    immediate: true,
    // Not the plugin's immediate reload: whatever the customer typed stays.
    onNeedReload: () => {
      newRelease = true;
    },
    onRegisteredSW: (_url, registration) => {
      if (registration !== undefined) {
        window.setInterval(() => {
          void registration.update().catch(() => undefined);
        }, UPDATE_CHECK_MS);
      }
    },
  });
}
