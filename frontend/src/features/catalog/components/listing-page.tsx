// A listing page (clothing or appliances): the title and how many it holds,
// a column beside the grid (the filters, or the category links), the sort
// above the grid, then the product cards (three columns from sm up, two on
// a phone), anything the page adds under them, and the page links.
import type { ReactNode } from 'react';

import type { ProductSort } from '@/api/catalog';
import { useOwnDirection } from '@/i18n/use-localized';
import { useT } from '@/i18n/use-t';

import { Pagination } from '@/features/catalog/components/pagination';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import { SortSelect } from '@/features/catalog/components/sort-select';
import type { ListingKind, ListingProducts } from '@/features/catalog/hooks/use-listing-products';

type ListingPageProps<Sort extends ProductSort> = {
  /** The PageHead: the browser's title and the page's description. */
  head: ReactNode;
  /** The page's heading; undefined while a category's name is on its way. */
  title: string | undefined;
  /** Under the heading: the search's "Results for". */
  subtitle?: ReactNode;
  /** "12 items", once the count is known. */
  count: string;
  countTestId?: string;
  /** The column beside the grid on a desktop. */
  side: ReactNode;
  /** Before the sort on a phone: the clothing's Filters button. */
  filtersButton?: ReactNode;
  sort: Sort;
  /** The orders this listing offers. */
  sorts: readonly Sort[];
  onSort: (sort: Sort) => void;
  kind: ListingKind;
  results: ListingProducts;
  /** The grid's name for screen readers. */
  label: string;
  /** Under the cards, before the page links. */
  children?: ReactNode;
};

export function ListingPage<Sort extends ProductSort>({
  head,
  title,
  subtitle,
  count,
  countTestId,
  side,
  filtersButton,
  sort,
  sorts,
  onSort,
  kind,
  results,
  label,
  children,
}: ListingPageProps<Sort>) {
  const t = useT();
  // The title may be the owner's category name, in English.
  const ownDir = useOwnDirection();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 md:py-12">
      {head}
      <header className="mb-6 md:mb-8">
        {title === undefined ? (
          <h1 aria-busy="true" className="h-10 w-48 animate-pulse rounded-lg bg-sand-100">
            <span className="sr-only">{t('common.loading')}</span>
          </h1>
        ) : (
          <h1 className="font-display text-3xl font-semibold tracking-tight text-ink-900 md:text-4xl" dir={ownDir(title)}>
            {title}
          </h1>
        )}
        {subtitle}
        <p className="mt-2 min-h-5 text-sm text-ink-600" aria-live="polite" data-testid={countTestId}>
          {count}
        </p>
      </header>

      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
        {side}

        <div>
          <div className={`mb-6 flex items-center gap-3 ${filtersButton === undefined ? 'justify-end' : 'justify-between lg:justify-end'}`}>
            {filtersButton}
            <SortSelect value={sort} options={sorts} onChange={onSort} />
          </div>

          <ProductGrid
            products={results.shown?.items}
            failed={results.failed}
            stale={results.stale}
            shopType={kind.shopType}
            skeletonCount={kind.skeletonCount}
            emptyMessage={t(kind.emptyMessage)}
            columnsClass="grid-cols-2 sm:grid-cols-3"
            sizes="(min-width: 1152px) 280px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
            eagerCount={2}
            label={label}
          />
          {children}
          <Pagination current={results.page} total={results.pages} hrefFor={results.hrefForPage} />
        </div>
      </div>
    </div>
  );
}
