import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

import type { KeyValueStorage } from '@/lib/browser-storage';
import { CartProvider, useCart } from '@/lib/cart/cart-context';
import { addItem, CART_STORAGE_KEY } from '@/lib/cart/cart-rules';
import { kettle } from '@/test/cart';

function AddButton() {
  const { addItem: add } = useCart();
  return (
    <button
      type="button"
      onClick={() => {
        add(kettle, { quantity: 2 });
      }}
    >
      Add
    </button>
  );
}

function Count({ label }: { label: string }) {
  const { itemCount, subtotal } = useCart();
  return (
    <p>
      {label}: {itemCount} items, {subtotal}
    </p>
  );
}

const wrapper = ({ children }: { children: ReactNode }) => <CartProvider>{children}</CartProvider>;

describe('CartProvider', () => {
  it('starts from the cart kept in localStorage', () => {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(addItem([], kettle, { quantity: 3 })));
    const { result } = renderHook(() => useCart(), { wrapper });
    expect(result.current.itemCount).toBe(3);
    expect(result.current.subtotal).toBe(1351.5);
    expect(result.current.lines.map((line) => line.title)).toEqual(['Electric Kettle']);
  });

  it('starts empty, and clears the stored value, when the stored cart is corrupted', () => {
    window.localStorage.setItem(CART_STORAGE_KEY, '{"broken": ');
    const { result } = renderHook(() => useCart(), { wrapper });
    expect(result.current.lines).toEqual([]);
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('updates every reader in the tab at once, and saves each change', async () => {
    const user = userEvent.setup();
    render(
      <CartProvider>
        <Count label="Header" />
        <Count label="Bottom bar" />
        <AddButton />
      </CartProvider>,
    );
    expect(screen.getByText('Header: 0 items, 0')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(screen.getByText('Header: 2 items, 901')).toBeInTheDocument();
    expect(screen.getByText('Bottom bar: 2 items, 901')).toBeInTheDocument();
    const stored = JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '') as unknown;
    expect(stored).toEqual(addItem([], kettle, { quantity: 2 }));
  });

  it('changes, removes and clears lines, saving each time', () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    act(() => {
      result.current.addItem(kettle, { quantity: 1 });
      result.current.addItem({ ...kettle, id: 'prod-10', title: 'Iron' }, { quantity: 1 });
    });
    const [first, second] = result.current.lines;

    act(() => {
      result.current.setQuantity(first?.id ?? '', 5);
    });
    expect(result.current.itemCount).toBe(6);

    act(() => {
      result.current.setQuantity(first?.id ?? '', 0);
    });
    expect(result.current.lines.map((line) => line.id)).toEqual([second?.id]);

    act(() => {
      result.current.removeLine(second?.id ?? '');
    });
    expect(result.current.lines).toEqual([]);

    act(() => {
      result.current.addItem(kettle, { quantity: 1 });
      result.current.clear();
    });
    expect(result.current.itemCount).toBe(0);
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBe('[]');
  });

  it('follows a change another tab makes', () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    expect(result.current.itemCount).toBe(0);

    act(() => {
      // What the other tab wrote; this tab hears of it through the storage event.
      window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(addItem([], kettle, { quantity: 4 })));
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    });
    expect(result.current.itemCount).toBe(4);

    act(() => {
      window.localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(result.current.itemCount).toBe(0);
  });

  it('ignores storage events for other keys', () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    act(() => {
      window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(addItem([], kettle, { quantity: 4 })));
      window.dispatchEvent(new StorageEvent('storage', { key: 'settings' }));
    });
    expect(result.current.itemCount).toBe(0);
  });

  it('empties the cart when the browser refuses to save it (quota)', () => {
    const storage: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
      removeItem: vi.fn(),
    };
    const { result } = renderHook(() => useCart(), {
      wrapper: ({ children }) => <CartProvider storage={storage}>{children}</CartProvider>,
    });

    act(() => {
      result.current.addItem(kettle, { quantity: 1 });
    });

    expect(result.current.lines).toEqual([]);
    expect(storage.removeItem).toHaveBeenCalledWith(CART_STORAGE_KEY);
  });

  it('works in memory when there is no storage at all', () => {
    const { result } = renderHook(() => useCart(), {
      wrapper: ({ children }) => <CartProvider storage={null}>{children}</CartProvider>,
    });
    act(() => {
      result.current.addItem(kettle, { quantity: 2 });
    });
    expect(result.current.itemCount).toBe(2);
  });
});

describe('useCart', () => {
  it('is an error outside CartProvider', () => {
    // React reports the thrown error on the console as well; keep the output clean.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useCart())).toThrow('useCart must be used within a CartProvider');
  });
});
