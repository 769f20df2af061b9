// The owner's unsaved list of atolls and islands in Geography, and its edits.
// Names follow the server's rules (backend/internal/geography, CheckAtolls):
// trimmed, at most 100 characters, atolls unique in the list and islands
// unique in their atoll, ignoring case; the messages are the server's.
import type { Atoll } from '@/api/settings';
import { englishT, type Translate } from '@/i18n/english';

export const GEOGRAPHY_MESSAGES = {
  duplicateAtoll: 'This atoll is already in the list',
  duplicateIsland: 'This island is already in this atoll',
  tooLong: 'Must be at most 100 characters',
} as const;

const MAX_NAME_LENGTH = 100;

/** What became of a name typed in a prompt. */
export type AddResult =
  /** Nothing typed, only spaces, or the prompt cancelled: nothing happens. */
  | { kind: 'ignored' }
  | { kind: 'refused'; message: string }
  | { kind: 'added'; atolls: Atoll[]; name: string };

function check(typed: string | null, taken: readonly string[], duplicate: string): AddResult | string {
  const name = (typed ?? '').trim();
  if (name === '') {
    return { kind: 'ignored' };
  }
  if (Array.from(name).length > MAX_NAME_LENGTH) {
    return { kind: 'refused', message: GEOGRAPHY_MESSAGES.tooLong };
  }
  const key = name.toLowerCase();
  if (taken.some((other) => other.trim().toLowerCase() === key)) {
    return { kind: 'refused', message: duplicate };
  }
  return name;
}

/** The list with a new atoll at its end, without islands yet. */
export function addAtoll(atolls: readonly Atoll[], typed: string | null): AddResult {
  const name = check(
    typed,
    atolls.map((atoll) => atoll.name),
    GEOGRAPHY_MESSAGES.duplicateAtoll,
  );
  if (typeof name !== 'string') {
    return name;
  }
  return { kind: 'added', atolls: [...atolls, { name, islands: [] }], name };
}

/** The list with a new island at the end of one atoll's islands. */
export function addIsland(atolls: readonly Atoll[], atollIndex: number, typed: string | null): AddResult {
  const atoll = atolls[atollIndex];
  if (atoll === undefined) {
    return { kind: 'ignored' };
  }
  const name = check(typed, atoll.islands, GEOGRAPHY_MESSAGES.duplicateIsland);
  if (typeof name !== 'string') {
    return name;
  }
  return {
    kind: 'added',
    atolls: atolls.map((entry, index) =>
      index === atollIndex ? { ...entry, islands: [...entry.islands, name] } : entry,
    ),
    name,
  };
}

export function removeIsland(atolls: readonly Atoll[], atollIndex: number, islandIndex: number): Atoll[] {
  return atolls.map((entry, index) =>
    index === atollIndex ? { ...entry, islands: entry.islands.filter((_, at) => at !== islandIndex) } : entry,
  );
}

export function removeAtoll(atolls: readonly Atoll[], atollIndex: number): Atoll[] {
  return atolls.filter((_, index) => index !== atollIndex);
}

/** Whether two lists hold the same atolls and islands in the same order. */
export function sameAtolls(a: readonly Atoll[], b: readonly Atoll[]): boolean {
  return (
    a.length === b.length &&
    a.every((atoll, index) => {
      const other = b[index];
      return (
        other !== undefined &&
        atoll.name === other.name &&
        atoll.islands.length === other.islands.length &&
        atoll.islands.every((island, at) => island === other.islands[at])
      );
    })
  );
}

/**
 * A server field path of the atolls ("geo.atolls[2].islands[0]") in the
 * owner's words ("Kaafu Atoll, island Maafushi"), for the failure notice.
 */
export function describeAtollPath(path: string, atolls: readonly Atoll[], t: Translate = englishT): string {
  const match = /^geo\.atolls\[(\d+)\](?:\.(name)|\.islands\[(\d+)\])?$/.exec(path);
  if (match === null) {
    return path;
  }
  const atoll = atolls[Number(match[1])];
  const atollName = atoll?.name.trim() || t('adminGeography.atollNumber', { n: String(Number(match[1]) + 1) });
  if (match[3] !== undefined) {
    const island = atoll?.islands[Number(match[3])]?.trim();
    return t('adminGeography.pathIsland', { atoll: atollName, island: island || String(Number(match[3]) + 1) });
  }
  return atollName;
}
