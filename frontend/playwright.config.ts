// Playwright runs the same journeys against two running servers: the Go
// binary on SQLite and, when E2E_POSTGRES_URL is set, on PostgreSQL (and the
// checkout journey through two replicas when E2E_REPLICAS_URL is set). It starts
// no server itself: the Taskfile builds the SPA, starts `dhoni` and passes the
// URLs. Against a static build only: `pnpm preview` and
// E2E_SQLITE_URL=http://127.0.0.1:4173.
import { defineConfig, type PlaywrightTestProject } from '@playwright/test';

const ci = Boolean(process.env.CI);
const sqliteUrl = process.env.E2E_SQLITE_URL ?? 'http://127.0.0.1:18080';
const postgresUrl = process.env.E2E_POSTGRES_URL;

const projects: PlaywrightTestProject[] = [{ name: 'sqlite', use: { baseURL: sqliteUrl } }];
if (postgresUrl) {
  // The journeys that start their own server (SQLite) or serve the build
  // themselves run once, with the sqlite project; so do those of the page
  // in the browser alone (its first paint, shell, chrome, head and
  // screenshots), where the database plays no part that the Go tests do not
  // already run on both (decision 252).
  projects.push({
    name: 'postgres',
    use: { baseURL: postgresUrl },
    testIgnore: /(service-worker-update|demo|first-paint|shell|chrome|seo|screenshots)\.spec\.ts/,
    grepInvert: /sent once when it is back|reaches the server log/,
  });
} else if (process.env.TEST_WORKER_INDEX === undefined) {
  // Said once, by the main process (workers load this file too).
  console.log('postgres e2e project skipped: E2E_POSTGRES_URL not set');
}

// The checkout journey once more through HAProxy in front of two replicas on
// one PostgreSQL database and one S3 bucket (scripts/test.sh starts them).
const replicasUrl = process.env.E2E_REPLICAS_URL;
if (replicasUrl) {
  projects.push({
    name: 'replicas',
    use: { baseURL: replicasUrl },
    testMatch: /checkout\.spec\.ts/,
    grep: /a cash-on-delivery order|paid by bank transfer/,
  });
}

export default defineConfig({
  testDir: 'e2e',
  // scripts/test.sh runs the SQLite and the PostgreSQL journeys side by side,
  // each process with its own report and results folder.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  forbidOnly: ci,
  // One at a time: journeys sign in and change the server's settings.
  workers: 1,
  retries: ci ? 1 : 0,
  // A journey takes 2-10 s on a quiet 2-core machine; the margin is for a
  // machine busy with other builds, where a correct journey must not fail.
  timeout: ci ? 60_000 : 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? '../.reports/playwright.json' }]],
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      // A system Chromium: Playwright's own browser download is not used.
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects,
});
