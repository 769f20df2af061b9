// Says which cart lines changed price since they were added (a sale started
// or ended), above the lines in the cart and the summary at checkout, the way
// a stock drop is told: before Place Order, never as a refusal after it.
import { type CartLine, titleDvOf } from '@/lib/cart/cart-rules';
import { useKitLanguage, useKitT } from '@/i18n/use-kit-t';
import { localized } from '@/lib/localized';
import { formatMoney } from '@/lib/money';

export function PriceChangeNotice({ lines, className = '' }: { lines: readonly CartLine[]; className?: string }) {
  const t = useKitT();
  const language = useKitLanguage();
  const changes = lines.flatMap((line) =>
    line.type === 'product' && line.priceWas !== undefined
      ? [{ id: line.id, title: localized(line.title, titleDvOf(line), language), was: line.priceWas, now: line.price }]
      : [],
  );
  if (changes.length === 0) {
    return null;
  }
  return (
    <div
      role="alert"
      className={`rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ${className}`}
      data-testid="price-change"
    >
      <p>{t('ui.pricesChanged')}</p>
      <ul className="mt-1 list-disc ps-5">
        {changes.map((change) => (
          <li key={change.id}>
            {t('ui.priceNowWas', { title: change.title, now: formatMoney(change.now), was: formatMoney(change.was) })}
          </li>
        ))}
      </ul>
    </div>
  );
}
