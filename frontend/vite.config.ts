// Vite builds the SPA straight into the folder the Go binary embeds
// (backend/internal/platform/spa); the dev and preview servers proxy the API.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vitest/config';

// DHONI_API_URL points the dev/preview proxy at another server; DHONI_WEB_OUT_DIR
// builds somewhere else than the embed folder (for side-by-side work).
const backendUrl = process.env.DHONI_API_URL ?? 'http://127.0.0.1:8080';
const outDir = process.env.DHONI_WEB_OUT_DIR
  ? resolve(process.env.DHONI_WEB_OUT_DIR)
  : fileURLToPath(new URL('../backend/internal/platform/spa/dist', import.meta.url));
const previewPort = Number(process.env.DHONI_PREVIEW_PORT ?? 4173);

// changeOrigin stays off: the server refuses a POST whose Origin differs from
// its Host (cross-site check), and the browser's Origin is this dev server's.
const proxy = {
  '/api': { target: backendUrl, changeOrigin: false },
  '/media': { target: backendUrl, changeOrigin: false },
  '/metrics': { target: backendUrl, changeOrigin: false },
  '/socket.io': { target: backendUrl, ws: true, changeOrigin: false },
};

// emptyOutDir wipes the folder, but git tracks it through a .gitkeep (the Go
// embed directive needs the folder to exist in a fresh clone): put it back.
function keepGitkeep(): Plugin {
  return {
    name: 'dhoni:keep-gitkeep',
    apply: 'build',
    closeBundle() {
      writeFileSync(join(outDir, '.gitkeep'), '');
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), keepGitkeep()],
  resolve: {
    alias: { '@': resolve(fileURLToPath(new URL('./src', import.meta.url))) },
  },
  build: {
    outDir,
    emptyOutDir: true,
    // Hashed files land in assets/ (Vite's default), which the server caches forever.
    assetsDir: 'assets',
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [
            {
              // The framework every screen needs changes far less often than
              // the app: its own chunk stays cached across deploys. Listed by
              // name, so libraries used by one lazy screen stay in its chunk.
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|react-redux|use-sync-external-store|@reduxjs[\\/]toolkit|redux|redux-thunk|reselect|immer)[\\/]/,
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
});
