// The owner's corrections of the app's Dhivehi texts (settings.dhivehi.
// overrides, decision 229): finding a text of the app by its id or its
// words in either language, and the rules a correction follows before it is
// sent (the server's bounds, and a message the app can use).
import type { WrittenTexts } from '@/i18n/written-texts';
import type { Translate } from '@/i18n/english';
import { icuProblem } from '@/i18n/overrides';
import { charactersProblem, tooLongIn } from '@/features/admin/settings/dhivehi-words';
import type { SayRule } from '@/features/admin/settings/tax-and-messages-form';

/** The server's bounds (backend/internal/settings/dhivehi.go). */
export const MAX_CORRECTIONS = 300;
export const MAX_CORRECTION_TEXT = 1000;

/** One text of the app: its id, its English, its Dhivehi and the owner's correction ("" for none). */
export type AppText = { id: string; english: string; dhivehi: string; correction: string };

/** How many matches are listed at once. */
export const SHOWN_MATCHES = 20;

/** Text compared loosely: lower case, without accents or Thaana vowel signs (as the shop's search, decision 228). */
export function looseText(text: string): string {
  return text.normalize('NFKD').replace(/\p{Mn}/gu, '').toLowerCase();
}

/**
 * The app's texts whose id, English, Dhivehi or correction holds the query,
 * ids in order; with no query, the corrected ones (those of ids the app no
 * longer has among them, to be removed). `total` counts them all.
 */
export function findTexts(
  english: WrittenTexts,
  dhivehi: WrittenTexts,
  corrections: Readonly<Record<string, string>>,
  query: string,
): { matches: AppText[]; total: number } {
  const wanted = looseText(query.trim());
  const found: AppText[] = [];
  const ids = new Set([...Object.keys(dhivehi), ...Object.keys(corrections)]);
  for (const id of [...ids].sort()) {
    const text: AppText = { id, english: english[id] ?? '', dhivehi: dhivehi[id] ?? '', correction: corrections[id] ?? '' };
    const hit =
      wanted === ''
        ? text.correction !== ''
        : [text.id, text.english, text.dhivehi, text.correction].some((words) => looseText(words).includes(wanted));
    if (hit) {
      found.push(text);
    }
  }
  return { matches: found.slice(0, SHOWN_MATCHES), total: found.length };
}

/** What is wrong with a correction as typed, in the page's words, or null. */
export function correctionProblem(typed: string, t: Translate, say: SayRule): string | null {
  const text = typed.trim();
  if (text === '') {
    return t('adminSettings.dvCorrectionEmpty');
  }
  if (Array.from(text).length > MAX_CORRECTION_TEXT) {
    return tooLongIn(MAX_CORRECTION_TEXT, say);
  }
  const characters = charactersProblem(text, say);
  if (characters !== null) {
    return characters;
  }
  const problem = icuProblem(text);
  return problem === null ? null : t('adminSettings.dvNotAMessage', { problem });
}

/** The corrections with one set (or, with null, removed). */
export function withCorrection(corrections: Readonly<Record<string, string>>, id: string, text: string | null): Record<string, string> {
  const others = Object.entries(corrections).filter(([other]) => other !== id);
  return Object.fromEntries(text === null ? others : [...others, [id, text.trim()] as const]);
}
