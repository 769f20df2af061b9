// What the cart shows with nothing in it (spec section 2).
import type { Ref } from 'react';

import { useT } from '@/i18n/use-t';
import { EmptyState } from '@/ui/empty-state';
import { BagIcon } from '@/ui/icons';


export function EmptyCart({ headingRef }: { headingRef?: Ref<HTMLHeadingElement> }) {
  const t = useT();
  return (
    <EmptyState icon={<BagIcon className="h-10 w-10" />} to="/shop" action={t('cart.continueShopping')}>
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mt-6 font-display text-2xl font-semibold text-ink-900 focus:outline-none"
      >
        {t('cart.empty')}
      </h2>
      <p className="mt-2 text-ink-600">{t('cart.emptyText')}</p>
    </EmptyState>
  );
}
