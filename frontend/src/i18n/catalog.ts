// The message catalogues: one flat map of id → ICU message per language,
// gathered from messages/<language>/<area>.json. Each area's file holds only
// ids that begin with its name ("checkout.json" holds "checkout.*"), so the
// parts of the app keep their texts apart. English is in every bundle; the
// Dhivehi catalogue is fetched only when a Dhivehi page needs it.
import type { Language } from '@/i18n/languages';

export type Messages = Record<string, string>;

type CatalogFiles = Record<string, Messages>;

// The server's messages in English are its own words (server-words.ts): only
// their check reads messages/en/server.json, so English pages do not carry it.
const englishFiles = import.meta.glob<Messages>(['./messages/en/*.json', '!./messages/en/server.json'], {
  eager: true,
  import: 'default',
});
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

let dhivehi: Promise<Messages> | null = null;
let dhivehiLoaded: Messages | null = null;

/** The Dhivehi catalogue, fetched once. */
export function loadDhivehi(): Promise<Messages> {
  dhivehi ??= Promise.all(Object.values(dhivehiFiles).map((load) => load())).then((parts) => {
    dhivehiLoaded = Object.assign({}, ...parts) as Messages;
    return dhivehiLoaded;
  });
  return dhivehi;
}

/** A language's catalogue when it is already at hand (English always), else null. */
export function messagesAtHand(language: Language): Messages | null {
  return language === 'en' ? englishMessages : dhivehiLoaded;
}
