import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

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

describe('slipUrl', () => {
  it('puts the phone in the query', () => {
    expect(slipUrl('RB-M5D4RUO0-7KQ2', '+960 777-1234')).toBe('/api/orders/RB-M5D4RUO0-7KQ2/slip?phone=%2B960+777-1234');
  });
});
