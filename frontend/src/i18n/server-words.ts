// The server's messages in the page's language. The server answers in
// English with a stable code per message (docs/messages.md); a page in
// another language shows the catalogue's `server.<code>` text with the
// values the server sent. Its own words stay for English pages, for a code
// the catalogue does not know (a server newer than the app) and for a
// translation that cannot be formatted with what was sent.
import type { Messages } from '@/i18n/catalog';
import { writeMessage } from '@/i18n/format-message';
import type { Language } from '@/i18n/languages';

/** A message the server said: its English words, and its code and values when it sent them. */
export type ServerSaying = { text: string; code?: string | undefined; params?: Record<string, string> | undefined };

/** How a page says one of the server's messages. */
export type SayServer = (said: ServerSaying) => string;

/** The catalogue id of a server message's code. */
export function serverMessageId(code: string): string {
  return `server.${code}`;
}

/**
 * The values as a page in `language` says them: a value the server also sent
 * in that language ("item_dv", the owner's Dhivehi title, beside "item")
 * takes the place of the English one (decision 250).
 */
function inLanguage(params: Record<string, string>, language: Language): Record<string, string> {
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, params[`${name}_${language}`] || value]));
}

/** How a page in `language`, with its catalogue `messages`, says the server's messages. */
export function serverWordsIn(language: Language, messages: Messages | null): SayServer {
  if (language === 'en' || messages === null) {
    return (said) => said.text;
  }
  return (said) => {
    const text = said.code === undefined ? undefined : messages[serverMessageId(said.code)];
    if (text === undefined) {
      return said.text;
    }
    try {
      return writeMessage(text, language, inLanguage(said.params ?? {}, language));
    } catch {
      return said.text;
    }
  };
}
