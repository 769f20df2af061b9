import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

import { useCartCount } from '@/features/cart/hooks/use-cart-count';
import { CartProvider } from '@/lib/cart/cart-context';

const wrapper = ({ children }: { children: ReactNode }) => <CartProvider>{children}</CartProvider>;

describe('useCartCount', () => {
  it('is the number of items in the cart', () => {
    const { result } = renderHook(() => useCartCount(), { wrapper });
    expect(result.current).toBe(0);
  });

  it('follows changes another tab makes to the cart', () => {
    const { result } = renderHook(() => useCartCount(), { wrapper });

    act(() => {
      window.localStorage.setItem(
        'cart',
        JSON.stringify([
          {
            id: 'prod-9',
            title: 'Electric Kettle',
            price: 450,
            quantity: 4,
            image: '',
            sku: 'KET-009',
            hex: null,
            size: 'N/A',
            color: null,
            type: 'product',
            product: {
              id: 'prod-9',
              title: 'Electric Kettle',
              slug: 'electric-kettle',
              sku: 'KET-009',
              price: 450,
              images: [],
              shop_type: 'accessories',
            },
          },
        ]),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    });

    expect(result.current).toBe(4);
  });
});
