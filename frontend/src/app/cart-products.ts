// The catalogue's products behind the cart's lines, asked afresh whenever a
// screen that shows the cart mounts (a line keeps neither stock nor a live
// price: the product may have sold, or its sale started or ended, since it
// was added). One product request per line's product, shared with the
// product page's cache. The cart reads stock from them (decision 194) and
// both the cart and the checkout bring their lines to the prices in force
// (decision 211).
import { shallowEqual, useDispatch, useSelector } from 'react-redux';
import { useEffect } from 'react';

import { catalogApi, type Product } from '@/api/catalog';
import type { AppDispatch, RootState } from '@/app/store';
import { useCart } from '@/lib/cart/cart-context';
import { type CartLine, NO_SIZE } from '@/lib/cart/cart-rules';
import { priceOf, type ShownPrice } from '@/lib/sale-price';

function slugsOf(lines: readonly CartLine[]): string[] {
  return [...new Set(lines.flatMap((line) => (line.type === 'product' ? [line.product.slug] : [])))];
}

/** Each line's product as the catalogue has it now, in the order of the lines; undefined while unknown or gone. */
export function useCartProducts(lines: readonly CartLine[]): (Product | undefined)[] {
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
        return product === undefined || product === null || product.id !== line.product.id ? undefined : product;
      }),
    shallowEqual,
  );
}

/**
 * Brings the cart's lines to the prices in force once their products are
 * read; a line whose price changed keeps the price it had (priceWas), which
 * PriceChangeNotice tells.
 */
export function useCartRepricing(products: readonly (Product | undefined)[]): void {
  const { lines, setPrices } = useCart();
  useEffect(() => {
    const prices = new Map<string, ShownPrice>();
    lines.forEach((line, index) => {
      const product = products[index];
      if (line.type === 'product' && product !== undefined) {
        prices.set(line.id, priceOf(product, line.color, line.size === NO_SIZE ? null : line.size));
      }
    });
    setPrices(prices);
  }, [lines, products, setPrices]);
}
