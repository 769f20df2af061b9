import type { BaseQueryApi } from '@reduxjs/toolkit/query';

/** What RTK Query hands a base query, for calling one directly in a test. */
export function fakeBaseQueryApi(signal = new AbortController().signal): BaseQueryApi {
  return {
    signal,
    abort: () => undefined,
    dispatch: () => undefined,
    getState: () => ({}),
    extra: undefined,
    endpoint: 'test',
    type: 'query',
  };
}
