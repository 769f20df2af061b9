// The standalone demo answers the app's calls with the server's rules where a
// customer or the owner would notice: prices from the catalogue, the atoll's
// delivery fee, stock taken, order numbers, the status history, the spec's
// checkout messages, the admin's password and guard.
import type { FetchArgs } from '@reduxjs/toolkit/query';
import { describe, expect, it } from 'vitest';

import type { OrderDetail } from '@/features/admin/orders/api/orders-api';
import type { Category, Product } from '@/api/catalog';
import type { Order } from '@/api/orders';
import type { KeyValueStorage } from '@/lib/browser-storage';
import { fakeBaseQueryApi } from '@/test/base-query-api';

import { sha256Hex } from '@/demo/admin-routes';
import { DEMO_KEYS } from '@/demo/demo-store';
import { createStandaloneBaseQuery } from '@/demo/standalone-base-query';

const NOW = new Date('2026-11-23T09:30:00Z');
const DRESS = 'prod-chiffon-tiered-maxi-dress';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
    removeItem: (key) => {
      data.delete(key);
    },
  };
}


async function demo(storage = memoryStorage()) {
  const baseQuery = createStandaloneBaseQuery({
    storage,
    now: () => NOW,
    passwordHash: await sha256Hex('owner-secret'),
  });
  const call = async (args: string | FetchArgs) => {
    const result = await baseQuery(args, fakeBaseQueryApi(), undefined);
    return { ...result, status: result.meta?.response?.status ?? 0, total: result.meta?.response?.headers.get('x-total-count') };
  };
  const signIn = async () => {
    expect((await call({ url: '/auth/login', method: 'POST', body: { password: 'owner-secret' } })).status).toBe(204);
  };
  return { call, signIn, storage };
}

function checkout(overrides: Record<string, unknown> = {}) {
  return {
    order_number: 'RB-MIB0QX2A-K7P3',
    customer: {
      name: 'Aishath Demo',
      phone: '7771234',
      address: { atoll: 'Addu Atoll', island: 'Hithadhoo', street: 'Blue Villa, Magu 3' },
    },
    items: [{ product_id: DRESS, size: 'S', color: 'Pink', quantity: 2, price: 780 }],
    payment_method: 'COD',
    subtotal: 1560,
    delivery_fee: 150,
    total: 1710,
    ...overrides,
  };
}

function stockOf(storage: KeyValueStorage, id: string): Record<string, number> | undefined {
  const products = JSON.parse(storage.getItem(DEMO_KEYS.products) ?? '[]') as Product[];
  return products.find((product) => product.id === id)?.stock;
}

describe('the standalone demo: storefront', () => {
  it('lists the sample catalogue with the server’s paging and total', async () => {
    const { call } = await demo();

    const page = await call({ url: '/products', params: { shop_type: 'clothing', sort: 'price-asc', per_page: 9, page: 1 } });

    const items = page.data as Product[];
    expect(items).toHaveLength(9);
    expect(items.every((product) => product.shop_type === 'clothing')).toBe(true);
    expect(items.map((product) => product.price)).toEqual([...items.map((product) => product.price)].sort((a, b) => a - b));
    expect(Number(page.total)).toBeGreaterThan(9);
    expect((await call(`/products/slug/chiffon-tiered-maxi-dress`)).data).toMatchObject({ id: DRESS, price: 780 });
    expect((await call(`/products/slug/no-such-dress`)).status).toBe(404);
  });

  it('places an order priced from the catalogue with the atoll’s fee, takes the stock, and keeps it in storage', async () => {
    const { call, storage } = await demo();
    expect(stockOf(storage, DRESS)?.['Pink:S']).toBeUndefined(); // not seeded until read
    await call('/products');
    expect(stockOf(storage, DRESS)?.['Pink:S']).toBe(5);

    const placed = await call({ url: '/orders', method: 'POST', body: checkout() });

    expect(placed.status).toBe(201);
    expect(placed.data).toMatchObject({
      order_number: 'RB-MIB0QX2A-K7P3',
      customer: { phone: '+9607771234', address: { atoll: 'Addu Atoll', island: 'Hithadhoo' } },
      items: [{ product_id: DRESS, title: 'Chiffon Tiered Maxi Dress', size: 'S', color: 'Pink', quantity: 2, price: 780 }],
      subtotal: 1560,
      delivery_fee: 150,
      total: 1710,
      status: 'pending',
      payment_status: 'unpaid',
      status_history: [{ status: 'pending', at: NOW.toISOString() }],
    });
    expect(stockOf(storage, DRESS)?.['Pink:S']).toBe(3);

    // Another page load (a new base query over the same storage) sees the order.
    const later = await demo(storage);
    const tracked = await later.call({ url: '/orders/track', params: { order_number: 'rb-mib0qx2a-k7p3', phone: '+960 777 1234' } });
    expect(tracked.status).toBe(200);
    expect((tracked.data as Order).total).toBe(1710);

    // Sent again (a retry), it is still one order and stock is taken once.
    expect((await later.call({ url: '/orders', method: 'POST', body: checkout() })).status).toBe(201);
    expect(stockOf(storage, DRESS)?.['Pink:S']).toBe(3);
  });

  it('answers a bad checkout with the spec’s messages per field', async () => {
    const { call } = await demo();

    const result = await call({
      url: '/orders',
      method: 'POST',
      body: checkout({
        customer: { name: 'A', phone: '12345', email: 'not-an-email', address: { atoll: '', island: '', street: 'x' } },
        items: [{ product_id: DRESS, size: 'N/A', color: '', quantity: 1 }],
        payment_method: 'BANK',
        subtotal: undefined,
        delivery_fee: undefined,
        total: undefined,
      }),
    });

    expect(result.status).toBe(422);
    expect(result.error).toMatchObject({
      data: {
        fields: {
          'customer.name': 'Name must be at least 2 characters',
          'customer.phone': 'Please enter a valid Maldives phone number (+960####### or 7-digit starting with 7/9)',
          'customer.email': 'Invalid email address',
          'customer.address.atoll': 'Please select an atoll',
          'customer.address.island': 'Please select an island',
          'customer.address.street': 'Street address is required',
          transfer_slip: 'Transfer slip is required for bank transfers.',
          'items[0].size': 'Please select a size.',
          'items[0].color': 'Please select a color.',
        },
      },
    });
  });

  it('refuses prices that are not the catalogue’s, and more than is in stock', async () => {
    const { call, storage } = await demo();

    const cheaper = await call({ url: '/orders', method: 'POST', body: checkout({ items: [{ product_id: DRESS, size: 'S', color: 'Pink', quantity: 2, price: 700 }] }) });
    expect(cheaper.status).toBe(422);
    expect(cheaper.error).toMatchObject({ data: { error: 'Prices have changed. Please review your order.' } });

    const wrongTotal = await call({ url: '/orders', method: 'POST', body: checkout({ delivery_fee: 0, total: 1560 }) });
    expect(wrongTotal.error).toMatchObject({ data: { fields: { delivery_fee: 'Prices have changed. Please review your order.' } } });

    const tooMany = await call({
      url: '/orders',
      method: 'POST',
      body: checkout({ items: [{ product_id: DRESS, size: 'S', color: 'Pink', quantity: 6 }], subtotal: undefined, delivery_fee: undefined, total: undefined }),
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.error).toMatchObject({
      data: {
        error: 'Only 5 left of Chiffon Tiered Maxi Dress (Pink, S). Please update your cart.',
        fields: { 'items[0].quantity': 'Only 5 left' },
      },
    });
    expect(stockOf(storage, DRESS)?.['Pink:S']).toBe(5);
  });

  it('tracks an order only with its phone, with the spec’s messages', async () => {
    const { call } = await demo();
    await call({ url: '/orders', method: 'POST', body: checkout() });

    const otherPhone = await call({ url: '/orders/track', params: { order_number: 'RB-MIB0QX2A-K7P3', phone: '7654321' } });
    expect(otherPhone.status).toBe(404);
    expect(otherPhone.error).toMatchObject({ data: { error: 'Order not found. Please check your order number and phone number.' } });
    const blank = await call({ url: '/orders/track', params: { order_number: ' ', phone: '12' } });
    expect(blank.error).toMatchObject({
      data: { fields: { order_number: 'Order number is required', phone: 'Please enter a valid Maldives phone number' } },
    });
  });

  it('keeps an uploaded transfer slip for a bank transfer order, and refuses a file of another type', async () => {
    const { call } = await demo();
    const upload = (file: File) => {
      const form = new FormData();
      form.append('purpose', 'transfer-slip');
      form.append('file', file, file.name);
      return call({ url: '/uploads', method: 'POST', body: form });
    };

    const refused = await upload(new File(['MZ'], 'slip.exe', { type: 'application/x-msdownload' }));
    expect(refused.error).toMatchObject({ status: 422, data: { error: 'Invalid file type. Please upload an image or PDF.' } });

    const slip = await upload(new File([new Uint8Array([137, 80, 78, 71])], 'slip.png', { type: 'image/png' }));
    expect(slip.status).toBe(201);
    const { ref } = slip.data as { ref: string; url: null };
    expect(slip.data).toEqual({ ref, url: null });

    const placed = await call({ url: '/orders', method: 'POST', body: checkout({ payment_method: 'BANK', transfer_slip: ref }) });
    expect(placed.data).toMatchObject({ payment_method: 'BANK', transfer_slip: ref });
  });

  it('delivers at the fee the owner set', async () => {
    const { call, signIn } = await demo();
    await signIn();
    const settings = (await call('/settings')).data as Record<string, unknown> & { delivery: { perAtollFees: Record<string, number> } };
    settings.delivery.perAtollFees['Addu Atoll'] = 75;
    expect((await call({ url: '/settings', method: 'PUT', body: settings })).status).toBe(200);

    const placed = await call({ url: '/orders', method: 'POST', body: checkout({ delivery_fee: undefined, total: undefined }) });

    expect(placed.data).toMatchObject({ delivery_fee: 75, total: 1635 });
  });
});

describe('the standalone demo: admin', () => {
  it('checks the password against the build’s hash and guards the admin’s calls', async () => {
    const { call } = await demo();

    expect((await call('/orders')).status).toBe(401);
    expect((await call('/auth/session')).data).toEqual({ authenticated: false });
    const wrong = await call({ url: '/auth/login', method: 'POST', body: { password: 'guess' } });
    expect(wrong.status).toBe(401);
    expect(wrong.error).toMatchObject({ data: { error: 'Incorrect password.' } });
    expect((await call('/settings')).data).not.toHaveProperty('telegram');

    expect((await call({ url: '/auth/login', method: 'POST', body: { password: 'owner-secret' } })).status).toBe(204);
    expect((await call('/auth/session')).data).toEqual({ authenticated: true });
    expect((await call('/settings')).data).toHaveProperty('telegram.enabled', false);
    expect((await call('/orders')).status).toBe(200);

    expect((await call({ url: '/auth/logout', method: 'POST' })).status).toBe(204);
    expect((await call('/dashboard')).status).toBe(401);
  });

  it('changes an order’s status with its history, and the customer tracks the new status', async () => {
    const { call, signIn } = await demo();
    await call({ url: '/orders', method: 'POST', body: checkout() });
    await signIn();

    const list = await call({ url: '/orders', params: { page: 1, per_page: 20, q: '7771234' } });
    expect(list.total).toBe('1');
    expect((list.data as Order[])[0]?.order_number).toBe('RB-MIB0QX2A-K7P3');

    const changed = await call({ url: '/orders/RB-MIB0QX2A-K7P3', method: 'PUT', body: { status: 'shipped' } });
    expect(changed.status).toBe(200);
    const order = changed.data as OrderDetail;
    expect(order.status_history.map((entry) => entry.status)).toEqual(['pending', 'shipped']);
    expect(order.events).toEqual([{ who: 'admin', field: 'status', from: 'pending', to: 'shipped', at: NOW.toISOString() }]);

    const tracked = await call({ url: '/orders/track', params: { order_number: 'RB-MIB0QX2A-K7P3', phone: '7771234' } });
    expect(tracked.data).toMatchObject({ status: 'shipped' });
    expect(tracked.data).not.toHaveProperty('events');

    const edited = await call({
      url: '/orders/RB-MIB0QX2A-K7P3',
      method: 'PUT',
      body: { items: [{ id: 'RB-MIB0QX2A-K7P3-1', quantity: 1, price: 780 }], delivery_fee: 100 },
    });
    expect(edited.data).toMatchObject({ subtotal: 780, delivery_fee: 100, total: 880 });
    expect((await call({ url: '/orders/RB-MIB0QX2A-K7P3', method: 'PUT', body: { status: 'lost' } })).status).toBe(422);
    expect((await call({ url: '/orders/RB-NOPE', method: 'PUT', body: { status: 'shipped' } })).error).toMatchObject({
      status: 404,
      data: { error: 'Order not found' },
    });

    const dashboard = await call('/dashboard');
    expect(dashboard.data).toMatchObject({ date: '2026-11-23', periods: { today: { orders: 1, revenue: 880 } } });
  });

  it('adds, edits and deletes products and categories with the spec’s ids, slugs and positions', async () => {
    const { call, signIn } = await demo();
    await signIn();

    const category = await call({
      url: '/categories',
      method: 'POST',
      body: { name: 'Blenders', slug: '', image_url: null, parent_id: null, shop_type: 'accessories' },
    });
    expect(category.status).toBe(201);
    const blenders = category.data as Category;
    expect(blenders.id).toBe(`acc-cat-${String(NOW.getTime())}`);
    expect(blenders).toMatchObject({ slug: 'blenders', parent_id: 'acc-cat-accessories' });

    const input = {
      title: 'Glass Jar Blender',
      slug: '',
      sku: 'DH-AP-099',
      description: 'A sturdy blender with a glass jar.',
      price: 899.5,
      images: [],
      category_id: blenders.id,
      shop_type: 'accessories',
      tags: [],
      stock: { default: 4 },
      colors: [],
      sizes: [],
      is_featured: false,
      brand: 'Dhoni',
    };
    const created = await call({ url: '/products', method: 'POST', body: input });
    const blender = created.data as Product;
    expect(created.status).toBe(201);
    expect(blender).toMatchObject({ id: `prod-${String(NOW.getTime())}`, slug: 'glass-jar-blender', brand: 'Dhoni', version: 1 });
    expect((await call({ url: '/products', params: { shop_type: 'accessories', category: 'blenders' } })).data).toEqual([blender]);

    const updated = await call({ url: `/products/${blender.id}`, method: 'PUT', body: { ...input, title: 'Glass Jar Blender Pro', version: 1 } });
    expect(updated.data).toMatchObject({ title: 'Glass Jar Blender Pro', slug: 'glass-jar-blender', created_at: blender.created_at, version: 2 });
    expect((await call({ url: `/products/${blender.id}`, method: 'PUT', body: { ...input, version: 1 } })).status).toBe(409);
    expect((await call({ url: '/products', method: 'POST', body: { ...input, title: 'x', price: -1 } })).error).toMatchObject({
      data: { fields: { title: 'Title must be at least 3 characters', price: 'Price must be positive' } },
    });

    expect((await call({ url: `/categories/${blenders.id}`, method: 'DELETE' })).error).toMatchObject({
      status: 409,
      data: { error: 'This category still has products or subcategories. Move or delete them first.' },
    });
    expect((await call({ url: `/products/${blender.id}`, method: 'DELETE' })).status).toBe(204);
    expect((await call({ url: `/categories/${blenders.id}`, method: 'DELETE' })).status).toBe(204);
  });
});
