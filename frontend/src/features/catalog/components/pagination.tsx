// Numbered page links under a listing (spec section 2), hidden when there is
// only one page. Each is a real link to the page's address, so the browser's
// Back, a new tab and a shared link all work.
import { Link } from 'react-router';

import { useT } from '@/i18n/use-t';

type PaginationProps = {
  current: number;
  total: number;
  hrefFor: (page: number) => string;
};

/** The pages to show: all of up to 7, else the ends and the neighbours of the current one. */
export function visiblePages(current: number, total: number): (number | 'gap')[] {
  if (total <= 7) {
    return Array.from({ length: total }, (_, index) => index + 1);
  }
  const pages = new Set([1, total, current - 1, current, current + 1].filter((page) => page >= 1 && page <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  for (const page of sorted) {
    const previous = out.at(-1);
    if (typeof previous === 'number' && page - previous > 1) {
      out.push('gap');
    }
    out.push(page);
  }
  return out;
}

export function Pagination({ current, total, hrefFor }: PaginationProps) {
  const t = useT();
  if (total <= 1) {
    return null;
  }
  return (
    <nav aria-label={t('catalog.pagination')} className="mt-12 flex justify-center">
      <ul className="flex flex-wrap items-center gap-2">
        {visiblePages(current, total).map((page, index) =>
          page === 'gap' ? (
            // The gap is drawn, not said: an ellipsis in the stylesheet.
            <li key={`gap-${String(index)}`} aria-hidden="true" className="px-1 text-ink-500 after:content-['…']" />
          ) : (
            <li key={page}>
              <Link
                to={hrefFor(page)}
                aria-label={t('catalog.page', { page })}
                aria-current={page === current ? 'page' : undefined}
                className={`inline-flex h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-semibold transition-colors ${
                  page === current
                    ? 'bg-ocean-700 text-white'
                    : 'border border-ink-200 bg-white text-ink-700 hover:border-ocean-600 hover:text-ocean-800'
                }`}
              >
                {page}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
