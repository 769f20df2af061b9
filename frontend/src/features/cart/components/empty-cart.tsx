// What the cart shows with nothing in it (spec section 2).
import type { Ref } from 'react';

import { EmptyState } from '@/ui/empty-state';
import { BagIcon } from '@/ui/icons';


export function EmptyCart({ headingRef }: { headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <EmptyState icon={<BagIcon className="h-10 w-10" />} to="/shop" action="Continue Shopping">
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mt-6 font-display text-2xl font-semibold text-ink-900 focus:outline-none"
      >
        Your Cart is Empty
      </h2>
      <p className="mt-2 text-ink-600">Browse the collection and add something you love.</p>
    </EmptyState>
  );
}
