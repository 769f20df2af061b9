// The pieces of the product page's purchase box (product-purchase.tsx): the
// availability of the chosen variant and a group of choices (sizes, colours).
import type { ReactNode } from 'react';

import { stockLevel } from '@/lib/stock';
import { useT } from '@/i18n/use-t';
import { CheckIcon } from '@/ui/icons';

/** "Only N left" for low stock, and also once the stepper has reached the stock. */
export function StockNote({ stock, quantity }: { stock: number | undefined; quantity: number }) {
  const t = useT();
  const level = stockLevel(stock);
  if (level.kind === 'in-stock' && quantity >= level.quantity) {
    return <p className="text-sm font-semibold text-rose-700">{t('catalog.onlyLeft', { count: level.quantity })}</p>;
  }
  switch (level.kind) {
    case 'out':
      return <p className="text-sm font-semibold text-rose-700">{t('catalog.outOfStock')}</p>;
    case 'low':
      return <p className="text-sm font-semibold text-rose-700">{t('catalog.onlyLeft', { count: level.quantity })}</p>;
    case 'in-stock':
      return (
        <p className="flex items-center gap-1.5 text-sm font-semibold text-success-700">
          <CheckIcon className="h-4 w-4" />
          {t('catalog.inStock')}
        </p>
      );
    default:
      return null;
  }
}

type ChoiceGroupProps = {
  /** "Size", "Color": the legend, with the chosen one after it. */
  name: string;
  chosen: string | undefined;
  /** The layout of the choices. */
  className: string;
  children: ReactNode;
};

export function ChoiceGroup({ name, chosen, className, children }: ChoiceGroupProps) {
  const t = useT();
  return (
    <fieldset>
      <legend className="mb-2.5 text-sm font-semibold text-ink-900">
        {chosen === undefined ? name : t('catalog.chosen', { name, chosen })}
      </legend>
      <div className={className}>{children}</div>
    </fieldset>
  );
}
