// Previous / "Page X of Y" / Next under an admin table (spec section 2).
// Hidden when everything fits on one page, unless `always` is set. When the
// count stopped short (`more`: the orders list's search counts up to 10,000
// orders) it says "Page X of Y+" and Next goes on.

import { useT } from '@/i18n/use-t';

type PagerProps = {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** The orders list always shows it; the product tables only past one page. */
  always?: boolean;
  label?: string;
  /** More than pageCount pages: the count stopped there. */
  more?: boolean;
};

export function pageCountOf(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

export function Pager({ page, pageCount, onPage, always = false, label, more = false }: PagerProps) {
  const t = useT();
  if (pageCount <= 1 && !always) {
    return null;
  }
  const button =
    'inline-flex h-11 items-center rounded-full border border-ink-300 bg-white px-4 text-sm font-semibold text-ink-800 hover:border-ocean-600 hover:text-ocean-800 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:border-ink-300 disabled:hover:text-ink-800';
  return (
    <nav aria-label={label ?? t('admin.pages')} className="mt-4 flex items-center justify-between gap-3">
      <button
        type="button"
        className={button}
        disabled={page <= 1}
        onClick={() => {
          onPage(page - 1);
        }}
      >
        {t('admin.previous')}
      </button>
      <p className="text-sm text-ink-700" aria-live="polite">
        {t(more ? 'admin.pageOfMore' : 'admin.pageOf', { page, pageCount })}
      </p>
      <button
        type="button"
        className={button}
        disabled={page >= pageCount && !more}
        onClick={() => {
          onPage(page + 1);
        }}
      >
        {t('admin.next')}
      </button>
    </nav>
  );
}
