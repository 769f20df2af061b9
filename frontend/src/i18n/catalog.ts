// The message catalogues: one flat map of id → ICU message per language,
// gathered from messages/<language>/<area>.json. Each area's file holds only
// ids that begin with its name ("checkout.json" holds "checkout.*"), so the
// parts of the app keep their texts apart. English is in every bundle, the
// areas the first pages speak in the first load and the rest (the checkout,
// the orders, tailoring, the admin) fetched with their screens (decision
// 242); the Dhivehi catalogue is fetched only when a Dhivehi page needs it.
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

import type { Language } from '@/i18n/languages';
import { loadMessageParser } from '@/i18n/message-parser';

/** The catalogues' texts are parsed by the build (decision 244): react-intl's syntax trees. */
export type Messages = Record<string, MessageFormatElement[]>;

type CatalogFiles = Record<string, Messages>;

// The server's messages in English are its own words (server-words.ts): only
// their check reads messages/en/server.json, so English pages do not carry it.
// The later screens' areas are in later-english.ts, the same names.
const englishFiles = import.meta.glob<Messages>(
  [
    './messages/en/*.json',
    '!./messages/en/server.json',
    '!./messages/en/admin*.json',
    '!./messages/en/checkout.json',
    '!./messages/en/orders.json',
    '!./messages/en/tailoring.json',
  ],
  { eager: true, import: 'default' },
);
const dhivehiFiles = import.meta.glob<Messages>('./messages/dv/*.json', { import: 'default' });

/** Merges one language's area files into one map. */
export function mergeCatalog(files: CatalogFiles): Messages {
  const merged: Messages = {};
  for (const messages of Object.values(files)) {
    Object.assign(merged, messages);
  }
  return merged;
}

export const englishMessages: Messages = mergeCatalog(englishFiles);

let later: Promise<void> | null = null;

/**
 * Adds the English areas of the later screens to englishMessages, once:
 * every screen that speaks them waits for it before it loads (app/routes.tsx),
 * and react-intl reads the catalogue it was given at each text.
 */
export function loadLaterEnglish(): Promise<void> {
  later ??= import('@/i18n/later-english').then(
    (module) => {
      Object.assign(englishMessages, module.laterEnglish);
    },
    (error: unknown) => {
      // A failed fetch (offline) is tried again by the next screen.
      later = null;
      throw error;
    },
  );
  return later;
}

let dhivehi: Promise<Messages> | null = null;
let dhivehiLoaded: Messages | null = null;

/** The Dhivehi catalogue, fetched once. */
export function loadDhivehi(): Promise<Messages> {
  // The parser comes too, for the owner's corrections (overrides.ts).
  const parser = loadMessageParser();
  dhivehi ??= Promise.all([...Object.values(dhivehiFiles).map((load) => load()), parser.then(() => ({}))]).then((parts) => {
    dhivehiLoaded = Object.assign({}, ...parts) as Messages;
    return dhivehiLoaded;
  });
  return dhivehi;
}

/** A language's catalogue when it is already at hand (English always), else null. */
export function messagesAtHand(language: Language): Messages | null {
  return language === 'en' ? englishMessages : dhivehiLoaded;
}
