// useServerWords: how the page's language says the server's messages, for
// the error helpers of src/api (`errorMessage(error, fallback, { say })`,
// `serverFieldsOf(error, say)`).
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

import type { Messages } from '@/i18n/catalog';
import { parseLanguage } from '@/i18n/languages';
import { serverWordsIn, type SayServer } from '@/i18n/server-words';

export function useServerWords(): SayServer {
  const intl = useIntl();
  return useMemo(() => serverWordsIn(parseLanguage(intl.locale), intl.messages as Messages), [intl.locale, intl.messages]);
}
