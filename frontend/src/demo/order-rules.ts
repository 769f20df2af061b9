// The standalone demo's orders: checkout checked and priced as the server
// does it (backend/internal/orders/checkout.go: the catalogue's prices, the
// delivery fee (island, atoll, free delivery), stock taken, the spec's messages word for word), and
// the admin's edits recorded as the server records them (admin.go: status
// history, one event per changed field, totals recomputed).
import type { OrderDetail, OrderEdit } from '@/features/admin/orders/api/orders-api';
import type { Product } from '@/api/catalog';
import type { Order, OrderInput, OrderStatus } from '@/api/orders';
import { CHECKOUT_MESSAGES } from '@/features/checkout/checkout-form';
import { deliveryQuote } from '@/lib/delivery-fee';
import { formatMoney } from '@/lib/money';
import { isOrderNumber, makeOrderNumber } from '@/lib/order-number';
import { isValidMaldivesPhone, normalizePhone } from '@/lib/phone';

import { isRecord, text } from '@/demo/demo-http';
import type { DemoSettings } from '@/demo/demo-store';

export const MESSAGES = {
  // The checkout form's, which are the server's too (spec section 5).
  ...CHECKOUT_MESSAGES,
  size: 'Please select a size.',
  color: 'Please select a color.',
  cartEmpty: 'Your cart is empty',
  productGone: 'This product is no longer available',
  quantity: 'Quantity must be between 1 and 99',
  pricesChanged: 'Prices have changed. Please review your order.',
  islandNotInAtoll:
    'This island is not in the chosen atoll. Please select an island from the list, or choose "My island is not listed".',
  orderNumber: 'Invalid order number',
  tailorMade: 'Tailor-made items need the shop itself; this demo cannot take them.',
  trackNotFound: 'Order not found. Please check your order number and phone number.',
  orderNumberRequired: 'Order number is required',
  lookupPhone: 'Please enter a valid Maldives phone number',
  orderNotFound: 'Order not found',
  status: 'Unknown status',
  paymentStatus: 'Unknown payment status',
} as const;

const STATUSES: readonly OrderStatus[] = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NOT_CHOSEN = 'N/A';

/** Amounts are compared in laari, as the server keeps them. */
const laari = (mvr: number) => Math.round(mvr * 100);

type Problems = Record<string, string>;

export type PlaceResult =
  | { kind: 'placed'; order: OrderDetail; products: Product[] }
  | { kind: 'invalid'; fields: Problems }
  | { kind: 'short'; message: string; fields: Problems };

type CustomerInput = OrderInput['customer'];

function customerOf(value: unknown): CustomerInput {
  const customer = isRecord(value) ? value : {};
  const address = isRecord(customer.address) ? customer.address : {};
  return {
    name: text(customer.name),
    phone: text(customer.phone),
    email: text(customer.email),
    address: {
      atoll: text(address.atoll),
      island: text(address.island),
      island_unlisted: address.island_unlisted === true,
      street: text(address.street),
      directions: text(address.directions),
    },
  };
}

/** The customer's own checks, shared by checkout and the admin's edit. */
function customerProblems(customer: CustomerInput, problems: Problems): void {
  if (customer.name.length < 2) problems['customer.name'] = MESSAGES.name;
  if (!isValidMaldivesPhone(customer.phone)) problems['customer.phone'] = MESSAGES.phone;
  if ((customer.email ?? '') !== '' && !EMAIL.test(customer.email ?? '')) problems['customer.email'] = MESSAGES.email;
  if (customer.address.street.length < 3) problems['customer.address.street'] = MESSAGES.street;
}

/** The option the customer meant, exactly or ignoring case, in the list's spelling. */
function pick(options: readonly string[], wanted: string): string | undefined {
  return options.find((option) => option === wanted) ?? options.find((option) => option.toLowerCase() === wanted.toLowerCase());
}

function chosen(value: unknown): string {
  const choice = text(value);
  return choice.toUpperCase() === NOT_CHOSEN ? '' : choice;
}

/** The stock key a variant is counted under, as the catalogue finds it; undefined when untracked. */
function stockKey(product: Product, color: string, size: string): string | undefined {
  return [`${color}:${size}`, size, 'default'].find((key) => key !== ':' && key !== '' && key in product.stock);
}

function variantName(color: string, size: string): string {
  const parts = [color, size].filter((part) => part !== '');
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}

/**
 * Checks a checkout and prices it. On success the order starts pending and
 * unpaid with its first status history entry, and `products` are the
 * catalogue with the order's stock taken.
 */
export function placeOrder(
  body: unknown,
  catalogue: readonly Product[],
  settings: DemoSettings,
  now: Date,
): PlaceResult {
  const input = isRecord(body) ? body : {};
  const problems: Problems = {};
  const sent = text(input.order_number).toUpperCase();
  const number = sent === '' ? makeOrderNumber(now.getTime()) : sent;
  if (!isOrderNumber(number)) problems.order_number = MESSAGES.orderNumber;

  const customer = customerOf(input.customer);
  customerProblems(customer, problems);
  const atoll = settings.geo.atolls.find((candidate) => candidate.name === customer.address.atoll) ??
    settings.geo.atolls.find((candidate) => candidate.name.toLowerCase() === customer.address.atoll.toLowerCase());
  const listed = atoll === undefined ? undefined : pick(atoll.islands, customer.address.island);
  // "My island is not listed" (decision 184): kept as typed, at the atoll's fee.
  const unlisted = listed === undefined && customer.address.island_unlisted === true && customer.address.island.trim() !== '';
  const island = unlisted ? customer.address.island.trim() : listed;
  if (atoll === undefined) problems['customer.address.atoll'] = MESSAGES.atoll;
  if (atoll === undefined && customer.address.island === '') problems['customer.address.island'] = MESSAGES.island;
  if (atoll !== undefined && island === undefined) {
    problems['customer.address.island'] =
      customer.address.island_unlisted === true
        ? MESSAGES.otherIsland
        : customer.address.island === ''
          ? MESSAGES.island
          : MESSAGES.islandNotInAtoll;
  }

  const method = text(input.payment_method).toUpperCase();
  const slip = text(input.transfer_slip);
  if (method !== 'COD' && method !== 'BANK') problems.payment_method = MESSAGES.paymentMethod;
  if (method === 'BANK' && slip === '') problems.transfer_slip = MESSAGES.transferSlip;

  const lines = Array.isArray(input.items) ? input.items.filter(isRecord) : [];
  if (lines.length === 0) problems.items = MESSAGES.cartEmpty;
  const items: Order['items'] = [];
  let linesOK = lines.length > 0;
  lines.forEach((line, index) => {
    const at = `items[${String(index)}]`;
    if (line.tailor_item_id !== undefined) {
      problems[`${at}.tailor_item_id`] = MESSAGES.tailorMade;
      linesOK = false;
      return;
    }
    const product = catalogue.find((candidate) => candidate.id === line.product_id);
    if (product === undefined) {
      problems[`${at}.product_id`] = MESSAGES.productGone;
      linesOK = false;
      return;
    }
    const quantity = typeof line.quantity === 'number' && Number.isInteger(line.quantity) ? line.quantity : 0;
    if (quantity < 1 || quantity > 99) {
      problems[`${at}.quantity`] = MESSAGES.quantity;
      linesOK = false;
    }
    const size = product.sizes.length === 0 ? '' : pick(product.sizes, chosen(line.size));
    const color = product.colors.length === 0 ? '' : pick(product.colors.map((c) => c.name), chosen(line.color));
    if (size === undefined) {
      problems[`${at}.size`] = MESSAGES.size;
      linesOK = false;
    }
    if (color === undefined) {
      problems[`${at}.color`] = MESSAGES.color;
      linesOK = false;
    }
    if (typeof line.price === 'number' && laari(line.price) !== laari(product.price)) {
      problems[`${at}.price`] = MESSAGES.pricesChanged;
      linesOK = false;
    }
    items.push({
      id: `${number}-${String(index + 1)}`,
      product_id: product.id,
      title: product.title,
      // The server's rule: the line keeps the product's Dhivehi title, if any.
      ...(product.title_dv === undefined || product.title_dv.trim() === '' ? {} : { title_dv: product.title_dv }),
      sku: product.sku,
      size: size ?? '',
      color: color ?? '',
      quantity,
      price: product.price,
      image: product.images[0] ?? '',
    });
  });

  const subtotal = items.reduce((sum, item) => sum + laari(item.price) * item.quantity, 0) / 100;
  const accessories =
    items.reduce((sum, item) => {
      const shop = catalogue.find((candidate) => candidate.id === item.product_id)?.shop_type;
      return shop === 'accessories' ? sum + laari(item.price) * item.quantity : sum;
    }, 0) / 100;
  const basket = { clothing: (laari(subtotal) - laari(accessories)) / 100, accessories };
  const fee =
    atoll === undefined
      ? 0
      : deliveryQuote(settings.delivery, { atoll: atoll.name, island: unlisted ? '' : (listed ?? '') }, basket).fee;
  if (linesOK) {
    const compare = (field: 'subtotal' | 'delivery_fee' | 'total', amount: number) => {
      if (typeof input[field] === 'number' && laari(input[field]) !== laari(amount)) {
        problems[field] = MESSAGES.pricesChanged;
      }
    };
    compare('subtotal', subtotal);
    if (atoll !== undefined) {
      compare('delivery_fee', fee);
      compare('total', subtotal + fee);
    }
  }
  if (Object.keys(problems).length > 0) {
    return { kind: 'invalid', fields: problems };
  }

  // Stock is taken for every line or for none; lines of one variant add up.
  const products = structuredClone([...catalogue]);
  const short: Problems = {};
  let first = '';
  items.forEach((item, index) => {
    const product = products.find((candidate) => candidate.id === item.product_id);
    const key = product === undefined ? undefined : stockKey(product, item.color, item.size);
    if (product === undefined || key === undefined) {
      return;
    }
    const have = product.stock[key] ?? 0;
    if (have < item.quantity) {
      short[`items[${String(index)}].quantity`] = have <= 0 ? 'Sold out' : `Only ${String(have)} left`;
      const name = item.title + variantName(item.color, item.size);
      first ||= have <= 0 ? `${name} is sold out. Please update your cart.` : `Only ${String(have)} left of ${name}. Please update your cart.`;
      return;
    }
    product.stock[key] = have - item.quantity;
  });
  if (first !== '') {
    return { kind: 'short', message: first, fields: short };
  }

  const at = now.toISOString();
  return {
    kind: 'placed',
    products,
    order: {
      id: number,
      order_number: number,
      customer: {
        name: customer.name,
        phone: normalizePhone(customer.phone),
        email: customer.email ?? '',
        address: {
          atoll: atoll?.name ?? '',
          island: island ?? '',
          island_unlisted: unlisted,
          street: customer.address.street,
          directions: customer.address.directions ?? '',
        },
      },
      items,
      subtotal,
      delivery_fee: fee,
      total: (laari(subtotal) + laari(fee)) / 100,
      payment_method: method as Order['payment_method'],
      payment_status: 'unpaid',
      transfer_slip: method === 'BANK' ? slip : null,
      status: 'pending',
      notes: text(input.notes),
      status_history: [{ status: 'pending', at }],
      created_at: at,
      events: [],
    },
  };
}

export type EditResult = { kind: 'edited'; order: OrderDetail } | { kind: 'invalid'; fields: Problems };

/** The admin's change to an order, all or nothing, with its events. */
export function editOrder(order: OrderDetail, body: unknown, now: Date): EditResult {
  const edit = (isRecord(body) ? body : {}) as OrderEdit & Record<string, unknown>;
  const problems: Problems = {};
  if (edit.status !== undefined && !STATUSES.includes(edit.status)) problems.status = MESSAGES.status;
  if (edit.payment_status !== undefined && !(['paid', 'unpaid'] as unknown[]).includes(edit.payment_status)) {
    problems.payment_status = MESSAGES.paymentStatus;
  }
  const customer = edit.customer === undefined ? undefined : customerOf(edit.customer);
  if (customer !== undefined) {
    customerProblems(customer, problems);
    if (customer.address.atoll === '') problems['customer.address.atoll'] = MESSAGES.atoll;
    if (customer.address.island === '') problems['customer.address.island'] = MESSAGES.island;
  }
  if (Object.keys(problems).length > 0) {
    return { kind: 'invalid', fields: problems };
  }

  const at = now.toISOString();
  const next: OrderDetail = structuredClone(order);
  const change = (field: string, from: string, to: string) => {
    if (from !== to) {
      next.events.push({ who: 'admin', field, from, to, at });
    }
  };
  if (customer !== undefined) {
    const was = order.customer;
    const phone = normalizePhone(customer.phone);
    change('customer.name', was.name, customer.name);
    change('customer.phone', was.phone, phone);
    change('customer.email', was.email, customer.email ?? '');
    change('customer.address.atoll', was.address.atoll, customer.address.atoll);
    change('customer.address.island', was.address.island, customer.address.island);
    change('customer.address.street', was.address.street, customer.address.street);
    change('customer.address.directions', was.address.directions, customer.address.directions ?? '');
    next.customer = { ...customer, phone, email: customer.email ?? '', address: { ...customer.address, directions: customer.address.directions ?? '' } };
  }
  if (edit.items !== undefined) {
    const summary = (items: OrderDetail['items']) => items.map((item) => `${item.sku}:${String(item.quantity)}`).join(', ');
    const kept = edit.items.flatMap((line) => {
      const item = order.items.find((candidate) => candidate.id === line.id);
      return item === undefined ? [] : [{ ...item, quantity: line.quantity, price: line.price }];
    });
    change('items', summary(order.items), summary(kept));
    next.items = kept;
  }
  if (edit.delivery_fee !== undefined) {
    change('delivery_fee', formatMoney(order.delivery_fee), formatMoney(edit.delivery_fee));
    next.delivery_fee = edit.delivery_fee;
  }
  if (edit.items !== undefined || edit.delivery_fee !== undefined) {
    const subtotal = next.items.reduce((sum, item) => sum + laari(item.price) * item.quantity, 0) / 100;
    change('subtotal', formatMoney(order.subtotal), formatMoney(subtotal));
    next.subtotal = subtotal;
  }
  next.total = (laari(next.subtotal) + laari(next.delivery_fee)) / 100;
  if (edit.notes !== undefined) {
    change('notes', order.notes, edit.notes);
    next.notes = edit.notes;
  }
  if (edit.payment_status !== undefined) {
    change('payment_status', order.payment_status, edit.payment_status);
    next.payment_status = edit.payment_status;
  }
  if (edit.status !== undefined) {
    change('status', order.status, edit.status);
    if (edit.status !== order.status) {
      next.status = edit.status;
      next.status_history.push({ status: edit.status, at });
    }
  }
  return { kind: 'edited', order: next };
}
