// What the admin is told when a call about an order fails. The spec has one
// message of its own, "Order not found" (section 8); the rest say what went
// wrong and what to do.
import { ORDER_NOT_FOUND } from '@/api/admin-orders';
import { httpStatusOf, serverMessageOf } from '@/api/errors';

export const NO_ANSWER = 'Could not reach the server. Please check your connection and try again.';
export const SESSION_ENDED = 'Your session has ended. Please log in again.';
export const LIST_FAILED = 'Could not load the orders.';

/**
 * The message for a failed call: "Order not found" for a missing order,
 * the server's own words when it gave any, else `fallback`.
 */
export function failureMessage(error: unknown, fallback: string): string {
  const status = httpStatusOf(error);
  if (status === 404) {
    return ORDER_NOT_FOUND;
  }
  if (status === 401) {
    return SESSION_ENDED;
  }
  if (status !== undefined && status < 500) {
    return serverMessageOf(error) ?? fallback;
  }
  return unanswered(error) ? NO_ANSWER : fallback;
}

/** The call never got an answer (offline, server down, timed out). */
function unanswered(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error)) {
    return false;
  }
  return error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR';
}
