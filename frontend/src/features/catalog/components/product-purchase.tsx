// Choosing and adding a product (spec sections 2 and 5): the size picker and
// colour swatches (named under each) when the product has them, availability
// of the chosen variant, the quantity stepper and Add to Cart, which asks for a
// missing size or colour and then says "Added to cart!" for 2 seconds. The
// stepper stops at what the variant's stock leaves beside what the cart holds
// already, so the cart never gets more than the stock (decision 194); once the
// main button has scrolled away a sticky bar offers Add to Cart again.
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';

import type { Product } from '@/api/catalog';
import { QuantityStepper } from '@/features/catalog/components/quantity-stepper';
import { isLightColor } from '@/features/catalog/filter-options';
import { ChoiceGroup, StockNote } from '@/features/catalog/components/purchase-parts';
import { StickyAddBar } from '@/features/catalog/components/sticky-add-bar';
import { useScrolledPast } from '@/features/catalog/hooks/use-scrolled-past';
import { isSizeSoldOut, roomLeft, stockLevel, variantStock } from '@/lib/stock';
import { useCart } from '@/lib/cart/cart-context';
import { addToCartProblem, quantityInCart } from '@/lib/cart/cart-rules';
import { priceOf } from '@/lib/sale-price';
import { useT } from '@/i18n/use-t';
import { useLocalized } from '@/i18n/use-localized';
import { CheckIcon } from '@/ui/icons';

/** Spec section 9: "Added to cart!" lasts 2000 ms. */
export const ADDED_MESSAGE_MS = 2000;

type ProductPurchaseProps = {
  product: Product;
};

/** The catalogue's ids of what addToCartProblem says (src/lib/cart/cart-rules.ts). */
const PROBLEM_IDS: Record<string, string> = {
  'Please select a size.': 'catalog.selectSize',
  'Please select a color.': 'catalog.selectColor',
};

export function ProductPurchase({ product }: ProductPurchaseProps) {
  const cart = useCart();
  const t = useT();
  const pick = useLocalized();
  const [size, setSize] = useState<string | undefined>(undefined);
  const [color, setColor] = useState<string | undefined>(undefined);
  const [quantity, setQuantity] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState(false);
  const addedTimer = useRef<number | undefined>(undefined);
  const quantityId = useId();
  const mainButton = useRef<HTMLButtonElement>(null);
  const choices = useRef<HTMLDivElement>(null);
  const scrolledPast = useScrolledPast(mainButton);

  useEffect(
    () => () => {
      window.clearTimeout(addedTimer.current);
    },
    [],
  );

  const stock = variantStock(product, { size, color });
  const soldOut = stockLevel(stock).kind === 'out';
  const room = roomLeft(stock, quantityInCart(cart.lines, product.id, { size, color }));
  // The stepper's top: what may still be added (at least 1, so it still shows
  // a number when the cart holds them all). A choice with less stock brings a
  // larger quantity down to it.
  const most = room === undefined ? undefined : Math.max(1, room);
  const chosenQuantity = most === undefined ? quantity : Math.min(quantity, most);

  const choose = (change: () => void) => {
    change();
    setProblem(null);
  };

  /** Adds the chosen quantity; false when something is missing or nothing is left to add. */
  const addToCart = (): boolean => {
    const missing = addToCartProblem(product, { size, color });
    if (missing !== null) {
      const id = PROBLEM_IDS[missing];
      setProblem(id === undefined ? missing : t(id));
      setAdded(false);
      return false;
    }
    if (soldOut) {
      return false;
    }
    if (stock !== undefined && room === 0) {
      // The cart already holds every one left of the variant: adding more
      // would only be refused when the order is placed.
      setProblem(t('catalog.allInCart', { count: stock }));
      setAdded(false);
      return false;
    }
    cart.addItem(product, { size, color, quantity: chosenQuantity });
    setProblem(null);
    setAdded(true);
    window.clearTimeout(addedTimer.current);
    addedTimer.current = window.setTimeout(() => {
      setAdded(false);
    }, ADDED_MESSAGE_MS);
    return true;
  };

  return (
    <div ref={choices} className="scroll-mt-24 space-y-6">
      {product.sizes.length > 0 ? (
        <ChoiceGroup name={t('catalog.size')} chosen={size} className="flex flex-wrap gap-2">
            {product.sizes.map((option) => {
              const pressed = option === size;
              const gone = isSizeSoldOut(product, option, color);
              return (
                // Drawn pressed by its aria-pressed, which the drawn page sets
                // on a tap before the app has it (decision 241).
                <button
                  key={option}
                  type="button"
                  aria-pressed={pressed}
                  data-early-choice=""
                  onClick={() => {
                    choose(() => {
                      setSize(option);
                    });
                  }}
                  className={`h-11 min-w-14 rounded-xl border px-3 text-sm font-semibold transition-colors aria-pressed:border-ocean-700 aria-pressed:bg-ocean-700 aria-pressed:text-white aria-pressed:no-underline ${
                    gone
                      ? 'border-ink-200 bg-ink-100 text-ink-500 line-through hover:border-ink-500'
                      : 'border-ink-300 bg-white text-ink-900 hover:border-ocean-600'
                  }`}
                >
                  {option}
                  {gone ? <span className="sr-only">{t('catalog.soldOutMark')}</span> : null}
                </button>
              );
            })}
        </ChoiceGroup>
      ) : null}

      {product.colors.length > 0 ? (
        <ChoiceGroup name={t('catalog.color')} chosen={color} className="flex flex-wrap gap-x-2 gap-y-3">
            {product.colors.map((option) => {
              const pressed = option.name === color;
              const light = isLightColor(option.hex);
              // The name is written under the swatch, so it is the button's name too.
              return (
                <button
                  key={option.name}
                  type="button"
                  aria-pressed={pressed}
                  data-early-choice=""
                  onClick={() => {
                    choose(() => {
                      setColor(option.name);
                    });
                  }}
                  className="group flex w-16 flex-col items-center gap-1.5 rounded-xl pb-1"
                >
                  <span
                    className={`flex h-11 w-11 items-center justify-center rounded-full ring-offset-2 transition-shadow group-aria-pressed:ring-2 group-aria-pressed:ring-ocean-700 ${
                      light ? 'ring-1 ring-ink-300 group-hover:ring-ink-500' : 'group-hover:ring-1 group-hover:ring-ink-500'
                    }`}
                    style={{ backgroundColor: option.hex }}
                  >
                    <CheckIcon className={`hidden h-5 w-5 group-aria-pressed:block ${light ? 'text-ink-900' : 'text-white'}`} />
                  </span>
                  <span className="w-full text-center text-xs leading-tight break-words text-ink-700 group-aria-pressed:font-semibold group-aria-pressed:text-ink-900">
                    {option.name}
                  </span>
                </button>
              );
            })}
        </ChoiceGroup>
      ) : null}

      <StockNote stock={stock} quantity={chosenQuantity} />

      <div>
        <label htmlFor={quantityId} className="mb-2.5 block text-sm font-semibold text-ink-900">
          {t('catalog.quantity')}
        </label>
        <div className="flex flex-wrap items-center gap-3">
          <QuantityStepper id={quantityId} value={chosenQuantity} max={most} onChange={setQuantity} />
          {/* On a page the server drew, a tap before the app has taken the
              page over is kept and answered then (decision 190). */}
          <button
            ref={mainButton}
            type="button"
            onClick={() => {
              addToCart();
            }}
            disabled={soldOut}
            className="h-12 min-w-0 flex-1 basis-48 rounded-full bg-ocean-700 px-8 text-base font-semibold text-white shadow-sm transition-colors hover:bg-ocean-800 disabled:cursor-not-allowed disabled:bg-ink-300 disabled:text-ink-700 disabled:shadow-none"
          >
            {t('catalog.addToCart')}
          </button>
        </div>
      </div>

      {/* Room for one message, so none pushes the page down when it appears. */}
      <div className="-mt-2 min-h-6">
        {problem === null ? null : (
          <p role="alert" className="text-sm font-semibold text-rose-700">
            {problem}
          </p>
        )}
        <div role="status" className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {added ? (
            <>
              <p className="flex items-center gap-1.5 text-sm font-semibold text-success-700">
                <CheckIcon className="h-4 w-4" />
                {t('catalog.addedToCart')}
              </p>
              <Link to="/cart" className="text-sm font-semibold text-ocean-700 underline underline-offset-4 hover:text-ocean-900">
                {t('catalog.viewCart')}
              </Link>
            </>
          ) : null}
        </div>
      </div>

      <StickyAddBar
        shown={scrolledPast}
        title={pick(product.title, product.title_dv)}
        price={priceOf(product, color, size).price}
        added={added}
        disabled={soldOut}
        onAdd={() => {
          // A missing choice or a full cart is said beside the choices: show them.
          if (!addToCart()) {
            choices.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
          }
        }}
      />
    </div>
  );
}
