// The app's own texts in both languages, for the corrections card: the
// English catalogue with the server's English messages, and the Dhivehi
// catalogue as the app ships it (without the owner's corrections), as they
// are written. Both are fetched only when the card opens.
import { useEffect, useState } from 'react';

import { loadWrittenTexts, type WrittenTexts } from '@/i18n/written-texts';

export type AppTexts = { english: WrittenTexts; dhivehi: WrittenTexts };

export function useAppTexts(): AppTexts | null {
  const [texts, setTexts] = useState<AppTexts | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.all([loadWrittenTexts('en'), loadWrittenTexts('dv')]).then(([english, dhivehi]) => {
      if (live) {
        setTexts({ english, dhivehi });
      }
    });
    return () => {
      live = false;
    };
  }, []);
  return texts;
}
