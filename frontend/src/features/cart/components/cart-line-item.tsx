// One line of the cart: picture, title (to the product page), the chosen size
// and colour, the unit price, a quantity stepper (none on a tailor-made line,
// which is always 1) that stops at the stock left, the line total and Remove.
// When the stock has dropped below the line's quantity since it was added, the
// line says so and offers to bring the quantity down to what is left.
import { useState } from 'react';
import { Link } from 'react-router';

import { QuantityStepper } from '@/features/cart/components/quantity-stepper';
import { describeLine, productPath } from '@/features/cart/line-text';
import { type CartLine, lineTotal, NO_SIZE, titleDvOf } from '@/lib/cart/cart-rules';
import { formatMoney } from '@/lib/money';
import { useLocalized, useOwnDirection } from '@/i18n/use-localized';
import { useT } from '@/i18n/use-t';
import type { Translate } from '@/i18n/english';
import { BagIcon, TrashIcon } from '@/ui/icons';
import { SalePrice } from '@/ui/sale-price';

type CartLineItemProps = {
  line: CartLine;
  /** The stock left of the line's product, size and colour, when known. */
  available?: number | undefined;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
};

/** What a line says when the cart holds more than is left; null when it does not. */
export function stockDropMessage(quantity: number, available: number | undefined, t: Translate): string | null {
  if (available === undefined || quantity <= available) {
    return null;
  }
  if (available <= 0) {
    return t('cart.soldOutSince');
  }
  return t('cart.onlyLeftNow', { count: available });
}

function LineImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  const frame = 'h-18 w-18 overflow-hidden rounded-xl bg-sand-100 sm:h-24 sm:w-24';
  if (src === '' || failed) {
    return (
      <span className={`${frame} flex items-center justify-center text-sand-600`} data-testid="line-image-placeholder">
        <BagIcon className="h-8 w-8" />
      </span>
    );
  }
  return (
    <span className={`${frame} block`}>
      <img
        src={src}
        alt=""
        width={96}
        height={96}
        loading="lazy"
        decoding="async"
        className="h-full w-full object-cover"
        onError={() => {
          setFailed(true);
        }}
      />
    </span>
  );
}

// Phones: picture and details side by side, Remove under the details, then
// the stepper with the line total across the full width. From sm: the line
// total top right, the stepper under the details, Remove bottom right.
export function CartLineItem({ line, available, onQuantityChange, onRemove }: CartLineItemProps) {
  const t = useT();
  const title = useLocalized()(line.title, titleDvOf(line));
  const ownDir = useOwnDirection();
  const name = describeLine({ ...line, title }, t);
  const dropped = stockDropMessage(line.quantity, available, t);
  return (
    <li
      className="grid grid-cols-[4.5rem_minmax(0,1fr)_auto] gap-x-4 gap-y-3 py-5 first:pt-0 last:pb-0 sm:grid-cols-[6rem_minmax(0,1fr)_auto] sm:gap-x-5"
      data-testid="cart-line"
    >
      <div className="col-start-1 row-span-2 row-start-1">
        <LineImage src={line.image} />
      </div>
      <div className="col-span-2 col-start-2 row-start-1 min-w-0 sm:col-span-1">
        <Link
          to={productPath(line)}
          className="line-clamp-2 font-semibold text-ink-900 underline-offset-4 hover:text-ocean-700 hover:underline"
          dir={ownDir(title)}
        >
          {title}
        </Link>
        {line.size !== NO_SIZE || line.color !== null ? (
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-600">
            {line.size !== NO_SIZE ? <span className="whitespace-nowrap">{t('cart.sizeValue', { size: line.size })}</span> : null}
            {line.color !== null ? (
              <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
                {line.hex !== null ? (
                  <span
                    aria-hidden="true"
                    className="inline-block h-3.5 w-3.5 rounded-full border border-ink-300"
                    style={{ backgroundColor: line.hex }}
                  />
                ) : null}
                {t('cart.colourValue', { color: line.color })}
              </span>
            ) : null}
          </p>
        ) : null}
        <p className="mt-1 text-sm text-ink-600">
          <SalePrice
            price={line.price}
            original={line.type === 'product' ? line.originalPrice : undefined}
            suffix={t('cart.each')}
          />
        </p>
      </div>
      <p
        className="col-start-3 row-start-3 self-center text-end font-semibold whitespace-nowrap text-ink-900 tabular-nums sm:row-start-1 sm:self-start"
        data-testid="line-total"
      >
        <bdi dir="ltr">{formatMoney(lineTotal(line))}</bdi>
      </p>
      <div className="col-span-2 col-start-1 row-start-3 self-center sm:col-span-1 sm:col-start-2 sm:row-start-2">
        {line.type === 'tailor' ? (
          // Made once, to measure: its quantity is not changeable.
          <p className="text-sm text-ink-600" data-testid="tailor-line-quantity">
            {t('cart.tailorQuantity')} <span className="text-ink-500">{t('cart.madeToMeasure')}</span>
          </p>
        ) : (
          <QuantityStepper
            quantity={line.quantity}
            label={t('cart.quantityOf', { line: name })}
            max={available}
            onChange={onQuantityChange}
          />
        )}
      </div>
      <div className="col-span-2 col-start-2 row-start-2 -ms-3 self-start sm:col-span-1 sm:col-start-3 sm:-me-3 sm:ms-0 sm:self-center sm:justify-self-end">
        <button
          type="button"
          aria-label={t('cart.removeLine', { line: name })}
          onClick={onRemove}
          className="inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-ink-600 transition-colors hover:bg-rose-50 hover:text-rose-700"
        >
          <TrashIcon className="h-4 w-4" />
          {t('cart.remove')}
        </button>
      </div>
      {dropped === null ? null : (
        <div
          className="col-span-3 col-start-1 row-start-4 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-rose-200 bg-rose-50 px-3 py-2 sm:col-span-2 sm:col-start-2 sm:row-start-3"
          data-testid="stock-drop"
        >
          <p className="text-sm font-medium text-rose-800">{dropped}</p>
          {available !== undefined && available > 0 ? (
            <button
              type="button"
              onClick={() => {
                onQuantityChange(available);
              }}
              className="inline-flex h-10 items-center rounded-full border border-rose-300 bg-white px-4 text-sm font-semibold text-rose-800 transition-colors hover:bg-rose-100"
            >
              {t('cart.reduceTo', { count: available })}
            </button>
          ) : null}
        </div>
      )}
    </li>
  );
}
