import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useCartCount } from '@/features/cart/hooks/use-cart-count';

describe('useCartCount', () => {
  it('reads the cart kept in localStorage', () => {
    window.localStorage.setItem('cart', JSON.stringify([{ quantity: 2 }, { quantity: 3 }]));
    const { result } = renderHook(() => useCartCount());
    expect(result.current).toBe(5);
  });

  it('gives 0 for corrupted storage instead of failing', () => {
    window.localStorage.setItem('cart', 'not json at all');
    const { result } = renderHook(() => useCartCount());
    expect(result.current).toBe(0);
  });

  it('follows changes another tab makes to the cart', () => {
    const { result } = renderHook(() => useCartCount());
    expect(result.current).toBe(0);

    act(() => {
      window.localStorage.setItem('cart', JSON.stringify([{ quantity: 4 }]));
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    });

    expect(result.current).toBe(4);
  });
});
