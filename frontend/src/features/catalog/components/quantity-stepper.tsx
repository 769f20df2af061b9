// − / number / +: at least 1 (spec sections 2 and 9) and, when the chosen
// variant's stock is known, at most what may still go into the cart: + stops
// there and a larger number typed in is brought down to it.
import { useState } from 'react';

import { useT } from '@/i18n/use-t';
import { MinusIcon, PlusIcon } from '@/ui/icons';

type QuantityStepperProps = {
  value: number;
  onChange: (quantity: number) => void;
  id: string;
  /** The most that may be chosen; none when the stock is not known. */
  max?: number | undefined;
};

export function QuantityStepper({ value, onChange, id, max }: QuantityStepperProps) {
  // What is typed, which may be briefly empty; the quantity itself never is.
  const t = useT();
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }

  const cap = (quantity: number) => (max === undefined ? quantity : Math.min(quantity, Math.max(1, max)));
  const atMost = max !== undefined && value >= max;

  const buttonClass =
    'inline-flex h-12 w-12 items-center justify-center text-ink-800 transition-colors hover:bg-sand-100 disabled:cursor-not-allowed disabled:text-ink-300 disabled:hover:bg-transparent aria-disabled:cursor-not-allowed aria-disabled:text-ink-300 aria-disabled:hover:bg-transparent';

  return (
    <div className="inline-flex items-center overflow-hidden rounded-full border border-ink-300 bg-white">
      <button
        type="button"
        aria-label={t('catalog.decrease')}
        disabled={value <= 1}
        onClick={() => {
          onChange(Math.max(1, value - 1));
        }}
        className={buttonClass}
      >
        <MinusIcon className="h-5 w-5" />
      </button>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        onChange={(event) => {
          const digits = event.target.value.replace(/[^\d]/g, '');
          const quantity = Number.parseInt(digits, 10);
          if (quantity >= 1) {
            const kept = cap(quantity);
            setText(kept === quantity ? digits : String(kept));
            onChange(kept);
          } else {
            setText(digits);
          }
        }}
        onBlur={() => {
          setText(String(value));
        }}
        className="h-12 w-14 border-x border-ink-200 text-center text-base font-semibold text-ink-900 tabular-nums focus:relative"
      />
      <button
        type="button"
        aria-label={t('catalog.increase')}
        // Not disabled: a keyboard user who just reached the top keeps focus.
        aria-disabled={atMost}
        onClick={() => {
          if (!atMost) {
            onChange(cap(value + 1));
          }
        }}
        className={buttonClass}
      >
        <PlusIcon className="h-5 w-5" />
      </button>
    </div>
  );
}
