// The page's way of writing dates: Intl's en-US on English pages, the
// catalogue's month names and halves of the day on Dhivehi pages, which
// Intl has no data for (lib/dates.ts, decision 250).
import { useMemo } from 'react';

import { datesWithWords, englishDates, type DateWriter } from '@/lib/dates';
import { useI18n } from '@/i18n/use-t';

export function useDates(): DateWriter {
  const { language, t } = useI18n();
  return useMemo(() => (language === 'en' ? englishDates : datesWithWords(t)), [language, t]);
}

/**
 * The direction to give a date's `<bdi>`: an English date is a left to right
 * run ("Nov 28, 2026, 2:05 PM"); a Dhivehi one holds Thaana and takes the
 * direction of its first letter (`<bdi>` alone), so it reads day, month, year.
 */
export function useDateDirection(): 'ltr' | undefined {
  return useI18n().language === 'en' ? 'ltr' : undefined;
}
