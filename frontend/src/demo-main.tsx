// The standalone demo's entry (VITE_STANDALONE=1, scripts/build-demo.mjs;
// docs/decisions/084): that build's index.html loads it in place of main.tsx
// (vite.config.ts). It gives the app the demo's backend, every call answered
// in the browser, and the "Demo" label, and starts the app as main.tsx does.
// It is the one module outside src/demo that imports the demo
// (eslint.config.js): src/api and the app only know what they are given.
import { answerInBrowser } from '@/api/standalone';
import { giveStandaloneLabel } from '@/app/standalone-label';
// main.tsx runs first (imports run before this module's body), but its start
// is asynchronous from its first step: what this module gives below is in
// place before the app asks for it.
import './main';

// The demo's code comes with the first call, not with the start.
const demo = () => import('@/demo/standalone-base-query');

answerInBrowser({
  baseQuery: async (args, api, extraOptions) => (await demo()).standaloneBaseQuery(args, api, extraOptions),
  upload: async (file, purpose) => (await demo()).standaloneUpload(file, purpose),
});
giveStandaloneLabel(() => import('@/demo/demo-label'));
