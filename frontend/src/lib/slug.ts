// URL slugs from titles and names (spec section 5, "Slug generation"), the same
// rule as the server's catalog.Slugify, checked against the shared vectors in
// docs/testdata/slug.json: accented Latin letters become their ASCII letters,
// lowercase, anything but [a-z0-9_], whitespace and hyphens is dropped,
// whitespace becomes a hyphen, repeated hyphens collapse, ends are trimmed.

/** Latin letters that Unicode does not decompose into an ASCII letter and an accent. */
const LATIN_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
  ŀ: 'l',
};

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const SPECIAL_LATIN = /[ßæœøđðłþıħŧŀ]/g;

/** May return "" (a title in another script); the caller picks a stand-in. */
export function slugify(text: string): string {
  return (
    text
      .normalize('NFD')
      .toLowerCase()
      // Lowercasing can itself produce a decomposable letter (İ -> i̇).
      .normalize('NFD')
      .replace(COMBINING_MARKS, '')
      .replace(SPECIAL_LATIN, (letter) => LATIN_LETTERS[letter] ?? '')
      .replace(/[^a-z0-9_\s-]/g, '')
      .replace(/\s/g, '-')
      .replace(/-{2,}/g, '-')
      .replace(/^-+|-+$/g, '')
  );
}
