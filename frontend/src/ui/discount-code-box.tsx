// The "Discount code" box of the cart and the checkout: type a code and
// Apply, see what it takes off (the server's figure) or why it cannot be
// used, and Remove it. The cart's lines are never changed by a code.
import { useId, useState } from 'react';

import { useKitT } from '@/i18n/use-kit-t';
import { formatMoney } from '@/lib/money';
import type { AppliedDiscount } from '@/ui/use-discount';

type DiscountCodeBoxProps = { discount: AppliedDiscount; className?: string };

export function DiscountCodeBox({ discount, className = '' }: DiscountCodeBoxProps) {
  const t = useKitT();
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const messageId = useId();
  const { code, amount, freeDelivery, checking, refusal } = discount;

  if (code !== '') {
    return (
      <div className={`rounded-xl border border-ink-200 bg-white px-3 py-2.5 text-sm ${className}`} data-testid="discount-code-box">
        <div className="flex items-center justify-between gap-3">
          <p className="min-w-0 break-all">
            <span className="text-ink-600">{t('ui.code')} </span>
            <span className="font-semibold text-ink-900" data-testid="discount-code-applied">
              {code}
            </span>
          </p>
          <button
            type="button"
            onClick={discount.remove}
            aria-label={t('ui.removeCode')}
            className="shrink-0 text-xs font-semibold text-ocean-800 underline underline-offset-4 hover:text-ocean-900"
          >
            {t('ui.remove')}
          </button>
        </div>
        <p role="status" aria-live="polite" className="mt-1 text-xs" data-testid="discount-code-status">
          {checking ? (
            <span className="text-ink-600">{t('ui.checkingCode')}</span>
          ) : refusal === null ? (
            <span className="font-medium text-ocean-800">
              {amount > 0
                ? t(freeDelivery ? 'ui.amountOffAndFree' : 'ui.amountOff', { amount: formatMoney(amount) })
                : freeDelivery
                  ? t('ui.freeDelivery')
                  : null}
            </span>
          ) : (
            <span className="font-medium text-rose-700">{refusal}</span>
          )}
        </p>
      </div>
    );
  }

  return (
    <div className={className} data-testid="discount-code-box">
      <label htmlFor={inputId} className="block text-sm font-medium text-ink-800">
        {t('ui.discountCode')}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={inputId}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
          }}
          onKeyDown={(event) => {
            // Enter applies the code here rather than sending the checkout's form.
            if (event.key === 'Enter') {
              event.preventDefault();
              if (typed.trim() !== '') {
                discount.apply(typed);
              }
            }
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-describedby={messageId}
          className="h-11 min-w-0 flex-1 rounded-lg border border-ink-300 bg-white px-3 text-sm uppercase text-ink-900 placeholder:normal-case placeholder:text-ink-500 focus:border-ocean-600 focus:outline-none focus:ring-2 focus:ring-ocean-600/30"
          placeholder={t('ui.enterCode')}
        />
        <button
          type="button"
          disabled={typed.trim() === ''}
          onClick={() => {
            discount.apply(typed);
          }}
          className="h-11 shrink-0 rounded-lg bg-ink-900 px-4 text-sm font-semibold text-white transition-colors hover:bg-ink-800 disabled:cursor-not-allowed disabled:bg-ink-400"
        >
          {t('ui.apply')}
        </button>
      </div>
      <p id={messageId} className="sr-only">
        {t('ui.discountNote')}
      </p>
    </div>
  );
}
