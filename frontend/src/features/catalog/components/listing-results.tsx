// The main column of a listing page under its sort: the product cards (three
// columns from sm up, two on a phone), anything the page adds under them, and
// the page links.
import type { ReactNode } from 'react';

import type { Product } from '@/api/catalog';
import { Pagination } from '@/features/catalog/components/pagination';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import type { ListingProducts } from '@/features/catalog/hooks/use-listing-products';

type ListingResultsProps = {
  results: ListingProducts;
  shopType: Product['shop_type'];
  skeletonCount: number;
  emptyMessage: string;
  /** The grid's name for screen readers. */
  label: string;
  page: number;
  hrefForPage: (page: number) => string;
  /** Under the cards, before the page links. */
  children?: ReactNode;
};

export function ListingResults({
  results,
  shopType,
  skeletonCount,
  emptyMessage,
  label,
  page,
  hrefForPage,
  children,
}: ListingResultsProps) {
  return (
    <>
      <ProductGrid
        products={results.shown?.items}
        failed={results.failed}
        stale={results.stale}
        shopType={shopType}
        skeletonCount={skeletonCount}
        emptyMessage={emptyMessage}
        columnsClass="grid-cols-2 sm:grid-cols-3"
        sizes="(min-width: 1152px) 280px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
        eagerCount={2}
        label={label}
      />
      {children}
      <Pagination current={page} total={results.pages} hrefFor={hrefForPage} />
    </>
  );
}
