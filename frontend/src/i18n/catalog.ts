// The message catalogues: one flat map of id → ICU message per language,
// gathered from messages/<language>/<area>.json. Each area's file holds only
// ids that begin with its name ("checkout.json" holds "checkout.*"), so the
// parts of the app keep their texts apart. English is in every bundle, the
// areas the frame of every page speaks in the first load and the rest (the
// catalogue's screens; the checkout, the orders, tailoring, the admin)
// fetched with their screens (decisions 242 and 248); the Dhivehi catalogue
// is fetched only when a Dhivehi page needs it.
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

import type { Language } from '@/i18n/languages';
import { loadMessageParser } from '@/i18n/message-parser';

/** The catalogues' texts are parsed by the build (decision 244): react-intl's syntax trees. */
export type Messages = Record<string, MessageFormatElement[]>;

type CatalogFiles = Record<string, Messages>;

// The server's messages in English are its own words (server-words.ts): only
// their check reads messages/en/server.json, so English pages do not carry it.
// The later screens' areas are in later-english.ts, the same names (and
// `dates` and `cartScreen`: only the later screens speak them); the
// catalogue screens' (catalog and cart) come with their code (decision 248).
const englishFiles = import.meta.glob<Messages>(
  [
    './messages/en/*.json',
    '!./messages/en/server.json',
    '!./messages/en/catalog.json',
    '!./messages/en/cart.json',
    '!./messages/en/admin*.json',
    '!./messages/en/checkout.json',
    '!./messages/en/orders.json',
    '!./messages/en/tailoring.json',
    '!./messages/en/dates.json',
    '!./messages/en/cartScreen.json',
  ],
  { eager: true, import: 'default' },
);

/** Merges one language's area files into one map. */
export function mergeCatalog(files: CatalogFiles): Messages {
  const merged: Messages = {};
  for (const messages of Object.values(files)) {
    Object.assign(merged, messages);
  }
  return merged;
}

export const englishMessages: Messages = mergeCatalog(englishFiles);

/**
 * A loader of a part of the English catalogue, once: the part is added to
 * englishMessages, which the formatter (and react-intl, on the later
 * screens) reads at each text, so nothing drawn before changes.
 */
function englishPart(load: () => Promise<Messages>): () => Promise<void> {
  let loading: Promise<void> | null = null;
  return () =>
    (loading ??= load().then(
      (texts) => {
        Object.assign(englishMessages, texts);
      },
      (error: unknown) => {
        // A failed fetch (offline) is tried again by the next screen.
        loading = null;
        throw error;
      },
    ));
}

/**
 * The English areas of the later screens (decision 242): every screen that
 * speaks them waits for them before it loads (app/routes.tsx).
 */
export const loadLaterEnglish = englishPart(() => import('@/i18n/later-english').then((module) => module.laterEnglish));

// The cart's area too: the product page's stepper and the cart screen
// speak it, nothing of the page's frame (later-english.ts holds it as well).
const catalogueScreensFiles = import.meta.glob<Messages>(['./messages/en/catalog.json', './messages/en/cart.json'], {
  import: 'default',
});

/**
 * The English texts of the catalogue's screens (the home page, the listings,
 * a product, search), fetched with their code (app/routes.tsx), in the
 * storefront's chunk, not in the first load (decision 248).
 */
export const loadCatalogueScreensEnglish = englishPart(() =>
  Promise.all(Object.values(catalogueScreensFiles).map((load) => load())).then((parts) => Object.assign({}, ...parts) as Messages),
);

let dhivehi: Promise<Messages> | null = null;
let dhivehiLoaded: Messages | null = null;

/** The Dhivehi catalogue, fetched once. */
export function loadDhivehi(): Promise<Messages> {
  // The parser comes too, for the owner's corrections (overrides.ts).
  const parser = loadMessageParser();
  dhivehi ??= Promise.all([import('@/i18n/dhivehi-catalogue'), parser]).then(([module]) => {
    dhivehiLoaded = module.dhivehiMessages;
    return dhivehiLoaded;
  });
  return dhivehi;
}

/** A language's catalogue when it is already at hand (English always), else null. */
export function messagesAtHand(language: Language): Messages | null {
  return language === 'en' ? englishMessages : dhivehiLoaded;
}
