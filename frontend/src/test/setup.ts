// Runs before every unit test file.
import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';

import { loadCatalogueScreensEnglish, loadLaterEnglish } from '@/i18n/catalog';
import { provideEverywhere } from '@/i18n/i18n-provider';
import { loadMessageParser } from '@/i18n/message-parser';
import { ReactIntlBridge } from '@/i18n/react-intl-bridge';
import { server } from '@/test/msw-server';

// Every screen is rendered straight away here, not through its route, which
// fetches the English it speaks with it (decisions 242 and 248).
await loadLaterEnglish();
await loadCatalogueScreensEnglish();
await loadMessageParser();
// And give them react-intl's provider, as their routes do (decision 248).
provideEverywhere(ReactIntlBridge);

// findBy and waitFor wait up to 5 s, not 1 s: on a busy two-core machine
// (the whole suite runs at once) a screen can take longer than a second to
// settle, and a test must fail for what it checks, not for the load.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim() ?? '';
    if (name !== '') {
      document.cookie = `${name}=; path=/; Max-Age=0`;
    }
  }
});

afterAll(() => {
  server.close();
});

// A browser resolves a relative URL such as /api/health against the page;
// Node's fetch, which the jsdom environment uses, has no page and throws.
class PageRelativeRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}
globalThis.Request = PageRelativeRequest;

// jsdom does not scroll; ScrollRestoration calls this on every navigation.
window.scrollTo = () => undefined;
