import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { healthApi } from '@/api/health';
import { makeApiStore } from '@/test/api-store';
import { apiUrl, server } from '@/test/msw-server';

describe('getHealth', () => {
  it('reports the status the server sends', async () => {
    server.use(http.get(apiUrl('/health'), () => HttpResponse.json({ status: 'ok' })));
    const store = makeApiStore();

    const result = await store.dispatch(healthApi.endpoints.getHealth.initiate());

    expect(result.data).toEqual({ status: 'ok' });
  });

  it('reports an outage even after an earlier healthy answer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let up = true;
    server.use(
      http.get(apiUrl('/health'), () =>
        up ? HttpResponse.json({ status: 'ok' }) : HttpResponse.json({ status: 'down' }, { status: 503 }),
      ),
    );
    const store = makeApiStore();
    await store.dispatch(healthApi.endpoints.getHealth.initiate());

    up = false;
    const result = await store.dispatch(
      healthApi.endpoints.getHealth.initiate(undefined, { forceRefetch: true }),
    );

    expect(result.isError).toBe(true);
    expect(result.error).toMatchObject({ status: 503 });
    expect(warn).toHaveBeenCalledWith('GET /health failed (HTTP 503)');
  });
});
