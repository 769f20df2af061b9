// − / number / +: at least 1, no upper limit (spec sections 2 and 9).
import { useState } from 'react';

import { MinusIcon, PlusIcon } from '@/ui/icons';


type QuantityStepperProps = {
  value: number;
  onChange: (quantity: number) => void;
  id: string;
};

export function QuantityStepper({ value, onChange, id }: QuantityStepperProps) {
  // What is typed, which may be briefly empty; the quantity itself never is.
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }

  const buttonClass =
    'inline-flex h-12 w-12 items-center justify-center text-ink-800 transition-colors hover:bg-sand-100 disabled:cursor-not-allowed disabled:text-ink-300 disabled:hover:bg-transparent';

  return (
    <div className="inline-flex items-center overflow-hidden rounded-full border border-ink-300 bg-white">
      <button
        type="button"
        aria-label="Decrease quantity"
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
          setText(digits);
          const quantity = Number.parseInt(digits, 10);
          if (quantity >= 1) {
            onChange(quantity);
          }
        }}
        onBlur={() => {
          setText(String(value));
        }}
        className="h-12 w-14 border-x border-ink-200 text-center text-base font-semibold text-ink-900 tabular-nums focus:relative"
      />
      <button
        type="button"
        aria-label="Increase quantity"
        onClick={() => {
          onChange(value + 1);
        }}
        className={buttonClass}
      >
        <PlusIcon className="h-5 w-5" />
      </button>
    </div>
  );
}
