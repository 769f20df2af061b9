// A fake of the server's admin order calls for the unit tests (not imported by
// the app): GET /orders (status, q, paging, X-Total-Count, a search's count
// stopping at searchCountCap with X-Total-Capped), GET, PUT and
// DELETE /orders/{order_number}, with the server's rules for an edit
// (docs/openapi.yaml) kept to what the screens rely on. Records what was sent.
import { http, HttpResponse, type HttpHandler } from 'msw';

import type { OrderDetail, OrderEdit, OrderEvent } from '@/features/admin/orders/api/orders-api';
import type { Order } from '@/api/orders';
import { orderMatchesSearch } from '@/lib/order-search';

/** jsdom's origin; fetchBaseQuery resolves '/api' against it. */
const apiUrl = (path: string) => new URL(`/api${path}`, window.location.origin).href;

const NOT_FOUND = { error: 'Order not found' };

export type FakeOrdersServer = {
  handlers: HttpHandler[];
  /** The stored orders, newest first. */
  orders: () => OrderDetail[];
  order: (orderNumber: string) => OrderDetail | undefined;
  /** Removes an order as another tab would. */
  deleteElsewhere: (orderNumber: string) => void;
  puts: { orderNumber: string; body: OrderEdit }[];
  deletes: string[];
  listQueries: URLSearchParams[];
  /** How many orders a search counts, as the server (10,000; or to the end of the page asked for). */
  searchCountCap: number;
};

const laari = (mvr: number) => Math.round(mvr * 100);
const money = (mvr: number) =>
  `MVR ${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(mvr)}`;

export function fakeOrdersServer(initial: readonly Order[], now = () => new Date('2025-06-01T08:00:00Z')): FakeOrdersServer {
  let stored: OrderDetail[] = initial
    .map((order) => ({ ...structuredClone(order), events: [] as OrderEvent[] }))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.order_number.localeCompare(a.order_number));
  const fake: FakeOrdersServer = {
    handlers: [],
    orders: () => stored,
    order: (orderNumber) => stored.find((order) => order.order_number === orderNumber),
    deleteElsewhere: (orderNumber) => {
      stored = stored.filter((order) => order.order_number !== orderNumber);
    },
    puts: [],
    deletes: [],
    listQueries: [],
    searchCountCap: 10_000,
  };

  const apply = (order: OrderDetail, edit: OrderEdit): Record<string, string> => {
    const problems: Record<string, string> = {};
    edit.items?.forEach((item, index) => {
      if (!Number.isInteger(item.quantity) || item.quantity < 1 || item.quantity > 9999) {
        problems[`items[${String(index)}].quantity`] = 'Quantity must be a whole number from 1 to 9999';
      }
      if (item.price < 0) {
        problems[`items[${String(index)}].price`] = 'Price must be 0 or more';
      }
    });
    if (Object.keys(problems).length > 0) {
      return problems;
    }
    const at = now().toISOString();
    const change = (field: string, from: string, to: string) => {
      if (from !== to) {
        order.events.push({ who: 'admin', field, from, to, at });
      }
    };
    if (edit.status !== undefined) {
      change('status', order.status, edit.status);
      if (edit.status !== order.status) {
        order.status_history.push({ status: edit.status, at });
      }
      order.status = edit.status;
    }
    if (edit.payment_status !== undefined) {
      change('payment_status', order.payment_status, edit.payment_status);
      order.payment_status = edit.payment_status;
    }
    if (edit.customer !== undefined) {
      change('customer.name', order.customer.name, edit.customer.name);
      change('customer.phone', order.customer.phone, edit.customer.phone);
      order.customer = structuredClone(edit.customer);
    }
    if (edit.notes !== undefined) {
      change('notes', order.notes, edit.notes);
      order.notes = edit.notes;
    }
    if (edit.items !== undefined) {
      const before = order.items.map((item) => `${item.sku} x${String(item.quantity)} @ ${money(item.price)}`).join('; ');
      order.items = edit.items.flatMap((line) => {
        const item = order.items.find((candidate) => candidate.id === line.id);
        return item === undefined ? [] : [{ ...item, quantity: line.quantity, price: line.price }];
      });
      const after = order.items.map((item) => `${item.sku} x${String(item.quantity)} @ ${money(item.price)}`).join('; ');
      change('items', before, after);
    }
    if (edit.delivery_fee !== undefined) {
      change('delivery_fee', money(order.delivery_fee), money(edit.delivery_fee));
      order.delivery_fee = edit.delivery_fee;
    }
    const subtotal = order.items.reduce((sum, item) => sum + laari(item.price) * item.quantity, 0) / 100;
    change('subtotal', money(order.subtotal), money(subtotal));
    order.subtotal = subtotal;
    order.total = (laari(subtotal) + laari(order.delivery_fee)) / 100;
    return {};
  };

  fake.handlers = [
    http.get(apiUrl('/orders'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      fake.listQueries.push(params);
      const page = Number(params.get('page') ?? '1');
      const perPage = Number(params.get('per_page') ?? '20');
      const status = params.get('status');
      const q = params.get('q')?.trim() ?? '';
      const found = stored.filter(
        (order) => (status === null || order.status === status) && (q === '' || orderMatchesSearch(order, q)),
      );
      // A list has no history (docs/openapi.yaml: Order, not OrderDetail).
      const pageOrders = found.slice((page - 1) * perPage, page * perPage).map((order) => {
        const listed: Order & { events?: OrderEvent[] } = { ...order };
        delete listed.events;
        return listed;
      });
      const counted = Math.max(fake.searchCountCap, page * perPage);
      const capped = q !== '' && found.length > counted;
      return HttpResponse.json(pageOrders, {
        headers: { 'X-Total-Count': String(capped ? counted : found.length), 'X-Total-Capped': String(capped) },
      });
    }),
    http.get(apiUrl('/orders/:orderNumber'), ({ params }) => {
      const order = fake.order(String(params.orderNumber));
      return order === undefined ? HttpResponse.json(NOT_FOUND, { status: 404 }) : HttpResponse.json(order);
    }),
    http.put(apiUrl('/orders/:orderNumber'), async ({ params, request }) => {
      const orderNumber = String(params.orderNumber);
      const body = (await request.json()) as OrderEdit;
      fake.puts.push({ orderNumber, body });
      const order = fake.order(orderNumber);
      if (order === undefined) {
        return HttpResponse.json(NOT_FOUND, { status: 404 });
      }
      const draft = structuredClone(order);
      const problems = apply(draft, body);
      const messages = Object.values(problems);
      if (messages.length > 0) {
        const error = new Set(messages).size === 1 ? (messages[0] ?? '') : 'Please check the highlighted fields.';
        return HttpResponse.json({ error, fields: problems }, { status: 422 });
      }
      stored = stored.map((candidate) => (candidate.order_number === orderNumber ? draft : candidate));
      return HttpResponse.json(draft);
    }),
    http.delete(apiUrl('/orders/:orderNumber'), ({ params }) => {
      const orderNumber = String(params.orderNumber);
      fake.deletes.push(orderNumber);
      if (fake.order(orderNumber) === undefined) {
        return HttpResponse.json(NOT_FOUND, { status: 404 });
      }
      fake.deleteElsewhere(orderNumber);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
  return fake;
}
