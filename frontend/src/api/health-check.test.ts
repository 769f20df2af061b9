// The health check runs once per page load and its answer is remembered: while
// it says the server is down, reads with a fallback do not wait on the network.
import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { API_TIMEOUT_MS } from '@/api/base-api';
import { withOfflineFallback } from '@/api/fallback-base-query';
import { withHealthCheck } from '@/api/health-check';
import { fakeBaseQueryApi } from '@/test/base-query-api';
import { apiUrl, server } from '@/test/msw-server';


function countRequests(): Map<string, number> {
  const seen = new Map<string, number>();
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    seen.set(path, (seen.get(path) ?? 0) + 1);
  });
  return seen;
}

describe('withHealthCheck', () => {
  it('keeps a healthy answer that came in before a failed check', async () => {
    server.use(http.get(apiUrl('/health'), async () => {
      await new Promise((settle) => setTimeout(settle, 50));
      return HttpResponse.error();
    }));
    const check = withHealthCheck(fetchBaseQuery({ baseUrl: '/api', timeout: API_TIMEOUT_MS }));
    await check.baseQuery('/settings', fakeBaseQueryApi(), {});
    await check.checked();
    expect(check.availability()).toBe('available');
  });

  it('asks GET /health once per page load, however many calls follow', async () => {
    const seen = countRequests();
    const check = withHealthCheck(fetchBaseQuery({ baseUrl: '/api', timeout: API_TIMEOUT_MS }));

    await check.baseQuery('/categories', fakeBaseQueryApi(), {});
    await check.baseQuery('/settings', fakeBaseQueryApi(), {});
    await check.baseQuery('/products', fakeBaseQueryApi(), {});
    await check.checked();

    expect(seen.get('/api/health')).toBe(1);
    expect(check.availability()).toBe('available');
    server.events.removeAllListeners();
  });

  it('remembers an unavailable server: reads are answered from the saved copy without asking it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.get(apiUrl('/health'), () => HttpResponse.json({ status: 'down' }, { status: 503 })),
      http.get(apiUrl('/settings'), () => HttpResponse.error()),
    );
    window.localStorage.setItem(
      'dhoni.cache:/categories',
      JSON.stringify({ savedAt: '2026-11-20T10:00:00.000Z', data: [{ name: 'Abayas' }], headers: {} }),
    );
    const check = withHealthCheck(fetchBaseQuery({ baseUrl: '/api', timeout: API_TIMEOUT_MS }));
    const baseQuery = withOfflineFallback(check.baseQuery, {
      storage: window.localStorage,
      warn: (message) => {
        console.warn(message);
      },
      now: () => new Date(),
    });
    await baseQuery('/settings', fakeBaseQueryApi(), undefined);
    await check.checked();
    expect(check.availability()).toBe('unavailable');

    const seen = countRequests();
    const result = await baseQuery('/categories', fakeBaseQueryApi(), undefined);

    expect(result.data).toEqual([{ name: 'Abayas' }]);
    expect(result.meta?.fromCache).toEqual({ savedAt: '2026-11-20T10:00:00.000Z' });
    expect(seen.get('/api/categories')).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^GET \/categories failed \(FETCH_ERROR\); showing the copy/));
    server.events.removeAllListeners();
  });

  it('still sends writes and live reads while remembered down, and an answer proves the server back', async () => {
    server.use(
      http.get(apiUrl('/health'), () => HttpResponse.error()),
      http.get(apiUrl('/atolls'), () => HttpResponse.error()),
      http.get(apiUrl('/orders/track'), () => HttpResponse.json({ error: 'Order not found' }, { status: 404 })),
      http.post(apiUrl('/orders'), () => HttpResponse.json({ order_number: 'RB-1' }, { status: 201 })),
    );
    const check = withHealthCheck(fetchBaseQuery({ baseUrl: '/api', timeout: API_TIMEOUT_MS }));
    await check.baseQuery('/atolls', fakeBaseQueryApi(), {});
    await check.checked();
    expect(check.availability()).toBe('unavailable');
    expect((await check.baseQuery('/settings', fakeBaseQueryApi(), {})).error).toMatchObject({ status: 'FETCH_ERROR' });

    const live = await check.baseQuery('/orders/track', fakeBaseQueryApi(), { offlineFallback: false });
    expect(live.error).toMatchObject({ status: 404 });
    expect(check.availability()).toBe('available');

    const settings = await check.baseQuery('/settings', fakeBaseQueryApi(), {});
    expect(settings.error).toBeUndefined();
  });

  it('a server that fails with 5xx after a healthy check is not remembered as down (each call falls back on its own)', async () => {
    server.use(http.get(apiUrl('/categories'), () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    const check = withHealthCheck(fetchBaseQuery({ baseUrl: '/api', timeout: API_TIMEOUT_MS }));
    await check.baseQuery('/settings', fakeBaseQueryApi(), {});
    await check.checked();

    const result = await check.baseQuery('/categories', fakeBaseQueryApi(), {});

    expect(result.error).toMatchObject({ status: 500 });
    expect(check.availability()).toBe('available');
  });
});
