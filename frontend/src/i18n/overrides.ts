// The owner's corrections of the app's Dhivehi texts (settings.dhivehi.
// overrides, decision 229): id → ICU text, laid over the Dhivehi catalogue.
// A correction is used only for an id the catalogue has and only when it
// parses, so a slip in the admin can never break a page. Parsed here, with
// the parser a Dhivehi page and the admin load first (message-parser.ts).
import type { Messages } from '@/i18n/catalog';
import { parseMessage } from '@/i18n/message-parser';

/** Why text is not a valid ICU message (the parser's words), or null when it is; the parser must be loaded. */
export function icuProblem(text: string): string | null {
  const parsed = parseMessage(text);
  if (parsed === null) {
    throw new Error('the message parser is not loaded (loadMessageParser)');
  }
  return 'problem' in parsed ? parsed.problem : null;
}

/** messages with the owner's corrections in place of the texts they correct. */
export function withOverrides(messages: Messages, overrides: Readonly<Record<string, string>> | null | undefined): Messages {
  if (overrides == null) {
    return messages;
  }
  const merged: Messages = { ...messages };
  for (const [id, text] of Object.entries(overrides)) {
    if (Object.hasOwn(messages, id) && text.trim() !== '') {
      // Not used until the parser is there (a Dhivehi page loads it first).
      const parsed = parseMessage(text);
      if (parsed !== null && 'tree' in parsed) {
        merged[id] = parsed.tree;
      }
    }
  }
  return merged;
}

/** text as an ICU message that says exactly it: braces, tags and apostrophes quoted. */
export function literalMessage(text: string): string {
  return text.replaceAll("'", "''").replace(/[{}<>]/g, (sign) => `'${sign}'`);
}

/**
 * The app's texts the owner's Dhivehi twins of the first-visit popup and the
 * tailoring guide stand in for (decision 235): written, they show in place of
 * the app's Dhivehi text, as they were typed; blank, the app's own shows.
 */
export const TWIN_MESSAGE_IDS = {
  firstVisitMessage: 'site.firstVisitMessage',
  firstVisitButtonText: 'site.firstVisitAcknowledge',
  tailoringGuide: 'tailoring.howToMeasureIntro',
} as const;

type Twins = Partial<Record<keyof typeof TWIN_MESSAGE_IDS, string>>;

/** The owner's corrections with the written twins laid over them, ready for withOverrides. */
export function overridesWithTwins(overrides: Readonly<Record<string, string>> | undefined, twins: Twins | undefined): Record<string, string> {
  const merged: Record<string, string> = { ...overrides };
  for (const [key, id] of Object.entries(TWIN_MESSAGE_IDS)) {
    const text = twins?.[key as keyof Twins]?.trim() ?? '';
    if (text !== '') {
      merged[id] = literalMessage(text);
    }
  }
  return merged;
}
