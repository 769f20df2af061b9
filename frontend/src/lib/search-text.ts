// What a search box sends: the header's box needs only this in the first
// load, its suggestions' code comes when it opens (decision 248).

/** The longest search the server takes, in characters. */
export const MAX_SEARCH_LENGTH = 200;

/** What the search fits into: at most MAX_SEARCH_LENGTH characters, ends trimmed. */
export function tidySearch(text: string): string {
  return Array.from(text.trim()).slice(0, MAX_SEARCH_LENGTH).join('').trim();
}
