// What the Geography section says: its notices and confirmations, and a
// refused save worded with the atoll or island each server message is about.
import { errorMessage } from '@/api/error-message';
import { serverFieldMessagesOf, serverWords, type SayServer } from '@/api/errors';
import type { Atoll } from '@/api/settings';
import { describeAtollPath, GEOGRAPHY_MESSAGES } from '@/features/admin/geography/geography-draft';
import type { Failure } from '@/features/admin/ui/failure-notice';
import { englishT, type Translate } from '@/i18n/english';

/** The English texts (the tests read them); the screen says them in the page's language. */
export const GEOGRAPHY_SAVED = englishT('adminGeography.saved');
/** As long as "Settings saved successfully!" (spec section 9). */
export const GEOGRAPHY_SAVED_MS = 2000;
export const UNSAVED_CHANGES = englishT('adminGeography.unsaved');
export const CONFIRM_DELETE_ISLAND = englishT('adminGeography.confirmDeleteIsland');
export const confirmDeleteAtoll = (name: string, t: Translate = englishT) => t('adminGeography.confirmDeleteAtoll', { name });

/** A name the draft refused, in the server's words for it (by their codes). */
export function refusalIn(message: string, say: SayServer): string {
  const codes: Record<string, string> = {
    [GEOGRAPHY_MESSAGES.duplicateAtoll]: 'atoll_duplicate',
    [GEOGRAPHY_MESSAGES.duplicateIsland]: 'island_duplicate',
    [GEOGRAPHY_MESSAGES.tooLong]: 'too_long',
  };
  const code = codes[message];
  return say({ text: message, code, params: code === 'too_long' ? { max: '100' } : undefined });
}

/** This screen's own refusals (unreadable settings, session ended) say why. */
function customErrorText(error: unknown): string | undefined {
  return typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    error.status === 'CUSTOM_ERROR' &&
    'error' in error &&
    typeof error.error === 'string'
    ? error.error
    : undefined;
}

export function saveFailure(error: unknown, atolls: readonly Atoll[], t: Translate = englishT, say: SayServer = serverWords): Failure {
  const details = Object.entries(serverFieldMessagesOf(error, say)).map(
    ([path, message]) => `${describeAtollPath(path, atolls, t)}: ${message}`,
  );
  return { message: errorMessage(error, customErrorText(error) ?? t('adminGeography.saveFailed'), { say }), details };
}
