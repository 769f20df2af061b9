// The ICU message parser, for the texts that are not in the catalogues: the
// owner's corrections of the Dhivehi texts (decision 229). The catalogues
// come parsed by the build (decision 244), so English pages never fetch the
// parser; a Dhivehi page and the admin load it before they draw.
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

type Parse = (text: string) => MessageFormatElement[];

let parser: Parse | null = null;
let loading: Promise<void> | null = null;

/** Fetches the parser once. */
export function loadMessageParser(): Promise<void> {
  loading ??= import('@formatjs/icu-messageformat-parser').then(
    (module) => {
      parser = (text) => module.parse(text);
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** text parsed, or the parser's words for why it is not a valid message; null while the parser is not loaded. */
export function parseMessage(text: string): { tree: MessageFormatElement[] } | { problem: string } | null {
  if (parser === null) {
    return null;
  }
  try {
    return { tree: parser(text) };
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) };
  }
}
