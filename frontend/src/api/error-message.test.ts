import { describe, expect, it } from 'vitest';

import { ERROR_MESSAGES, errorMessage, isUnreachable } from '@/api/error-message';

const saved = 'Could not save the changes. Please try again.';

describe('errorMessage', () => {
  it.each([
    ['no connection', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, ERROR_MESSAGES.unreachable],
    ['a timeout', { status: 'TIMEOUT_ERROR', error: 'AbortError' }, ERROR_MESSAGES.unreachable],
    ['a proxy page in front of a dead server', { status: 'PARSING_ERROR', originalStatus: 502, data: '<h1>', error: 'x' }, ERROR_MESSAGES.unreachable],
    ['a 429 with the server words', { status: 429, data: { error: 'Too many orders in a short time.' } }, 'Too many orders in a short time.'],
    ['a 429 without words', { status: 429, data: null }, ERROR_MESSAGES.tooManyRequests],
    ['a 429 with Retry-After', { status: 429, data: null, retryAfterSeconds: 30 }, 'Too many tries in a short time. Please wait a minute and try again.'],
    ['a 507', { status: 507, data: null }, ERROR_MESSAGES.storageFull],
    ['a 507 with the server words', { status: 507, data: { error: 'We cannot take more transfer slips right now.' } }, 'We cannot take more transfer slips right now.'],
    ['a 413', { status: 413, data: null }, 'File size must be less than 10MB.'],
    ['a 422 with the server message', { status: 422, data: { error: 'Phone must be 7 digits', fields: {} } }, 'Phone must be 7 digits'],
    ['a 422 without one', { status: 422, data: {} }, saved],
    ['a 401', { status: 401, data: { error: '' } }, ERROR_MESSAGES.loggedOut],
    ['a 404 with the server words', { status: 404, data: { error: 'Order not found' } }, 'Order not found'],
    ['a 404 without', { status: 404, data: null }, ERROR_MESSAGES.notFound],
    ['a 500, whatever it says', { status: 500, data: { error: 'pq: relation missing' } }, ERROR_MESSAGES.serverFault],
    ['an answer the app could not read', { status: 'CUSTOM_ERROR', error: 'POST /orders: unexpected answer' }, saved],
  ])('words %s', (_case, error, words) => {
    expect(errorMessage(error, saved)).toBe(words);
  });

  it('tells an outage from a refusal', () => {
    expect(isUnreachable({ status: 'FETCH_ERROR', error: 'offline' })).toBe(true);
    expect(isUnreachable({ status: 503, data: null })).toBe(true);
    expect(isUnreachable({ status: 422, data: null })).toBe(false);
    expect(isUnreachable({ status: 'CUSTOM_ERROR', error: 'unreadable' })).toBe(false);
  });
});
