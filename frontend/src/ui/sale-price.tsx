// A price as the shop shows it: during a sale, the sale price, the price
// without it struck out and what the customer saves ("Save MVR 400.00").
// The listing cards, the product page, the cart, the checkout and the slip
// all show a sale with it.
import { formatMoney } from '@/lib/money';
import { useKitT } from '@/i18n/use-kit-t';
import { savingAmount } from '@/lib/sale-price';

type SalePriceProps = {
  price: number;
  /** The price without the sale; null or undefined when there is none. */
  original?: number | null | undefined;
  /** Classes of the price itself (size and colour). */
  className?: string;
  /** Leave out "Save MVR n" (a narrow table cell). */
  noSaving?: boolean;
  /** Words after the price ("each"). */
  suffix?: string;
};

export function SalePrice({ price, original, className = '', noSaving = false, suffix }: SalePriceProps) {
  const t = useKitT();
  const onSale = original !== null && original !== undefined && original > price;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2 gap-y-0.5" data-testid="price">
      <span className={`tabular-nums ${onSale ? 'text-rose-700' : ''} ${className}`}>
        {onSale ? <span className="sr-only">{t('ui.salePrice')} </span> : null}
        {formatMoney(price)}
      </span>
      {onSale ? (
        <>
          <s className="text-[0.85em] font-normal text-ink-500 tabular-nums" data-testid="original-price">
            <span className="sr-only">{t('ui.was')} </span>
            {formatMoney(original)}
          </s>
          {noSaving ? null : (
            <span className="text-[0.8em] font-semibold text-rose-700" data-testid="saving">
              {t('ui.save', { amount: savingAmount(price, original) })}
            </span>
          )}
        </>
      ) : null}
      {suffix === undefined ? null : <span className="text-ink-500">{suffix}</span>}
    </span>
  );
}

/** The "Sale" badge of a card's picture. */
export function SaleBadge() {
  const t = useKitT();
  return (
    <span className="absolute top-2 start-2 rounded-full bg-rose-600 px-2.5 py-0.5 text-xs font-bold tracking-wide text-white uppercase shadow-sm">
      {t('ui.sale')}
    </span>
  );
}
