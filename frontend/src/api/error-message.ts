// The words people read when a call to the shop's API fails: one wording per
// situation, used by the storefront and the admin alike. The server's own
// message wins where it has one (the spec's texts: "Order not found. Please
// check…", "File size must be less than 10MB.", a 422's field rules); the
// wordings below cover what it cannot say, above all no answer at all.
import { httpStatusOf, serverMessageOf, type SayServer } from '@/api/errors';

export const ERROR_MESSAGES = {
  /** No answer: offline, timed out, or a proxy in front of a server that is down. */
  unreachable: 'Could not reach the shop. Please check your connection and try again.',
  tooManyRequests: 'Too many tries in a short time. Please wait a few minutes and try again.',
  tooLarge: 'File size must be less than 10MB.',
  storageFull: 'The shop cannot take more files right now. Please try again later.',
  loggedOut: 'Your session has ended. Please log in again.',
  notFound: 'Not found. It may have been removed.',
  serverFault: 'Something went wrong on our side. Please try again.',
  failed: 'That did not work. Please try again.',
} as const;

/**
 * How long the server asked to wait, in whole seconds (Retry-After), and how
 * the page says the server's own message (by its code, in the page's
 * language: useServerWords in src/i18n); English when not given.
 */
export type ErrorContext = { retryAfterSeconds?: number | undefined; say?: SayServer | undefined };

function waitWords(seconds: number): string {
  if (seconds < 60) {
    return 'a minute';
  }
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${String(minutes)} minutes`;
}

/**
 * The sentence to show for a failed call: any RTK Query error (FETCH_ERROR,
 * TIMEOUT_ERROR, PARSING_ERROR, an HTTP status with the contract's error body)
 * or an UploadError. `fallback` is the wording of the screen's own action
 * ("Could not save the changes. Please try again.") for an answer that says
 * nothing more specific.
 */
export function errorMessage(error: unknown, fallback: string = ERROR_MESSAGES.failed, context: ErrorContext = {}): string {
  const status = httpStatusOf(error);
  if (status === undefined || status === 0) {
    return isCustomError(error) ? fallback : ERROR_MESSAGES.unreachable;
  }
  const said = serverMessageOf(error, context.say);
  if (status === 429) {
    const seconds = context.retryAfterSeconds ?? retryAfterOf(error);
    if (said !== undefined) {
      return said;
    }
    return seconds === undefined
      ? ERROR_MESSAGES.tooManyRequests
      : `Too many tries in a short time. Please wait ${waitWords(seconds)} and try again.`;
  }
  if (said !== undefined && status < 500) {
    return said;
  }
  switch (status) {
    case 401:
      return ERROR_MESSAGES.loggedOut;
    case 404:
      return ERROR_MESSAGES.notFound;
    case 413:
      return ERROR_MESSAGES.tooLarge;
    case 507:
      return said ?? ERROR_MESSAGES.storageFull;
    case 502:
    case 503:
    case 504:
      return ERROR_MESSAGES.unreachable;
    default:
      return status >= 500 ? ERROR_MESSAGES.serverFault : fallback;
  }
}

/** True when the server could not be asked or did not answer (so a retry may work). */
export function isUnreachable(error: unknown): boolean {
  const status = httpStatusOf(error);
  return (status === undefined || status === 0 || status === 502 || status === 503 || status === 504) && !isCustomError(error);
}

function isCustomError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 'CUSTOM_ERROR';
}

function retryAfterOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('retryAfterSeconds' in error)) {
    return undefined;
  }
  const seconds = error.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) ? seconds : undefined;
}
