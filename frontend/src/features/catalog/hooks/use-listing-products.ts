// The products of a listing page (clothing or appliances): asked for with the
// catalogue's cache time, a failure only logged (spec sections 2 and 8), the
// cards of the previous answer kept while the next loads, and a page past the
// end (fewer products since the link was made) replaced by the last one.
// The answer carries the page and its links, which the listing's page links
// draw.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

import { CATALOG_CACHE_SECONDS, useGetProductsQuery, type Product, type ProductQuery } from '@/api/catalog';
import { useLogLoadFailure } from '@/features/catalog/hooks/use-log-load-failure';
import { pageCount } from '@/features/catalog/listing-params';

/** What sets one listing apart from the other. */
export type ListingKind = {
  shopType: Product['shop_type'];
  /** What the console calls its products when they could not be loaded. */
  what: string;
  pageSize: number;
  /** Placeholder cards while the first page loads. */
  skeletonCount: number;
  /** The catalogue's id of what an empty list says. */
  emptyMessage: string;
};

/**
 * The products of one page of a listing; hrefForPage is the address of
 * another page of the same listing.
 */
export function useListingProducts(
  query: ProductQuery,
  { what, pageSize }: ListingKind,
  page: number,
  hrefForPage: (page: number) => string,
) {
  const navigate = useNavigate();
  const products = useGetProductsQuery(query, { refetchOnMountOrArgChange: CATALOG_CACHE_SECONDS });
  useLogLoadFailure(what, products.error);

  const failed = products.error !== undefined;
  const shown = failed ? undefined : products.data;
  const stale = !failed && products.currentData === undefined && products.data !== undefined;
  const pages = shown === undefined ? 1 : pageCount(shown.total, pageSize);

  const { currentData } = products;
  useEffect(() => {
    if (currentData !== undefined && page > pages && currentData.total > 0) {
      void navigate(hrefForPage(pages), { replace: true });
    }
  }, [currentData, page, pages, navigate, hrefForPage]);

  return { failed, shown, stale, pages, page, hrefForPage };
}

export type ListingProducts = ReturnType<typeof useListingProducts>;
