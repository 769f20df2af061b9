// What the cart shows with nothing in it (spec section 2).
import type { Ref } from 'react';
import { Link } from 'react-router';

import { BagIcon } from '@/ui/icons';


export function EmptyCart({ headingRef }: { headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-10 text-center md:py-16">
      <span className="flex h-20 w-20 items-center justify-center rounded-full bg-sand-100 text-sand-600">
        <BagIcon className="h-10 w-10" />
      </span>
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mt-6 font-display text-2xl font-semibold text-ink-900 focus:outline-none"
      >
        Your Cart is Empty
      </h2>
      <p className="mt-2 text-ink-600">Browse the collection and add something you love.</p>
      <Link
        to="/shop"
        className="mt-8 inline-flex h-11 items-center rounded-full bg-ocean-700 px-6 text-sm font-semibold text-white transition-colors hover:bg-ocean-800"
      >
        Continue Shopping
      </Link>
    </div>
  );
}
