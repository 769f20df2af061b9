import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { sampleOrder } from '@/api/orders.fixtures';
import { type OrderInput, ordersApi, serverFieldsOf, slipUrl } from '@/api/orders';
import { makeApiStore } from '@/test/api-store';
import { apiUrl, server } from '@/test/msw-server';

const input: OrderInput = {
  order_number: 'RB-M5D4RUO0-7KQ2',
  customer: { name: 'Aminath', phone: '7771234', address: { atoll: 'Addu Atoll', island: 'Hithadhoo', street: 'Blue Villa' } },
  items: [{ product_id: 'prod-1', size: 'M', color: 'Navy', quantity: 2 }],
  payment_method: 'COD',
};

describe('placeOrder', () => {
  it('posts the order with its number and reads the stored order', async () => {
    let body: unknown;
    server.use(
      http.post(apiUrl('/orders'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(sampleOrder(), { status: 201 });
      }),
    );
    const store = makeApiStore();
    const result = await store.dispatch(ordersApi.endpoints.placeOrder.initiate(input));
    expect(body).toEqual(input);
    expect(result.data?.order_number).toBe('RB-M5D4RUO0-7KQ2');
  });

  it('hands back the server message and fields of a refusal', async () => {
    server.use(
      http.post(apiUrl('/orders'), () =>
        HttpResponse.json(
          { error: 'Only 2 left of X (Black, M). Please update your cart.', fields: { 'items[0].quantity': 'Only 2 left' } },
          { status: 409 },
        ),
      ),
    );
    const store = makeApiStore();
    const result = await store.dispatch(ordersApi.endpoints.placeOrder.initiate(input));
    expect(result.error).toMatchObject({ status: 409 });
    expect(serverFieldsOf(result.error)).toEqual({ 'items[0].quantity': 'Only 2 left' });
  });
});

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
      ordersApi.endpoints.trackOrder.initiate({ orderNumber: 'RB-M5D4RUO0-7KQ2', phone: '7771234' }),
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
    await store.dispatch(ordersApi.endpoints.trackOrder.initiate(args));
    expect(Object.keys(window.localStorage).filter((key) => key.includes('orders'))).toEqual([]);

    up = false;
    const result = await store.dispatch(ordersApi.endpoints.trackOrder.initiate(args, { forceRefetch: true }));
    expect(result.isError).toBe(true);
    expect(result.error).toMatchObject({ status: 503 });
    warn.mockRestore();
  });
});

describe('uploadSlip', () => {
  it('sends purpose before the file, as multipart', async () => {
    let names: string[] = [];
    let purpose: FormDataEntryValue | null = null;
    server.use(
      http.post(apiUrl('/uploads'), async ({ request }) => {
        const form = await request.formData();
        names = [...form.keys()];
        purpose = form.get('purpose');
        return HttpResponse.json({ ref: 'slip_0123456789abcdef01234567', url: null }, { status: 201 });
      }),
    );
    const store = makeApiStore();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'slip.png', { type: 'image/png' });
    const result = await store.dispatch(ordersApi.endpoints.uploadSlip.initiate(file));
    expect(names).toEqual(['purpose', 'file']);
    expect(purpose).toBe('transfer-slip');
    expect(result.data).toEqual({ ref: 'slip_0123456789abcdef01234567', url: null });
  });
});

describe('slipUrl', () => {
  it('puts the phone in the query', () => {
    expect(slipUrl('RB-M5D4RUO0-7KQ2', '+960 777-1234')).toBe('/api/orders/RB-M5D4RUO0-7KQ2/slip?phone=%2B960+777-1234');
  });
});
