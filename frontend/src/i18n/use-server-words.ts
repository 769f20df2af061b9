// useServerWords: how the page's language says the server's messages, for
// the error helpers of src/api (`errorMessage(error, fallback, { say })`,
// `serverFieldsOf(error, say)`).
import { useMemo } from 'react';

import { serverWordsIn, type SayServer } from '@/i18n/server-words';
import { useI18n } from '@/i18n/use-t';

export function useServerWords(): SayServer {
  const { language, messages } = useI18n();
  return useMemo(() => serverWordsIn(language, messages), [language, messages]);
}
