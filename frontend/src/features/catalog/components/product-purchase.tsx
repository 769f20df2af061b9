// Choosing and adding a product (spec sections 2 and 5): the size picker and
// colour swatches when the product has them, availability of the chosen
// variant, the quantity stepper and Add to Cart, which asks for a missing size
// or colour and then says "Added to cart!" for 2 seconds.
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';

import type { Product } from '@/api/catalog';
import { QuantityStepper } from '@/features/catalog/components/quantity-stepper';
import { isLightColor } from '@/features/catalog/filter-options';
import { isSizeSoldOut, stockLevel, variantStock } from '@/features/catalog/stock';
import { useCart } from '@/lib/cart/cart-context';
import { addToCartProblem } from '@/lib/cart/cart-rules';
import { CheckIcon } from '@/ui/icons';

/** Spec section 9: "Added to cart!" lasts 2000 ms. */
export const ADDED_MESSAGE_MS = 2000;

type ProductPurchaseProps = {
  product: Product;
};

function StockNote({ product, size, color }: { product: Product; size?: string; color?: string }) {
  const level = stockLevel(variantStock(product, { size, color }));
  switch (level.kind) {
    case 'out':
      return <p className="text-sm font-semibold text-rose-700">Out of stock</p>;
    case 'low':
      return <p className="text-sm font-semibold text-rose-700">Only {level.quantity} left</p>;
    case 'in-stock':
      return (
        <p className="flex items-center gap-1.5 text-sm font-semibold text-success-700">
          <CheckIcon className="h-4 w-4" />
          In stock
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

function ChoiceGroup({ name, chosen, className, children }: ChoiceGroupProps) {
  return (
    <fieldset>
      <legend className="mb-2.5 text-sm font-semibold text-ink-900">
        {name}
        {chosen === undefined ? '' : `: ${chosen}`}
      </legend>
      <div className={className}>{children}</div>
    </fieldset>
  );
}

export function ProductPurchase({ product }: ProductPurchaseProps) {
  const cart = useCart();
  const [size, setSize] = useState<string | undefined>(undefined);
  const [color, setColor] = useState<string | undefined>(undefined);
  const [quantity, setQuantity] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState(false);
  const addedTimer = useRef<number | undefined>(undefined);
  const quantityId = useId();

  useEffect(
    () => () => {
      window.clearTimeout(addedTimer.current);
    },
    [],
  );

  const soldOut = stockLevel(variantStock(product, { size, color })).kind === 'out';

  const choose = (change: () => void) => {
    change();
    setProblem(null);
  };

  const addToCart = () => {
    const missing = addToCartProblem(product, { size, color });
    if (missing !== null) {
      setProblem(missing);
      setAdded(false);
      return;
    }
    if (soldOut) {
      return;
    }
    cart.addItem(product, { size, color, quantity });
    setProblem(null);
    setAdded(true);
    window.clearTimeout(addedTimer.current);
    addedTimer.current = window.setTimeout(() => {
      setAdded(false);
    }, ADDED_MESSAGE_MS);
  };

  return (
    <div className="space-y-6">
      {product.sizes.length > 0 ? (
        <ChoiceGroup name="Size" chosen={size} className="flex flex-wrap gap-2">
            {product.sizes.map((option) => {
              const pressed = option === size;
              const gone = isSizeSoldOut(product, option, color);
              return (
                <button
                  key={option}
                  type="button"
                  aria-pressed={pressed}
                  onClick={() => {
                    choose(() => {
                      setSize(option);
                    });
                  }}
                  className={`h-11 min-w-14 rounded-xl border px-3 text-sm font-semibold transition-colors ${
                    pressed
                      ? 'border-ocean-700 bg-ocean-700 text-white'
                      : gone
                        ? 'border-ink-200 bg-ink-100 text-ink-500 line-through hover:border-ink-500'
                        : 'border-ink-300 bg-white text-ink-900 hover:border-ocean-600'
                  }`}
                >
                  {option}
                  {gone ? <span className="sr-only">, sold out</span> : null}
                </button>
              );
            })}
        </ChoiceGroup>
      ) : null}

      {product.colors.length > 0 ? (
        <ChoiceGroup name="Color" chosen={color} className="flex flex-wrap gap-3">
            {product.colors.map((option) => {
              const pressed = option.name === color;
              const light = isLightColor(option.hex);
              return (
                <button
                  key={option.name}
                  type="button"
                  aria-label={option.name}
                  aria-pressed={pressed}
                  title={option.name}
                  onClick={() => {
                    choose(() => {
                      setColor(option.name);
                    });
                  }}
                  className={`flex h-11 w-11 items-center justify-center rounded-full ring-offset-2 transition-shadow ${
                    pressed ? 'ring-2 ring-ocean-700' : light ? 'ring-1 ring-ink-300 hover:ring-ink-500' : 'hover:ring-1 hover:ring-ink-500'
                  }`}
                  style={{ backgroundColor: option.hex }}
                >
                  {pressed ? <CheckIcon className={`h-5 w-5 ${light ? 'text-ink-900' : 'text-white'}`} /> : null}
                </button>
              );
            })}
        </ChoiceGroup>
      ) : null}

      <StockNote product={product} size={size} color={color} />

      <div>
        <label htmlFor={quantityId} className="mb-2.5 block text-sm font-semibold text-ink-900">
          Quantity
        </label>
        <div className="flex flex-wrap items-center gap-3">
          <QuantityStepper id={quantityId} value={quantity} onChange={setQuantity} />
          {/* On a page the server drew, a tap before the app has taken the
              page over is kept and answered then (decision 190). */}
          <button
            type="button"
            onClick={addToCart}
            disabled={soldOut}
            className="h-12 min-w-0 flex-1 basis-48 rounded-full bg-ocean-700 px-8 text-base font-semibold text-white shadow-sm transition-colors hover:bg-ocean-800 disabled:cursor-not-allowed disabled:bg-ink-300 disabled:text-ink-700 disabled:shadow-none"
          >
            Add to Cart
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
                Added to cart!
              </p>
              <Link to="/cart" className="text-sm font-semibold text-ocean-700 underline underline-offset-4 hover:text-ocean-900">
                View cart
              </Link>
            </>
          ) : null}
        </div>
      </div>
    </div>
  );
}
