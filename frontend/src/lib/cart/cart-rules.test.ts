import { describe, expect, it } from 'vitest';

import type { KeyValueStorage } from '@/lib/browser-storage';
import {
  addItem,
  addToCartProblem,
  CART_STORAGE_KEY,
  cartBasket,
  cartItemCount,
  type CartLine,
  type CartProduct,
  cartSubtotal,
  cartTotal,
  lineTotal,
  loadCart,
  MAX_LOADED_CART_LENGTH,
  MAX_SAVED_CART_LENGTH,
  parseStoredCart,
  removeLine,
  saveCart,
  setQuantity,
} from '@/lib/cart/cart-rules';

const abaya: CartProduct = {
  id: 'prod-1',
  title: 'Linen Abaya',
  slug: 'linen-abaya',
  sku: 'ABY-001',
  price: 850,
  images: ['/media/abaya-1.jpg', '/media/abaya-2.jpg'],
  shop_type: 'clothing',
  colors: [
    { name: 'Black', hex: '#000000' },
    { name: 'Navy', hex: '#1e3a8a' },
  ],
  sizes: ['S', 'M', 'L'],
};

const kettle: CartProduct = {
  id: 'prod-9',
  title: 'Electric Kettle',
  slug: 'electric-kettle',
  sku: 'KET-009',
  price: 0.1,
  images: [],
  shop_type: 'accessories',
  colors: [],
};

/** Storage in a Map; can be told to refuse writes like a full localStorage. */
class MemoryStorage implements KeyValueStorage {
  readonly items = new Map<string, string>();
  failWrites = false;
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.failWrites) {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

function oneAbaya(): CartLine[] {
  return addItem([], abaya, { size: 'M', color: 'Navy', quantity: 2 });
}

describe('addItem', () => {
  it('makes a line as the spec describes it, with a small product snapshot', () => {
    expect(oneAbaya()).toEqual([
      {
        id: expect.any(String) as string,
        title: 'Linen Abaya',
        price: 850,
        quantity: 2,
        image: '/media/abaya-1.jpg',
        sku: 'ABY-001',
        hex: '#1e3a8a',
        size: 'M',
        color: 'Navy',
        type: 'product',
        product: {
          id: 'prod-1',
          title: 'Linen Abaya',
          slug: 'linen-abaya',
          sku: 'ABY-001',
          price: 850,
          images: ['/media/abaya-1.jpg'],
          shop_type: 'clothing',
        },
      },
    ]);
  });

  it('keeps the Dhivehi title a product has, and none when it has none or a blank one', () => {
    const [withDv] = addItem([], { ...abaya, title_dv: 'ލިނަން އަބާޔާ' }, { size: 'M', color: 'Navy', quantity: 1 });
    expect(withDv).toMatchObject({ title: 'Linen Abaya', titleDv: 'ލިނަން އަބާޔާ' });
    const [blank] = addItem([], { ...kettle, title_dv: '  ' }, { quantity: 1 });
    expect(blank).not.toHaveProperty('titleDv');
  });

  it('records "N/A" and no colour when neither was chosen', () => {
    const [line] = addItem([], kettle, { quantity: 1 });
    expect(line).toMatchObject({ size: 'N/A', color: null, hex: null, image: '', product: { images: [] } });
  });

  it('raises the quantity of the line with the same product, size and colour', () => {
    const lines = addItem(oneAbaya(), abaya, { size: 'M', color: 'Navy', quantity: 3 });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(5);
  });

  it.each([
    ['another size', { size: 'L', color: 'Navy' }],
    ['another colour', { size: 'M', color: 'Black' }],
    ['no size', { color: 'Navy' }],
  ])('adds a new line for %s', (_case, choice) => {
    const lines = addItem(oneAbaya(), abaya, { ...choice, quantity: 1 });
    expect(lines).toHaveLength(2);
    expect(new Set(lines.map((line) => line.id)).size).toBe(2);
    expect(lines.map((line) => line.quantity)).toEqual([2, 1]);
  });

  it('adds a new line for another product', () => {
    expect(addItem(oneAbaya(), kettle, { quantity: 1 }).map((line) => line.title)).toEqual([
      'Linen Abaya',
      'Electric Kettle',
    ]);
  });

  it.each([0, -1, 1.5, Number.NaN])('adds nothing for a quantity of %s', (quantity) => {
    expect(addItem(oneAbaya(), kettle, { quantity })).toEqual(oneAbaya());
  });

  it('does not change the list it was given', () => {
    const before = oneAbaya();
    const copy = structuredClone(before);
    addItem(before, abaya, { size: 'M', color: 'Navy', quantity: 1 });
    expect(before).toEqual(copy);
  });

  it('keeps image data (data: URLs) out of the cart, where it would break the storage cap', () => {
    const [line] = addItem([], { ...abaya, images: [`data:image/png;base64,${'A'.repeat(20_000)}`] }, {
      size: 'S',
      color: 'Black',
      quantity: 1,
    });
    expect(line?.image).toBe('');
    expect(line?.type === 'product' ? line.product.images : null).toEqual([]);
  });
});

describe('addToCartProblem', () => {
  it('asks for a size first, then a colour, on clothing', () => {
    expect(addToCartProblem(abaya, {})).toBe('Please select a size.');
    expect(addToCartProblem(abaya, { size: 'M' })).toBe('Please select a color.');
    expect(addToCartProblem(abaya, { size: 'M', color: 'Navy' })).toBeNull();
  });

  it('lets clothing without sizes or colours through, and appliances always', () => {
    expect(addToCartProblem({ ...abaya, sizes: [], colors: [] }, {})).toBeNull();
    expect(addToCartProblem({ ...kettle, colors: [{ name: 'White', hex: '#ffffff' }] }, {})).toBeNull();
  });
});

describe('setQuantity', () => {
  it('sets the quantity of one line', () => {
    const lines = addItem(oneAbaya(), kettle, { quantity: 1 });
    const kettleId = lines[1]?.id ?? '';
    expect(setQuantity(lines, kettleId, 4).map((line) => line.quantity)).toEqual([2, 4]);
  });

  it.each([0, -3])('removes the line when set to %s', (quantity) => {
    const lines = addItem(oneAbaya(), kettle, { quantity: 1 });
    expect(setQuantity(lines, lines[0]?.id ?? '', quantity).map((line) => line.title)).toEqual(['Electric Kettle']);
  });

  it('rounds a fraction down, and ignores what is not a number', () => {
    const lines = oneAbaya();
    const id = lines[0]?.id ?? '';
    expect(setQuantity(lines, id, 3.7)[0]?.quantity).toBe(3);
    expect(setQuantity(lines, id, Number.NaN)).toEqual(lines);
  });

  it('leaves the cart alone for an unknown line', () => {
    expect(setQuantity(oneAbaya(), 'nope', 9)).toEqual(oneAbaya());
  });
});

describe('removeLine', () => {
  it('drops only that line', () => {
    const lines = addItem(oneAbaya(), kettle, { quantity: 1 });
    expect(removeLine(lines, lines[0]?.id ?? '')).toEqual([lines[1]]);
  });
});

describe('counting and money', () => {
  it('counts the items as the sum of the quantities', () => {
    expect(cartItemCount([])).toBe(0);
    expect(cartItemCount(addItem(oneAbaya(), kettle, { quantity: 3 }))).toBe(5);
  });

  it('sums price × quantity exactly, to the laari', () => {
    // 0.1 × 3 is 0.30000000000000004 in floating point.
    const lines = addItem(addItem([], kettle, { quantity: 3 }), { ...kettle, id: 'p2', price: 0.2 }, { quantity: 1 });
    expect(cartSubtotal(lines)).toBe(0.5);
    expect(lineTotal({ price: 0.1, quantity: 3 })).toBe(0.3);
    expect(cartSubtotal(addItem(oneAbaya(), kettle, { quantity: 3 }))).toBe(1700.3);
    expect(cartSubtotal([])).toBe(0);
  });

  it('adds up the lines per shop for free delivery', () => {
    const lines = addItem(oneAbaya(), kettle, { quantity: 3 });
    expect(cartBasket(lines)).toEqual({ clothing: 1700, accessories: 0.3 });
    expect(cartBasket([])).toEqual({ clothing: 0, accessories: 0 });
  });

  it('adds the delivery fee to the subtotal for the total', () => {
    expect(cartTotal(1700.3, 50)).toBe(1750.3);
    expect(cartTotal(0.1, 0.2)).toBe(0.3);
  });
});

describe('parseStoredCart', () => {
  it('reads back what was saved', () => {
    const lines = addItem(oneAbaya(), kettle, { quantity: 1 });
    expect(parseStoredCart(JSON.stringify(lines))).toEqual(lines);
  });

  it('reads back the Dhivehi title of a line, and a cart kept before lines had one', () => {
    const lines = addItem([], { ...abaya, title_dv: 'ލިނަން އަބާޔާ' }, { size: 'M', color: 'Navy', quantity: 1 });
    expect(parseStoredCart(JSON.stringify(lines))?.[0]).toHaveProperty('titleDv', 'ލިނަން އަބާޔާ');
    expect(parseStoredCart(JSON.stringify(oneAbaya()))?.[0]).not.toHaveProperty('titleDv');
  });

  it('accepts the spec’s lines that carry the whole product, keeping the snapshot', () => {
    const [line] = oneAbaya();
    const stored = [{ ...line, product: { ...abaya, description: 'Soft linen', stock: { 'Navy:M': 3 } } }];
    expect(parseStoredCart(JSON.stringify(stored))).toEqual(oneAbaya());
  });

  it('merges lines stored twice under one id', () => {
    const [line] = oneAbaya();
    expect(parseStoredCart(JSON.stringify([line, line]))?.map((l) => l.quantity)).toEqual([4]);
  });

  it.each([
    ['broken JSON', '[{"quantity": 2'],
    ['not a list', '{"quantity": 3}'],
    ['a list of junk', '[null, 4, "x"]'],
    ['lines without their fields', '[{"quantity": 2}]'],
  ])('refuses %s', (_case, stored) => {
    expect(parseStoredCart(stored)).toBeNull();
  });

  it.each([
    ['a negative quantity', { quantity: -1 }],
    ['a zero quantity', { quantity: 0 }],
    ['a fractional quantity', { quantity: 1.5 }],
    ['a quantity as text', { quantity: '2' }],
    ['a negative price', { price: -5 }],
    ['a line of another type', { type: 'tailor' }],
    ['a product without an id', { product: { ...abaya, id: '' } }],
  ])('refuses the whole cart when one line has %s', (_case, change) => {
    const lines = [...addItem([], kettle, { quantity: 1 }), { ...oneAbaya()[0], ...change }];
    expect(parseStoredCart(JSON.stringify(lines))).toBeNull();
  });

  it('refuses a stored cart over 10,000 characters, however well-formed', () => {
    const lines = addItem([], { ...kettle, title: 'k'.repeat(MAX_LOADED_CART_LENGTH) }, { quantity: 1 });
    expect(parseStoredCart(JSON.stringify(lines))).toBeNull();
  });
});

describe('loadCart', () => {
  it('is empty when nothing is stored or there is no storage', () => {
    expect(loadCart(new MemoryStorage())).toEqual([]);
    expect(loadCart(null)).toEqual([]);
  });

  it('loads the stored lines', () => {
    const storage = new MemoryStorage();
    storage.setItem(CART_STORAGE_KEY, JSON.stringify(oneAbaya()));
    expect(loadCart(storage)).toEqual(oneAbaya());
  });

  it('loads a cart of exactly 10,000 characters, and discards and removes one just over', () => {
    // The title is stored twice (line and product): each character adds two.
    const cartWithTitle = (title: string) => JSON.stringify(addItem([], { ...abaya, title }, { quantity: 1 }));
    const base = cartWithTitle('').length;
    const atCap = cartWithTitle('x'.repeat((MAX_LOADED_CART_LENGTH - base) / 2));
    expect(atCap).toHaveLength(MAX_LOADED_CART_LENGTH);
    const overCap = cartWithTitle('x'.repeat((MAX_LOADED_CART_LENGTH - base) / 2 + 1));

    const storage = new MemoryStorage();
    storage.setItem(CART_STORAGE_KEY, atCap);
    expect(loadCart(storage)).toHaveLength(1);

    storage.setItem(CART_STORAGE_KEY, overCap);
    expect(loadCart(storage)).toEqual([]);
    expect(storage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['bad JSON', '{"broken": '],
    ['a wrong shape', '{"lines": []}'],
    ['a negative quantity', JSON.stringify([{ ...oneAbaya()[0], quantity: -2 }])],
  ])('clears corrupted data: %s', (_case, stored) => {
    const storage = new MemoryStorage();
    storage.setItem(CART_STORAGE_KEY, stored);
    expect(loadCart(storage)).toEqual([]);
    expect(storage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('reads an unreadable storage as an empty cart', () => {
    const storage = new MemoryStorage();
    storage.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(loadCart(storage)).toEqual([]);
  });
});

describe('saveCart', () => {
  it('stores the lines as JSON under "cart"', () => {
    const storage = new MemoryStorage();
    expect(saveCart(storage, oneAbaya())).toBe('saved');
    expect(JSON.parse(storage.getItem(CART_STORAGE_KEY) ?? '')).toEqual(oneAbaya());
    expect(saveCart(storage, [])).toBe('saved');
    expect(storage.getItem(CART_STORAGE_KEY)).toBe('[]');
  });

  it('clears the cart instead of saving over 50,000 characters', () => {
    const storage = new MemoryStorage();
    saveCart(storage, oneAbaya());
    let lines: CartLine[] = [];
    for (let i = 0; JSON.stringify(lines).length <= MAX_SAVED_CART_LENGTH; i++) {
      lines = addItem(lines, { ...abaya, id: `prod-${String(i)}`, title: 'y'.repeat(500) }, { quantity: 1 });
    }
    expect(saveCart(storage, lines)).toBe('cleared');
    expect(storage.getItem(CART_STORAGE_KEY)).toBeNull();
    // One line fewer fits.
    expect(saveCart(storage, lines.slice(0, -1))).toBe('saved');
  });

  it('clears the cart when the browser refuses the write (quota)', () => {
    const storage = new MemoryStorage();
    saveCart(storage, oneAbaya());
    storage.failWrites = true;
    expect(saveCart(storage, addItem(oneAbaya(), kettle, { quantity: 1 }))).toBe('cleared');
    expect(storage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('keeps the cart in memory when there is no storage', () => {
    expect(saveCart(null, oneAbaya())).toBe('saved');
  });
});
