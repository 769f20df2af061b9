// − / quantity / + for one cart line. At 1 the − button is unavailable (the
// line is removed with Remove), and at the stock left the + button, but both
// stay focusable so a keyboard user who just reached an end keeps their place.
import { useT } from '@/i18n/use-t';
import { MinusIcon, PlusIcon } from '@/ui/icons';

type QuantityStepperProps = {
  quantity: number;
  /** Names the group for screen readers: "Quantity of Linen Abaya, size M". */
  label: string;
  onChange: (quantity: number) => void;
  /** The stock left, when known: + stops there. */
  max?: number | undefined;
};

const buttonClass =
  'flex h-10 w-10 items-center justify-center text-ink-700 transition-colors hover:bg-ocean-50 hover:text-ocean-800 aria-disabled:cursor-not-allowed aria-disabled:text-ink-300 aria-disabled:hover:bg-white focus-visible:relative focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ocean-600';

export function QuantityStepper({ quantity, label, onChange, max }: QuantityStepperProps) {
  const t = useT();
  const atMinimum = quantity <= 1;
  const atMaximum = max !== undefined && quantity >= max;
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex items-center overflow-hidden rounded-full border border-ink-200 bg-white"
    >
      <button
        type="button"
        aria-label={t('cart.decrease')}
        aria-disabled={atMinimum}
        className={`${buttonClass} rounded-s-full`}
        onClick={() => {
          if (!atMinimum) {
            onChange(quantity - 1);
          }
        }}
      >
        <MinusIcon strokeWidth={1.75} className="h-4 w-4" />
      </button>
      <span
        aria-live="polite"
        data-testid="quantity"
        className="min-w-9 text-center text-sm font-semibold text-ink-900 tabular-nums"
      >
        {quantity}
      </span>
      <button
        type="button"
        aria-label={t('cart.increase')}
        aria-disabled={atMaximum}
        className={`${buttonClass} rounded-e-full`}
        onClick={() => {
          if (!atMaximum) {
            onChange(quantity + 1);
          }
        }}
      >
        <PlusIcon strokeWidth={1.75} className="h-4 w-4" />
      </button>
    </div>
  );
}
