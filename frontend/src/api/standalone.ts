// The standalone demo's backend (VITE_STANDALONE=1; docs/decisions/084):
// every call answered in the browser. Its entry (src/demo-main.tsx) gives it
// here before the app starts; src/api never imports the demo itself, so the
// demo may use what src/api and the features declare without a circle.
import type { ApiBaseQuery } from '@/api/fallback-base-query';

/** What answers the app in the browser in place of the server. */
export type StandaloneBackend = {
  /** Answers every call of the API (base-api.ts). */
  baseQuery: ApiBaseQuery;
  /** POST /uploads (upload.ts sends files outside the base query): the answer's status and body, as the server's would be. */
  upload: (file: File, purpose: string) => Promise<{ status: number; body: unknown }>;
};

let given: StandaloneBackend | null = null;

/** Called once by the standalone build's entry, before the app starts. */
export function answerInBrowser(backend: StandaloneBackend): void {
  given = backend;
}

/** The backend the entry gave; a standalone build whose entry gave none is broken. */
export function standaloneBackend(): StandaloneBackend {
  if (given === null) {
    throw new Error('the standalone build was started without its backend (src/demo-main.tsx)');
  }
  return given;
}
