// The clothing listing (spec section 2): every clothing product on /shop, one
// category's on /categories/:slug (titled with its name), 9 to a page, with
// the filter panel, the sort and the header search's ?q=. Everything the
// customer chose is in the address (listing-params.ts).
import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';

import { CATALOG_CACHE_SECONDS, useGetCategoryBySlugQuery } from '@/api/catalog';
import { ClothingFilters, FILTERS_ID } from '@/features/catalog/components/clothing-filters';
import { ListingPage } from '@/features/catalog/components/listing-page';
import { useClothingListing } from '@/features/catalog/hooks/use-clothing-listing';
import { type ListingKind, useListingProducts } from '@/features/catalog/hooks/use-listing-products';
import {
  CLOTHING_PAGE_SIZE,
  CLOTHING_SORTS,
  clothingProductQuery,
  hasClothingFilters,
} from '@/features/catalog/listing-params';
import { PAGE_DESCRIPTIONS, PageHead, categoryDescription } from '@/lib/page-head';
import { CloseIcon, FilterIcon } from '@/ui/icons';

const CLOTHING: ListingKind = {
  shopType: 'clothing',
  what: 'Products',
  pageSize: CLOTHING_PAGE_SIZE,
  skeletonCount: 6,
  emptyMessage: 'No products match your criteria.',
};

function activeFilterCount(listing: ReturnType<typeof useClothingListing>['listing']): number {
  return (
    listing.categories.length +
    listing.sizes.length +
    listing.colors.length +
    (listing.min === undefined && listing.max === undefined ? 0 : 1)
  );
}

export default function ClothingListingScreen() {
  const { listing, routeCategory, change, clear, hrefFor } = useClothingListing();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const filtersButton = useRef<HTMLButtonElement>(null);

  const category = useGetCategoryBySlugQuery(routeCategory ?? skipToken, {
    refetchOnMountOrArgChange: CATALOG_CACHE_SECONDS,
  });
  const results = useListingProducts(clothingProductQuery(listing), CLOTHING, listing.page, (page) =>
    hrefFor({ ...listing, page }),
  );
  const { shown } = results;
  const total = shown?.total;

  const title =
    routeCategory === undefined
      ? 'All Products'
      : category.data === undefined
        ? undefined
        : (category.data?.name ?? 'Category not found');

  const closeDrawer = useCallback(() => {
    setDrawerOpen(false);
    filtersButton.current?.focus();
  }, []);

  const filterCount = activeFilterCount(listing);

  return (
    <ListingPage
      head={
        title === undefined ? null : (
          <PageHead
            screen={category.data === null ? 'Page Not Found' : title}
            description={
              category.data === undefined || category.data === null
                ? PAGE_DESCRIPTIONS.clothing
                : categoryDescription(category.data.name, 'clothing')
            }
          />
        )
      }
      title={title}
      subtitle={
        listing.q !== '' ? (
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-ink-700">
            <span>Results for &quot;{listing.q}&quot;</span>
            <Link
              to={hrefFor({ ...listing, q: '', page: 1 })}
              className="inline-flex items-center gap-1 rounded-full text-sm font-semibold text-ocean-700 hover:text-ocean-900"
            >
              <CloseIcon className="h-4 w-4" />
              Clear search
            </Link>
          </p>
        ) : null
      }
      count={total === undefined ? '' : total === 1 ? '1 product' : `${String(total)} products`}
      side={
        <ClothingFilters
          listing={listing}
          onChange={change}
          onClear={clear}
          open={drawerOpen}
          onClose={closeDrawer}
          resultCount={total}
        />
      }
      filtersButton={
        <button
          ref={filtersButton}
          type="button"
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          aria-controls={FILTERS_ID}
          // Opened by the drawn page itself when tapped before the app has
          // it (decision 241).
          data-early-open=""
          onClick={() => {
            setDrawerOpen(true);
          }}
          className="inline-flex h-11 items-center gap-2 rounded-full border border-ink-300 bg-white px-4 text-sm font-semibold text-ink-900 hover:border-ink-500 lg:hidden"
        >
          <FilterIcon className="h-5 w-5" />
          Filters
          {filterCount > 0 ? (
            <span className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-ocean-700 px-1.5 text-xs text-white">
              <span className="sr-only">(</span>
              {filterCount}
              <span className="sr-only"> active)</span>
            </span>
          ) : null}
        </button>
      }
      sort={listing.sort}
      sorts={CLOTHING_SORTS}
      onSort={(sort) => {
        change({ sort });
      }}
      kind={CLOTHING}
      results={results}
      label={title ?? 'Products'}
    >
      {shown !== undefined && shown.items.length === 0 && hasClothingFilters(listing) ? (
        <p className="mt-4 text-center">
          <button
            type="button"
            onClick={clear}
            className="text-sm font-semibold text-ocean-700 underline underline-offset-4 hover:text-ocean-900"
          >
            Clear all filters
          </button>
        </p>
      ) : null}
    </ListingPage>
  );
}
