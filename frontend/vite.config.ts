// Vite builds the SPA straight into the folder the Go binary embeds
// (backend/internal/storefront/spa); the dev and preview servers proxy the API.
import { readdirSync, readFileSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib } from 'node:zlib';

import { parse as parseMessage } from '@formatjs/icu-messageformat-parser';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig, type Plugin } from 'vitest/config';

// DHONI_API_URL points the dev/preview proxy at another server; DHONI_WEB_OUT_DIR
// builds somewhere else than the embed folder (for side-by-side work).
const backendUrl = process.env.DHONI_API_URL ?? 'http://127.0.0.1:8080';
const outDir = process.env.DHONI_WEB_OUT_DIR
  ? resolve(process.env.DHONI_WEB_OUT_DIR)
  : fileURLToPath(new URL('../backend/internal/storefront/spa/dist', import.meta.url));
const previewPort = Number(process.env.DHONI_PREVIEW_PORT ?? 4173);
// VITE_STANDALONE=1 builds the standalone demo (scripts/build-demo.mjs).
const standalone = process.env.VITE_STANDALONE === '1';

// changeOrigin stays off: the server refuses a POST whose Origin differs from
// its Host (cross-site check), and the browser's Origin is this dev server's.
const proxy = {
  '/api': { target: backendUrl, changeOrigin: false },
  '/media': { target: backendUrl, changeOrigin: false },
  '/metrics': { target: backendUrl, changeOrigin: false },
  '/socket.io': { target: backendUrl, ws: true, changeOrigin: false },
};

// The message catalogues arrive parsed (decision 244): each ICU text of
// src/i18n/messages is turned into react-intl's syntax tree when it is
// built, so the pages carry no message parser and parse nothing at run
// time. intl-messageformat and @formatjs/intl get the parser's types and
// guards without the parser; the app's own import of it (the owner's
// corrections, loaded with a Dhivehi page or the admin) is the whole parser.
const messageFile = /[\\/]src[\\/]i18n[\\/]messages[\\/][a-z]+[\\/][A-Za-z]+\.json$/;
function precompiledMessages(): Plugin {
  return {
    name: 'dhoni:precompiled-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!messageFile.test(id)) {
        return null;
      }
      const texts = JSON.parse(code) as Record<string, string>;
      const trees = Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, parseMessage(text)]));
      return { code: JSON.stringify(trees), map: null };
    },
    async resolveId(source, importer, options) {
      if (source !== '@formatjs/icu-messageformat-parser' || importer === undefined || !/[\\/]node_modules[\\/]/.test(importer)) {
        return null;
      }
      return this.resolve('@formatjs/icu-messageformat-parser/no-parser.js', importer, { ...options, skipSelf: true });
    },
  };
}

// `file.json?keys=a,b`: the JSON file with those keys alone, a module of its
// own. The first load's stand-in settings take three small parts of the
// shared defaults file without the country's geography, which the admin's
// import of the whole file would otherwise keep beside them (decision 248).
function jsonKeys(): Plugin {
  return {
    name: 'dhoni:json-keys',
    enforce: 'pre',
    load(id) {
      const [file = '', query = ''] = id.split('?');
      const keys = new URLSearchParams(query).get('keys');
      if (!file.endsWith('.json') || keys === null) {
        return null;
      }
      const whole = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      return `export default ${JSON.stringify(Object.fromEntries(keys.split(',').map((key) => [key, whole[key]])))};`;
    },
  };
}

// emptyOutDir wipes the folder, but git tracks it through a .gitkeep (the Go
// embed directive needs the folder to exist in a fresh clone): put it back.
function keepGitkeep(dir = outDir): Plugin {
  return {
    name: 'dhoni:keep-gitkeep',
    apply: 'build',
    closeBundle() {
      writeFileSync(join(dir, '.gitkeep'), '');
    },
  };
}

// Every text file of the build gets a brotli copy at the best level beside it
// (name.br), which the server sends to a browser that takes brotli: some 15 %
// fewer bytes than its gzip (decision 182). Made here once, as the best level
// is too slow for the server's start-up. index.html is left out: the server
// serves it changed.
const BROTLI_TYPES = /\.(js|css|svg|webmanifest|json|txt|xml)$/;
function brotliCopies(dir = outDir): Plugin {
  return {
    name: 'dhoni:brotli-copies',
    apply: 'build',
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const walk = (at: string): string[] =>
          readdirSync(at, { withFileTypes: true }).flatMap((entry) =>
            entry.isDirectory() ? walk(join(at, entry.name)) : [join(at, entry.name)],
          );
        for (const file of walk(dir)) {
          if (!BROTLI_TYPES.test(file) || statSync(file).size <= 512) continue;
          const body = readFileSync(file);
          const compressed = brotliCompressSync(body, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
              [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
              [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          });
          if (compressed.length < body.length) writeFileSync(`${file}.br`, compressed);
        }
      },
    },
  };
}

// The service worker (decision 081), generated by Workbox: the app
// shell is precached; pages are network-first (index.html carries the live
// settings and must never be a stale copy while online) with the shell as the
// offline fallback; catalogue reads are network-first; images cache-first.
// Admin calls, orders, uploads and the health check never touch its caches.
// The standalone demo has none (docs/decisions/087).
const pwa = VitePWA({
  disable: standalone,
  registerType: 'autoUpdate',
  injectRegister: false,
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
  manifest: {
    id: '/',
    name: 'Dhoni',
    short_name: 'Dhoni',
    description: 'Modest clothing and home appliances, delivered across the Maldives. Prices in MVR.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0f5e6b',
    background_color: '#fdfaf5',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
    // The Thaana font is for the Dhivehi pages alone (decision 225): an
    // English visitor's worker never fetches it; a Dhivehi page keeps it
    // once it has used it (below).
    globIgnores: ['**/noto-sans-thaana-*', '**/thaana-font-*'],
    // Navigations are handled below, network-first; no cache-first shell.
    navigateFallback: null,
    // Nor may "/" be answered from the precache (as "/index.html" would be).
    directoryIndex: null,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' && !/^\/(api|media|socket\.io|metrics)(\/|$)/.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'dhoni-pages',
          networkTimeoutSeconds: 10,
          expiration: { maxEntries: 50 },
          cacheableResponse: { statuses: [200] },
          precacheFallback: { fallbackURL: 'index.html' },
        },
      },
      {
        // What a customer reads; never what the admin screens ask for.
        urlPattern: ({ request, url, sameOrigin }) =>
          sameOrigin &&
          /^\/api\/(products|categories|atolls)(\/|$)/.test(url.pathname) &&
          !(request.referrer !== '' && new URL(request.referrer).pathname.startsWith('/admin')),
        method: 'GET',
        handler: 'NetworkFirst',
        options: {
          cacheName: 'dhoni-catalogue',
          networkTimeoutSeconds: 10,
          expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/assets\/(noto-sans-thaana-|thaana-font-)/.test(url.pathname),
        method: 'GET',
        handler: 'CacheFirst',
        options: {
          cacheName: 'dhoni-thaana-font',
          expiration: { maxEntries: 8 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/(media|images)\//.test(url.pathname),
        method: 'GET',
        handler: 'CacheFirst',
        options: {
          cacheName: 'dhoni-images',
          expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
});

// main.tsx imports the app's start (src/app/start.tsx) dynamically, so that
// its parts are evaluated in separate tasks; index.html still lists every
// file of that start as a module preload, so they are all fetched at once
// (and the server moves them with the entry on a drawn page, decision 149).
function preloadStart(): Plugin {
  const start = fileURLToPath(new URL('./src/app/start.tsx', import.meta.url));
  return {
    name: 'dhoni:preload-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (bundle === undefined) {
          return html;
        }
        const chunks = new Map(
          Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item] as const] : [])),
        );
        const first = [...chunks.values()].find((chunk) => chunk.facadeModuleId === start);
        if (first === undefined) {
          throw new Error('dhoni:preload-start: no chunk for src/app/start.tsx');
        }
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
        };
        visit(first.fileName);
        const links = [...files]
          .filter((fileName) => !html.includes(`/${fileName}"`))
          .map((fileName) => `<link rel="modulepreload" crossorigin href="/${fileName}">`)
          .join('\n    ');
        return html.replace(/(<link rel="stylesheet")/, `${links}\n    $1`);
      },
    },
  };
}

// The standalone demo (VITE_STANDALONE=1, scripts/build-demo.mjs) starts from
// its own entry, which gives the app the demo's backend (src/demo-main.tsx):
// its index.html loads that in place of main.tsx.
function standaloneEntry(): Plugin {
  return {
    name: 'dhoni:standalone-entry',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes('src="/src/main.tsx"')) {
          throw new Error('dhoni:standalone-entry: index.html does not load /src/main.tsx');
        }
        return html.replace('src="/src/main.tsx"', 'src="/src/demo-main.tsx"');
      },
    },
  };
}

// Recharts builds its own little store with Redux Toolkit's listener
// middleware and batching, which the app's store never uses: sharing one
// copy of the toolkit kept them in the first load. The chart gets the
// toolkit's other build, a copy of its own in the chart's chunk (decision 248).
const CHART_TOOLKIT = 'redux-toolkit.browser.mjs';
function chartsOwnToolkit(): Plugin {
  return {
    name: 'dhoni:charts-own-toolkit',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== '@reduxjs/toolkit' || importer === undefined || !/[\\/]node_modules[\\/]recharts[\\/]/.test(importer)) {
        return null;
      }
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved === null ? null : { ...resolved, id: resolved.id.replace(/redux-toolkit\.modern\.mjs$/, CHART_TOOLKIT) };
    },
  };
}

// The store's libraries, for its chunk. Recharts (the admin's dashboard
// chart) has its own copy of reselect and use-sync-external-store's shim for
// the React of before 18: a pattern of package names alone put both in the
// first load, for a chart it never draws (decision 248). Only the reselect
// Redux Toolkit resolves to is the store's, and React 19 needs no shim.
const reduxLibraries = /[\\/]node_modules[\\/](react-redux|use-sync-external-store|@reduxjs[\\/]toolkit|redux|redux-thunk|reselect|immer)[\\/]|[\\/]src[\\/](app[\\/]store|lib[\\/]json-shape)\.ts$/;
const toolkitReselect = realpathSync(join(realpathSync(fileURLToPath(new URL('./node_modules/@reduxjs/toolkit', import.meta.url))), '..', '..', 'reselect'));
function isStoreLibrary(id: string): boolean {
  if (/[\\/]node_modules[\\/]reselect[\\/]/.test(id) && !id.startsWith(toolkitReselect)) {
    return false;
  }
  if (id.endsWith(CHART_TOOLKIT)) {
    return false;
  }
  return reduxLibraries.test(id) && !/[\\/]use-sync-external-store[\\/](shim[\\/]|cjs[\\/]use-sync-external-store-shim)/.test(id);
}

// The first load's files by their chunks' names (the groups below, the
// app's start and its stylesheet), which index.html lists itself.
const FIRST_LOAD_FILE = /^assets\/(react|redux|router|shared|routes|start|index|rolldown-runtime)-[\w-]{8}\.(js|css)$/;

// react-router's package exports name its development build for every
// condition; the production build is the same code without the warnings
// meant for developers. Both entries are pointed there, never one alone (two
// copies of the router would not share their context).
const routerBuild = fileURLToPath(new URL('./node_modules/react-router/dist/production/', import.meta.url));
const productionRouter = [
  { find: /^react-router$/, replacement: join(routerBuild, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(routerBuild, 'dom-export.mjs') },
];

// The server's render of the first screen (src/entry-server.tsx, decision
// 144): one self-contained script, no imports, that the Go server runs in its
// own JavaScript engine. Its syntax is lowered to what that engine runs.
// The engine has no module loader: what is left of import() (react-router's
// route modules, never used here) is pointed at one that always fails.
function noDynamicImport(): Plugin {
  return {
    name: 'dhoni:no-dynamic-import',
    apply: 'build',
    renderChunk(code) {
      return code.replace(/\bimport\(/g, 'dhoniImport(');
    },
  };
}

const ssrOutDir = fileURLToPath(new URL('../backend/internal/storefront/ssr/dist', import.meta.url));
const ssrBuild = {
  outDir: ssrOutDir,
  emptyOutDir: true,
  copyPublicDir: false,
  target: 'es2017',
  minify: true,
  rolldownOptions: {
    input: fileURLToPath(new URL('./src/entry-server.tsx', import.meta.url)),
    output: { format: 'iife' as const, entryFileNames: 'render.js', codeSplitting: false },
  },
};

export default defineConfig(({ command, mode, isSsrBuild }) => ({
  plugins: isSsrBuild ? [precompiledMessages(), jsonKeys(), react(), noDynamicImport(), keepGitkeep(ssrOutDir)] : [precompiledMessages(), jsonKeys(), chartsOwnToolkit(), react(), tailwindcss(), ...(standalone ? [standaloneEntry()] : []), keepGitkeep(), preloadStart(), pwa, brotliCopies()],
  ssr: { noExternal: true, target: 'webworker' },
  resolve: {
    alias: [
      { find: '@', replacement: resolve(fileURLToPath(new URL('./src', import.meta.url))) },
      ...(command === 'build' && mode === 'production' ? productionRouter : []),
    ],
  },
  build: isSsrBuild ? ssrBuild : {
    outDir,
    emptyOutDir: true,
    // What a lazy chunk needs is fetched with it; the first load's files are
    // always there before any lazy chunk is asked for, so their names are
    // left out of those lists, a few hundred bytes of the first load.
    modulePreload: { resolveDependencies: (_file: string, deps: string[]) => deps.filter((dep) => !FIRST_LOAD_FILE.test(dep)) },
    // Hashed files land in assets/ (Vite's default), which the server caches forever.
    assetsDir: 'assets',
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [
            // The framework every screen needs changes far less often than
            // the app: its own chunks stay cached across deploys. Listed by
            // name, so libraries used by one lazy screen stay in its chunk.
            // Three chunks, not one, so that the start evaluates each in its
            // own task (main.tsx, decision 146).
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            },
            {
              name: 'router',
              // With the app's one-line entry to it (src/app/browser-router.ts):
              // a request less.
              test: /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]|[\\/]src[\\/]app[\\/]browser-router\.ts$/,
            },
            {
              name: 'redux',
              // With the app's store and the API it is made of (src/app/store.ts,
              // what it imports), and what every answer is checked with
              // (json-shape): four requests less (decision 182).
              test: isStoreLibrary,
            },
            {
              // Small pieces the first load shares with the screens (icons,
              // money, the languages, the page's head, the English texts of
              // the first pages and the hooks and formatter that speak them):
              // one file, not a dozen requests of a few hundred bytes each.
              // Only what the first load uses: the screens' icons, the stock
              // words, the sale price and the empty state are the screens'
              // (decision 248).
              name: 'shared',
              includeDependenciesRecursively: false,
              test: /[\\/]src[\\/](ui[\\/](chrome-icons|page-head)\.tsx$|lib[\\/](localized|money|sale-price|catalog-links)\.ts$|lib[\\/]page-head\.tsx$|api[\\/]catalog-constants\.ts$|i18n[\\/](languages|catalog|message-parser|format-message|i18n-context|i18n-provider|use-t|use-kit-t|use-language|use-localized|use-server-words|server-words|overrides)\.tsx?$|i18n[\\/]messages[\\/]en[\\/](common|site|ui|app)\.json$|api[\\/]stand-in-settings\.ts$)|[\\/]docs[\\/]testdata[\\/]default-settings\.json\?keys=/,
            },
            {
              // What the storefront's screens share (cards, grids, pictures,
              // the catalogue's API, money): one chunk the first screen asks
              // for beside its own, instead of a dozen small ones, each a
              // request and a preload link added while the app starts
              // (decision 146). None of it is part of the first load.
              name: 'storefront',
              // Only these modules: what they import (the API, zod) stays
              // where it is, in the first load. Money and the catalogue's
              // links are not: the header's search box needs them. The
              // English texts of these screens are (decision 248).
              includeDependenciesRecursively: false,
              test: /[\\/]src[\\/](features[\\/]catalog[\\/](components|hooks)[\\/]|features[\\/]catalog[\\/][^\\/]+\.ts$|api[\\/](catalog|catalog-filter|answers|errors)\.ts$|lib[\\/]image\.ts$|ui[\\/](options\.tsx|focus-trap\.ts)$|i18n[\\/]messages[\\/]en[\\/]catalog\.json$)/,
            },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: previewPort, strictPort: true, proxy },
  test: {
    restoreMocks: true,
    unstubGlobals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          // Room for the 5 s waits of src/test/setup.ts under load.
          testTimeout: 20_000,
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/test/architecture.test.ts'],
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        // Runs ESLint itself: Node, no DOM, no MSW.
        extends: true,
        test: {
          name: 'architecture',
          environment: 'node',
          include: ['src/test/architecture.test.ts'],
        },
      },
    ],
  },
}));
