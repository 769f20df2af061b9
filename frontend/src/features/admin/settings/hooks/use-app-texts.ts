// The app's own texts in both languages, for the corrections card: the
// English catalogue with the server's English messages, and the Dhivehi
// catalogue as the app ships it (without the owner's corrections). Both are
// fetched only when the card opens.
import { useEffect, useState } from 'react';

import { englishMessages, loadDhivehi, type Messages } from '@/i18n/catalog';

export type AppTexts = { english: Messages; dhivehi: Messages };

export function useAppTexts(): AppTexts | null {
  const [texts, setTexts] = useState<AppTexts | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.all([loadDhivehi(), import('@/i18n/messages/en/server.json')]).then(([dhivehi, server]) => {
      if (live) {
        setTexts({ english: { ...englishMessages, ...(server.default as Messages) }, dhivehi });
      }
    });
    return () => {
      live = false;
    };
  }, []);
  return texts;
}
