// The product page's Add to Cart kept at hand: once the main button has
// scrolled up out of view, a bar along the bottom of the window (above the
// phone's tab bar) shows the title, the price and its own Add to Cart, which
// does what the main one does. It is drawn outside <main>, as a labelled
// region, and the page gets room at its end so the bar never hides the footer.
import { useEffect } from 'react';
import { createPortal } from 'react-dom';

import { formatMoney } from '@/lib/money';
import { Ltr } from '@/ui/ltr';
import { useOwnDirection } from '@/i18n/use-localized';
import { useT } from '@/i18n/use-t';
import { CheckIcon } from '@/ui/icons';

type StickyAddBarProps = {
  shown: boolean;
  title: string;
  price: number;
  added: boolean;
  disabled: boolean;
  onAdd: () => void;
};

/** The bar's height: a 3rem button and 0.5rem above and below it. */
const BAR_ROOM = '4rem';

export function StickyAddBar({ shown, title, price, added, disabled, onAdd }: StickyAddBarProps) {
  const t = useT();
  const ownDir = useOwnDirection();
  useEffect(() => {
    if (!shown) {
      return;
    }
    const body = document.body.style;
    const before = body.paddingBottom;
    body.paddingBottom = BAR_ROOM;
    return () => {
      body.paddingBottom = before;
    };
  }, [shown]);

  if (!shown) {
    return null;
  }
  return createPortal(
    <section
      aria-label={t('catalog.quickAdd')}
      data-testid="sticky-add-bar"
      className="fixed inset-x-0 bottom-[calc(var(--spacing-bottom-bar)+env(safe-area-inset-bottom))] z-20 border-t border-ink-200 bg-white/95 shadow-[0_-4px_16px_rgba(10,57,65,0.08)] backdrop-blur md:bottom-0 md:pb-[env(safe-area-inset-bottom)]"
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium text-ink-700" dir={ownDir(title)}>
            {title}
          </p>
          <p className="text-base font-semibold text-ink-900 tabular-nums"><Ltr>{formatMoney(price)}</Ltr></p>
        </div>
        <button
          type="button"
          onClick={onAdd}
          disabled={disabled}
          className="inline-flex h-12 shrink-0 items-center gap-1.5 rounded-full bg-ocean-700 px-6 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-ocean-800 disabled:cursor-not-allowed disabled:bg-ink-300 disabled:text-ink-700 disabled:shadow-none"
        >
          {added ? <CheckIcon className="h-4 w-4" /> : null}
          {added ? t('catalog.added') : t('catalog.addToCart')}
        </button>
      </div>
    </section>,
    document.body,
  );
}
