// The price filter's two whole-MVR boxes (spec section 5: empty means no
// bound, else parsed as an integer). Typing does not reload the list on every
// key: a value is applied on Enter, on leaving the box, or after a short pause.
import { useEffect, useId, useRef, useState } from 'react';

import { parsePriceBound } from '@/features/catalog/listing-params';
import { useKitT } from '@/i18n/use-kit-t';

/** The pause after the last key before the list follows. */
export const PRICE_TYPING_PAUSE_MS = 700;

type PriceRangeProps = {
  min: number | undefined;
  max: number | undefined;
  onChange: (bounds: { min: number | undefined; max: number | undefined }) => void;
};

const asText = (value: number | undefined) => (value === undefined ? '' : String(value));

export function PriceRange({ min, max, onChange }: PriceRangeProps) {
  const t = useKitT();
  const minId = useId();
  const maxId = useId();
  const [minText, setMinText] = useState(asText(min));
  const [maxText, setMaxText] = useState(asText(max));
  // When the address changes (Back, Clear All), the boxes follow it; only the
  // bound that changed, so what is being typed in the other box is kept.
  const [shown, setShown] = useState({ min, max });
  if (shown.min !== min || shown.max !== max) {
    setShown({ min, max });
    if (shown.min !== min) {
      setMinText(asText(min));
    }
    if (shown.max !== max) {
      setMaxText(asText(max));
    }
  }

  const latest = useRef({ min, max, onChange });
  useEffect(() => {
    latest.current = { min, max, onChange };
  });

  const apply = (nextMin: string, nextMax: string) => {
    const bounds = { min: parsePriceBound(nextMin), max: parsePriceBound(nextMax) };
    const current = latest.current;
    if (bounds.min !== current.min || bounds.max !== current.max) {
      current.onChange(bounds);
    }
  };

  useEffect(() => {
    const timer = window.setTimeout(() => {
      apply(minText, maxText);
    }, PRICE_TYPING_PAUSE_MS);
    return () => {
      window.clearTimeout(timer);
    };
    // Only typing restarts the pause; apply reads the latest props itself.
  }, [minText, maxText]);

  const inputClass =
    'h-11 w-full rounded-xl border border-ink-300 bg-white pe-3 ps-12 text-base text-ink-900 placeholder:text-ink-500 hover:border-ink-500 focus:border-ocean-600';

  const field = (id: string, label: string, value: string, set: (text: string) => void, placeholder: string) => (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="mb-1.5 block text-xs font-medium text-ink-600">
        {label}
      </label>
      <div className="relative">
        <span aria-hidden="true" className="pointer-events-none absolute top-1/2 start-3 -translate-y-1/2 text-xs font-semibold text-ink-500">
          {t('catalog.currency')}
        </span>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="done"
          placeholder={placeholder}
          value={value}
          onChange={(event) => {
            set(event.target.value.replace(/[^\d]/g, ''));
          }}
          onBlur={() => {
            apply(minText, maxText);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply(minText, maxText);
            }
          }}
          className={inputClass}
        />
      </div>
    </div>
  );

  return (
    <div className="flex items-end gap-3">
      {field(minId, t('catalog.minPrice'), minText, setMinText, '0')}
      {/* A dash between the boxes, drawn by the stylesheet. */}
      <span aria-hidden="true" className="pb-3 text-ink-500 after:content-['–']" />
      {field(maxId, t('catalog.maxPrice'), maxText, setMaxText, t('catalog.anyPrice'))}
    </div>
  );
}
