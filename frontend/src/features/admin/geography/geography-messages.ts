// What the Geography section says: its notices and confirmations, and a
// refused save worded with the atoll or island each server message is about.
import { serverFieldsOf } from '@/features/admin/api/admin-settings-api';
import { errorMessage } from '@/api/error-message';
import type { Atoll } from '@/api/settings';
import { describeAtollPath } from '@/features/admin/geography/geography-draft';
import type { Failure } from '@/features/admin/ui/failure-notice';

export const GEOGRAPHY_SAVED = 'Geography saved!';
/** As long as "Settings saved successfully!" (spec section 9). */
export const GEOGRAPHY_SAVED_MS = 2000;
export const UNSAVED_CHANGES = 'You have unsaved changes';
export const CONFIRM_DELETE_ISLAND = 'Are you sure?';
export const confirmDeleteAtoll = (name: string) => `Are you sure? ${name} and all its islands will be removed.`;
const SAVE_FAILED = 'Could not save the geography. Please try again.';

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

export function saveFailure(error: unknown, atolls: readonly Atoll[]): Failure {
  const details = Object.entries(serverFieldsOf(error)).map(
    ([path, message]) => `${describeAtollPath(path, atolls)}: ${message}`,
  );
  return { message: errorMessage(error, customErrorText(error) ?? SAVE_FAILED), details };
}
