// The standalone demo's order calls (docs/openapi.yaml: POST /orders, GET
// /orders/track, the admin's GET/PUT/DELETE /orders..., GET /dashboard), over
// the orders kept in browser storage.
import type { Dashboard, DashboardTotals } from '@/features/admin/dashboard/api/dashboard-api';
import type { OrderDetail } from '@/features/admin/orders/api/orders-api';
import type { Order } from '@/api/orders';
import { orderMatchesSearch } from '@/lib/order-search';
import { isValidMaldivesPhone, normalizePhone } from '@/lib/phone';

import type { DemoContext } from '@/demo/demo-context';
import { type DemoAnswer, type DemoRequest, created, fail, invalid, noContent, notFound, ok } from '@/demo/demo-http';
import { editOrder, MESSAGES, placeOrder } from '@/demo/order-rules';

/** Maldives time is UTC+5 all year. */
const MALDIVES_OFFSET_MS = 5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const DASHBOARD_DAYS = 30;

/** An order as customers and lists see it: without the admin's history of changes. */
function publicOrder(order: OrderDetail): Order {
  const copy: Order & { events?: unknown } = { ...order };
  delete copy.events;
  return copy;
}

function maldivesDate(iso: string): string {
  return new Date(new Date(iso).getTime() + MALDIVES_OFFSET_MS).toISOString().slice(0, 10);
}

function emptyTotals(): DashboardTotals {
  return { orders: 0, cancelled: 0, revenue: 0, paid: 0, unpaid: 0, cod: 0, bank: 0, online: 0, discounts: 0, discount_orders: 0 };
}

function addOrder(totals: DashboardTotals, order: Order): void {
  totals.orders += 1;
  if (order.status === 'cancelled') {
    totals.cancelled += 1;
    return;
  }
  totals.revenue += order.total;
  totals[order.payment_status === 'paid' ? 'paid' : 'unpaid'] += order.total;
  totals[order.payment_method === 'BANK' ? 'bank' : 'cod'] += order.total;
  if (order.discount_code !== undefined && order.discount_code !== '') {
    totals.discounts += order.discount ?? 0;
    totals.discount_orders += 1;
  }
}

/** The dashboard's figures (docs/decisions/130), computed over the kept orders. */
export function dashboardOf(context: DemoContext): Dashboard {
  const orders = context.store.read('orders');
  const products = context.store.read('products');
  const threshold = context.store.read('settings').inventory.lowStockThreshold;
  const today = maldivesDate(context.now().toISOString());
  const startMs = Date.parse(`${today}T00:00:00Z`);
  const days = Array.from({ length: DASHBOARD_DAYS }, (_, index) =>
    new Date(startMs - (DASHBOARD_DAYS - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
  const byDay = new Map(days.map((day) => [day, emptyTotals()]));
  const sold = new Map<string, { product_id: string; title: string; units: number; revenue: number }>();
  for (const order of orders) {
    const totals = byDay.get(maldivesDate(order.created_at));
    if (totals === undefined) {
      continue;
    }
    addOrder(totals, order);
    if (order.status !== 'cancelled') {
      for (const item of order.items) {
        const entry = sold.get(item.product_id) ?? { product_id: item.product_id, title: item.title, units: 0, revenue: 0 };
        entry.units += item.quantity;
        entry.revenue += item.price * item.quantity;
        sold.set(item.product_id, entry);
      }
    }
  }
  const sum = (from: number) => {
    const totals = emptyTotals();
    for (const day of days.slice(from)) {
      const daily = byDay.get(day) ?? emptyTotals();
      for (const key of Object.keys(totals) as (keyof DashboardTotals)[]) {
        totals[key] += daily[key];
      }
    }
    return totals;
  };
  const waiting = orders
    .filter((order) => order.status === 'pending' || (order.payment_method === 'BANK' && order.payment_status !== 'paid' && order.status !== 'cancelled'))
    .sort((a, b) => (a.created_at < b.created_at ? -1 : 1));
  const lowStock = products.flatMap((product) =>
    Object.entries(product.stock)
      .filter(([, left]) => left <= threshold)
      .map(([variant, left]) => {
        const [color, size] = variant.includes(':') ? variant.split(':') : ['', variant === 'default' ? '' : variant];
        return {
          product_id: product.id,
          title: product.title,
          sku: product.sku,
          shop_type: product.shop_type,
          variant,
          color: color ?? '',
          size: size ?? '',
          left,
        };
      }),
  );
  return {
    date: today,
    periods: { today: sum(DASHBOARD_DAYS - 1), week: sum(DASHBOARD_DAYS - 7), month: sum(0) },
    chart: days.map((date) => {
      const totals = byDay.get(date) ?? emptyTotals();
      return { date, orders: totals.orders, revenue: totals.revenue };
    }),
    waiting: {
      count: waiting.length,
      orders: waiting.slice(0, 20).map((order) => ({
        order_number: order.order_number,
        customer_name: order.customer.name,
        total: order.total,
        payment_method: order.payment_method,
        payment_status: order.payment_status === 'paid' ? 'paid' : 'unpaid',
        status: order.status,
        slip_url: null,
        discount_code: order.discount_code ?? '',
        created_at: order.created_at,
      })),
    },
    low_stock: { threshold, variants: lowStock.slice(0, 50) },
    best_sellers: [...sold.values()].sort((a, b) => b.units - a.units || b.revenue - a.revenue).slice(0, 5),
  };
}

export function orderRoute(request: DemoRequest, context: DemoContext): DemoAnswer | null {
  const { store, now } = context;
  const { method, path, query } = request;

  if (path === '/orders' && method === 'POST') {
    const orders = store.read('orders');
    const number = typeof request.body === 'object' && request.body !== null && 'order_number' in request.body
      ? String(request.body.order_number).trim().toUpperCase()
      : '';
    const placedBefore = orders.find((order) => order.order_number === number);
    if (placedBefore !== undefined) {
      // Sent again (a retry): the same order, once.
      return created(publicOrder(placedBefore));
    }
    const result = placeOrder(request.body, store.read('products'), store.read('settings'), now());
    if (result.kind === 'invalid') {
      return invalid(result.fields);
    }
    if (result.kind === 'short') {
      return fail(409, result.message, result.fields);
    }
    store.write('products', result.products);
    store.write('orders', [result.order, ...orders]);
    return created(publicOrder(result.order));
  }
  if (path === '/orders/track' && method === 'GET') {
    const number = (query.get('order_number') ?? '').trim().toUpperCase();
    const phone = query.get('phone') ?? '';
    const problems: Record<string, string> = {};
    if (number === '') problems.order_number = MESSAGES.orderNumberRequired;
    if (!isValidMaldivesPhone(phone)) problems.phone = MESSAGES.lookupPhone;
    if (Object.keys(problems).length > 0) {
      return invalid(problems);
    }
    const order = store.read('orders').find((candidate) => candidate.order_number === number);
    return order === undefined || normalizePhone(order.customer.phone) !== normalizePhone(phone)
      ? notFound(MESSAGES.trackNotFound)
      : ok(publicOrder(order));
  }
  if (path !== '/dashboard' && path !== '/search-misses' && !path.startsWith('/orders')) {
    return null;
  }

  const guard = context.requireAdmin();
  if (guard !== null) {
    return guard;
  }
  if (path === '/dashboard' && method === 'GET') {
    return ok(dashboardOf(context));
  }
  if (path === '/search-misses' && method === 'GET') {
    // The demo keeps no searches: nothing about its visitors is kept.
    return ok([]);
  }
  if (path === '/orders' && method === 'GET') {
    const status = query.get('status');
    const q = (query.get('q') ?? '').trim();
    const perPage = Math.min(Math.max(Number(query.get('per_page') ?? 20) || 20, 1), 100);
    const page = Math.max(Number(query.get('page') ?? 1) || 1, 1);
    const matching = store
      .read('orders')
      .filter((order) => (status === null || order.status === status) && (q === '' || orderMatchesSearch(order, q)))
      .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0));
    return ok(matching.slice((page - 1) * perPage, page * perPage).map(publicOrder), {
      'x-total-count': String(matching.length),
    });
  }
  const one = /^\/orders\/([^/]+)(\/announce)?$/.exec(path);
  if (one === null) {
    return null;
  }
  const number = decodeURIComponent(one[1] ?? '').toUpperCase();
  const orders = store.read('orders');
  const order = orders.find((candidate) => candidate.order_number === number);
  if (order === undefined) {
    return notFound(MESSAGES.orderNotFound);
  }
  if (one[2] !== undefined) {
    return method === 'POST' ? fail(503, 'This demo sends no Telegram messages.') : null;
  }
  switch (method) {
    case 'GET':
      return ok(order);
    case 'DELETE':
      store.write('orders', orders.filter((candidate) => candidate !== order));
      return noContent();
    case 'PUT': {
      const result = editOrder(order, request.body, now());
      if (result.kind === 'invalid') {
        return invalid(result.fields);
      }
      store.write('orders', orders.map((candidate) => (candidate === order ? result.order : candidate)));
      return ok(result.order);
    }
    default:
      return null;
  }
}
