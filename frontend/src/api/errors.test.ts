import { describe, expect, it } from 'vitest';

import { httpStatusOf, serverMessageOf } from '@/api/errors';

describe('httpStatusOf', () => {
  it('reads the status of an answer, JSON or not', () => {
    expect(httpStatusOf({ status: 429, data: { error: 'Too many attempts' } })).toBe(429);
    expect(httpStatusOf({ status: 'PARSING_ERROR', originalStatus: 502, data: '<h1>', error: 'x' })).toBe(502);
  });

  it('has none when the server never answered', () => {
    expect(httpStatusOf({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBeUndefined();
    expect(httpStatusOf(new Error('boom'))).toBeUndefined();
  });
});

describe('serverMessageOf', () => {
  it('reads the message of the contract error shape', () => {
    expect(serverMessageOf({ status: 429, data: { error: 'Too many attempts. Try again in 5 minutes.' } })).toBe(
      'Too many attempts. Try again in 5 minutes.',
    );
  });

  it('has none for other bodies', () => {
    expect(serverMessageOf({ status: 500, data: '<h1>Oops</h1>' })).toBeUndefined();
    expect(serverMessageOf({ status: 500, data: { error: '  ' } })).toBeUndefined();
    expect(serverMessageOf({ status: 'FETCH_ERROR', error: 'offline' })).toBeUndefined();
  });
});
