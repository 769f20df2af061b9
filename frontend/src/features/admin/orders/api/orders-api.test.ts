import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import {
  adminOrdersApi,
  adminSlipUrl,
  ORDERS_EXPORT_URL,
} from '@/features/admin/orders/api/orders-api';
import { baseApi } from '@/api/base-api';
import { sampleOrder } from '@/api/orders.fixtures';
import { makeApiStore } from '@/test/api-store';
import { apiUrl, server } from '@/test/msw-server';

const NUMBER = 'RB-M5D4RUO0-7KQ2';

describe('listOrders', () => {
  it('asks for a page of 20 with the filters given, and reads the total from X-Total-Count', async () => {
    let query: URLSearchParams | undefined;
    server.use(
      http.get(apiUrl('/orders'), ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json([sampleOrder()], { headers: { 'X-Total-Count': '41' } });
      }),
    );
    const store = makeApiStore();

    const result = await store.dispatch(
      adminOrdersApi.endpoints.listOrders.initiate({ page: 3, status: 'shipped', q: '  777 1234 ' }),
    );

    expect(Object.fromEntries(query ?? [])).toEqual({ page: '3', per_page: '20', status: 'shipped', q: '777 1234' });
    expect(result.data?.total).toBe(41);
    expect(result.data?.items.map((order) => order.order_number)).toEqual([NUMBER]);
  });

  it('counts the page when the total is missing, and refuses an answer that is not a list of orders', async () => {
    const store = makeApiStore();
    server.use(http.get(apiUrl('/orders'), () => HttpResponse.json([sampleOrder()])));
    expect((await store.dispatch(adminOrdersApi.endpoints.listOrders.initiate({ page: 1 }))).data?.total).toBe(1);
    server.use(http.get(apiUrl('/orders'), () => HttpResponse.json({ error: 'x' })));
    const refused = await store.dispatch(adminOrdersApi.endpoints.listOrders.initiate({ page: 2 }));
    expect(refused.error).toEqual({ status: 'CUSTOM_ERROR', error: 'GET /orders: unexpected answer (not a list)' });
  });

  it('never keeps a copy of the orders in the browser', async () => {
    server.use(http.get(apiUrl('/orders'), () => HttpResponse.json([sampleOrder()], { headers: { 'X-Total-Count': '1' } })));
    const store = makeApiStore();
    await store.dispatch(adminOrdersApi.endpoints.listOrders.initiate({ page: 1 }));
    expect(Object.keys(window.localStorage)).toEqual([]);
  });
});

describe('getOrder', () => {
  it('reads the order with its history', async () => {
    const event = { who: 'admin', field: 'status', from: 'pending', to: 'shipped', at: '2025-01-02T00:00:00Z' };
    server.use(http.get(apiUrl(`/orders/${NUMBER}`), () => HttpResponse.json({ ...sampleOrder(), events: [event] })));
    const store = makeApiStore();

    const result = await store.dispatch(adminOrdersApi.endpoints.getOrder.initiate(NUMBER));

    expect(result.data?.events).toEqual([event]);
  });
});

describe('updateOrder', () => {
  it('shows a new status in the cached list at once, then the stored order', async () => {
    const stored = { ...sampleOrder({ status: 'shipped', total: 999 }), events: [] };
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(apiUrl('/orders'), () => HttpResponse.json([sampleOrder()], { headers: { 'X-Total-Count': '1' } })),
      http.put(apiUrl(`/orders/${NUMBER}`), async () => {
        await answered;
        return HttpResponse.json(stored);
      }),
    );
    const store = makeApiStore();
    const list = store.dispatch(adminOrdersApi.endpoints.listOrders.initiate({ page: 1 }));
    await list;
    const cached = () => adminOrdersApi.endpoints.listOrders.select({ page: 1 })(store.getState()).data?.items[0];

    const saving = store.dispatch(
      adminOrdersApi.endpoints.updateOrder.initiate({ orderNumber: NUMBER, edit: { status: 'shipped' } }),
    );
    expect(cached()?.status).toBe('shipped');
    expect(cached()?.total).toBe(2300.5);

    answer();
    await saving;
    await expect.poll(() => cached()?.total).toBe(999);
    // The detail, when it is opened, starts from the stored order too.
    await expect
      .poll(() => adminOrdersApi.endpoints.getOrder.select(NUMBER)(store.getState()).data?.total)
      .toBe(999);
    list.unsubscribe();
  });

  it('puts the old status back when the server refuses', async () => {
    server.use(
      http.get(apiUrl('/orders'), () => HttpResponse.json([sampleOrder()], { headers: { 'X-Total-Count': '1' } })),
      http.put(apiUrl(`/orders/${NUMBER}`), async () => {
        await delay(5);
        return HttpResponse.json(
          { error: 'Status must be one of pending, processing, shipped, delivered, cancelled' },
          { status: 422 },
        );
      }),
    );
    const store = makeApiStore();
    const list = store.dispatch(adminOrdersApi.endpoints.listOrders.initiate({ page: 1 }));
    await list;

    const result = await store.dispatch(
      adminOrdersApi.endpoints.updateOrder.initiate({ orderNumber: NUMBER, edit: { status: 'delivered' } }),
    );

    expect(result.error).toMatchObject({ status: 422 });
    expect(adminOrdersApi.endpoints.listOrders.select({ page: 1 })(store.getState()).data?.items[0]?.status).toBe(
      'pending',
    );
    list.unsubscribe();
  });

  it('checks the session again when the server says the admin is signed out', async () => {
    let sessionChecks = 0;
    server.use(
      http.get(apiUrl('/auth/session'), () => {
        sessionChecks += 1;
        return HttpResponse.json({ authenticated: sessionChecks === 1 });
      }),
      http.put(apiUrl(`/orders/${NUMBER}`), () => HttpResponse.json({ error: 'Please log in' }, { status: 401 })),
    );
    // Whatever reads the session (the admin screen) is told to read it again.
    const probe = baseApi.injectEndpoints({
      endpoints: (build) => ({
        sessionProbe: build.query<{ authenticated: boolean }, void>({
          query: () => '/auth/session',
          extraOptions: { offlineFallback: false },
          providesTags: ['Session'],
        }),
      }),
    });
    const store = makeApiStore();
    const session = store.dispatch(probe.endpoints.sessionProbe.initiate());
    await session;

    await store.dispatch(adminOrdersApi.endpoints.updateOrder.initiate({ orderNumber: NUMBER, edit: { status: 'shipped' } }));

    await expect.poll(() => probe.endpoints.sessionProbe.select()(store.getState()).data?.authenticated).toBe(false);
    expect(sessionChecks).toBe(2);
    session.unsubscribe();
  });
});

describe('deleteOrder', () => {
  it('reads the list again after a delete, and after finding the order already gone', async () => {
    let listReads = 0;
    let deleted = false;
    server.use(
      http.get(apiUrl('/orders'), () => {
        listReads += 1;
        return HttpResponse.json(deleted ? [] : [sampleOrder()], { headers: { 'X-Total-Count': deleted ? '0' : '1' } });
      }),
      http.delete(apiUrl(`/orders/${NUMBER}`), () => {
        if (deleted) {
          return HttpResponse.json({ error: 'Order not found' }, { status: 404 });
        }
        deleted = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const store = makeApiStore();
    const list = store.dispatch(adminOrdersApi.endpoints.listOrders.initiate({ page: 1 }));
    await list;

    expect((await store.dispatch(adminOrdersApi.endpoints.deleteOrder.initiate(NUMBER))).data).toBeNull();
    await expect.poll(() => listReads).toBe(2);
    const again = await store.dispatch(adminOrdersApi.endpoints.deleteOrder.initiate(NUMBER));
    expect(again.error).toMatchObject({ status: 404, data: { error: 'Order not found' } });
    await expect.poll(() => listReads).toBe(3);
    list.unsubscribe();
  });
});

describe('addresses', () => {
  it('exports from /api/orders/export.csv and reads slips without a phone', () => {
    expect(ORDERS_EXPORT_URL).toBe('/api/orders/export.csv');
    expect(adminSlipUrl('RB-M5D4RUO0-7KQ2')).toBe('/api/orders/RB-M5D4RUO0-7KQ2/slip');
  });
});
