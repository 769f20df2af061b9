// What the owner is told when a product save fails: the server's own message
// (a validation list, a used SKU, a product changed since the form opened),
// or why there is none.
import { httpStatusOf, serverMessageOf } from '@/api/errors';

export const SERVER_UNREACHABLE = 'Could not reach the server. Please try again.';
export const UNREADABLE_ANSWER = "The server's answer could not be read. Close the form and look at the list before trying again.";

export function saveFailureMessage(error: unknown): string {
  const message = serverMessageOf(error);
  if (message !== undefined) {
    return message;
  }
  if (typeof error === 'object' && error !== null && 'status' in error && error.status === 'CUSTOM_ERROR') {
    return UNREADABLE_ANSWER;
  }
  const status = httpStatusOf(error);
  if (status === undefined || status >= 500) {
    return SERVER_UNREACHABLE;
  }
  return `The server answered ${String(status)}.`;
}
