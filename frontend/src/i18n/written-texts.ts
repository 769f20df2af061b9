// The catalogues' texts as they are written, for the admin's card of
// corrections (it shows and searches them): the app itself gets them parsed
// (decision 244). Fetched when the card opens.
import type { Language } from '@/i18n/languages';

/** A language's texts by id, as written in messages/<language>/*.json. */
export type WrittenTexts = Record<string, string>;

const files = import.meta.glob<string>('./messages/*/*.json', { query: '?raw', import: 'default' });

/** Every text of a language, the server's messages included. */
export async function loadWrittenTexts(language: Language): Promise<WrittenTexts> {
  const wanted = Object.entries(files).filter(([path]) => path.startsWith(`./messages/${language}/`));
  const parts = await Promise.all(wanted.map(([, load]) => load()));
  return Object.assign({}, ...parts.map((raw) => JSON.parse(raw) as WrittenTexts)) as WrittenTexts;
}
