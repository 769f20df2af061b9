// What the applied discount code takes off the cart, as the server computes
// it for the cart's lines (POST /discount-codes/check), asked again whenever
// the lines change. A refusal keeps the code shown with the server's words
// and takes nothing off; the cart itself is never touched.
import { skipToken } from '@reduxjs/toolkit/query';

import { type DiscountCheckItem, useCheckDiscountCodeQuery } from '@/api/discounts';
import { errorMessage } from '@/api/error-message';
import type { CartLine } from '@/lib/cart/cart-rules';
import { storeDiscountCode, tidyCode, useDiscountCode } from '@/lib/cart/discount-code';

export type AppliedDiscount = {
  /** The applied code, '' for none. */
  code: string;
  /** MVR off the items; 0 while checking or refused. */
  amount: number;
  freeDelivery: boolean;
  checking: boolean;
  /** Why the code cannot be used, in the server's words, or null. */
  refusal: string | null;
  apply: (code: string) => void;
  remove: () => void;
};

export function checkItems(lines: readonly CartLine[]): DiscountCheckItem[] {
  return lines.map((line) =>
    line.type === 'tailor'
      ? { tailor_item_id: line.tailorItemId, quantity: 1 }
      : { product_id: line.product.id, size: line.size, color: line.color ?? '', quantity: line.quantity },
  );
}

const NOT_CHECKED = "We couldn't check this code. Please try again.";

export function useDiscount(lines: readonly CartLine[]): AppliedDiscount {
  const code = useDiscountCode();
  const asked = code === '' || lines.length === 0 ? skipToken : { code, items: checkItems(lines) };
  const { data, error, isFetching } = useCheckDiscountCodeQuery(asked);
  const current = code !== '' && !isFetching && data !== undefined && error === undefined && data.code === tidyCode(code);
  return {
    code,
    amount: current ? data.discount : 0,
    freeDelivery: current ? data.free_delivery : false,
    checking: isFetching,
    refusal: code !== '' && !isFetching && error !== undefined ? errorMessage(error, NOT_CHECKED) : null,
    apply: (next) => {
      storeDiscountCode(tidyCode(next));
    },
    remove: () => {
      storeDiscountCode('');
    },
  };
}
