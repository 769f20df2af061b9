// What the owner is told when a product save or delete fails: the server's
// own message (a validation list, a used SKU, a product changed since the
// form opened) through errorMessage, as everywhere; an answer this screen
// could not read says so.
import { errorMessage, ERROR_MESSAGES } from '@/api/error-message';

export const UNREADABLE_ANSWER = "The server's answer could not be read. Close the form and look at the list before trying again.";

export function saveFailureMessage(error: unknown): string {
  const unreadable = typeof error === 'object' && error !== null && 'status' in error && error.status === 'CUSTOM_ERROR';
  return errorMessage(error, unreadable ? UNREADABLE_ANSWER : ERROR_MESSAGES.failed);
}
