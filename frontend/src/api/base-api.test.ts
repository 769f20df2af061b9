// The app's API really is wrapped in the offline fallback, with localStorage.
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { baseApi } from '@/api/base-api';
import { makeApiStore } from '@/test/api-store';
import { apiUrl, server } from '@/test/msw-server';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probeCategories: build.query<{ name: string }[], void>({ query: () => '/categories' }),
  }),
});

describe('baseApi', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the last categories it saw when the server goes away', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get(apiUrl('/categories'), () => HttpResponse.json([{ name: 'Abayas' }])));
    await makeApiStore().dispatch(probeApi.endpoints.probeCategories.initiate());
    expect(window.localStorage.getItem('dhoni.cache:/categories')).toContain('Abayas');

    server.use(http.get(apiUrl('/categories'), () => HttpResponse.error()));
    const result = await makeApiStore().dispatch(probeApi.endpoints.probeCategories.initiate());

    expect(result.data).toEqual([{ name: 'Abayas' }]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^GET \/categories failed \(FETCH_ERROR\)/));
  });
});
