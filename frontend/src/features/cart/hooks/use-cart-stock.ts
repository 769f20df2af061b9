// What is left of each cart line's product, size and colour, asked of the
// catalogue afresh whenever the cart is shown (a line keeps no stock: it may
// have sold since it was added). One product request per line's product,
// shared with the product page's cache; undefined while unknown, for a
// tailor-made line, an untracked variant or a product no longer in the shop.
import { shallowEqual, useDispatch, useSelector } from 'react-redux';
import { useEffect } from 'react';

import { catalogApi } from '@/api/catalog';
import type { AppDispatch, RootState } from '@/app/store';
import { type CartLine, NO_SIZE } from '@/lib/cart/cart-rules';
import { variantStock } from '@/lib/stock';

function slugsOf(lines: readonly CartLine[]): string[] {
  return [...new Set(lines.flatMap((line) => (line.type === 'product' ? [line.product.slug] : [])))];
}

/** Each line's stock, in the order of the lines. */
export function useCartStock(lines: readonly CartLine[]): (number | undefined)[] {
  const dispatch = useDispatch<AppDispatch>();
  const slugKey = slugsOf(lines).join('\n');

  useEffect(() => {
    const requests = (slugKey === '' ? [] : slugKey.split('\n')).map((slug) =>
      dispatch(catalogApi.endpoints.getProductBySlug.initiate(slug, { forceRefetch: true })),
    );
    return () => {
      for (const request of requests) {
        request.unsubscribe();
      }
    };
  }, [dispatch, slugKey]);

  return useSelector(
    (state: RootState) =>
      lines.map((line) => {
        if (line.type !== 'product') {
          return undefined;
        }
        const product = catalogApi.endpoints.getProductBySlug.select(line.product.slug)(state).data;
        if (product === undefined || product === null || product.id !== line.product.id) {
          return undefined;
        }
        return variantStock(product, {
          size: line.size === NO_SIZE ? undefined : line.size,
          color: line.color ?? undefined,
        });
      }),
    shallowEqual,
  );
}
