import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { sampleOrder } from '@/api/orders.fixtures';
import { trackOrderApi } from '@/features/orders/api/track-order-api';
import { makeApiStore } from '@/test/api-store';
import { apiUrl, server } from '@/test/msw-server';

describe('trackOrder', () => {
  it('asks by number and phone', async () => {
    let url: URL | undefined;
    server.use(
      http.get(apiUrl('/orders/track'), ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json(sampleOrder());
      }),
    );
    const store = makeApiStore();
    const result = await store.dispatch(
      trackOrderApi.endpoints.trackOrder.initiate({ orderNumber: 'RB-M5D4RUO0-7KQ2', phone: '7771234' }),
    );
    expect(url?.searchParams.get('order_number')).toBe('RB-M5D4RUO0-7KQ2');
    expect(url?.searchParams.get('phone')).toBe('7771234');
    expect(result.data?.customer.name).toBe('Aminath Shifa');
  });

  it('keeps no copy of an order and serves none when the server is down', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let up = true;
    server.use(
      http.get(apiUrl('/orders/track'), () =>
        up ? HttpResponse.json(sampleOrder()) : HttpResponse.json({ error: 'down' }, { status: 503 }),
      ),
    );
    const store = makeApiStore();
    const args = { orderNumber: 'RB-M5D4RUO0-7KQ2', phone: '7771234' };
    await store.dispatch(trackOrderApi.endpoints.trackOrder.initiate(args));
    expect(Object.keys(window.localStorage).filter((key) => key.includes('orders'))).toEqual([]);

    up = false;
    const result = await store.dispatch(trackOrderApi.endpoints.trackOrder.initiate(args, { forceRefetch: true }));
    expect(result.isError).toBe(true);
    expect(result.error).toMatchObject({ status: 503 });
    warn.mockRestore();
  });
});
