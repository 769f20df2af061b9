// The owner's corrections of the app's Dhivehi texts (settings.dhivehi.
// overrides, decision 229): id → ICU text, laid over the Dhivehi catalogue.
// A correction is used only for an id the catalogue has and only when it
// parses, so a slip in the admin can never break a page.
import { IntlMessageFormat } from 'intl-messageformat';

import type { Messages } from '@/i18n/catalog';

/** Why text is not a valid ICU message (the parser's words), or null when it is. */
export function icuProblem(text: string): string | null {
  try {
    new IntlMessageFormat(text, 'dv');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** messages with the owner's corrections in place of the texts they correct. */
export function withOverrides(messages: Messages, overrides: Readonly<Record<string, string>> | null | undefined): Messages {
  if (overrides == null) {
    return messages;
  }
  const merged: Messages = { ...messages };
  for (const [id, text] of Object.entries(overrides)) {
    if (Object.hasOwn(messages, id) && text.trim() !== '' && icuProblem(text) === null) {
      merged[id] = text;
    }
  }
  return merged;
}
