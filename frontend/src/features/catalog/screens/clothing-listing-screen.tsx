// The clothing listing (spec section 2): every clothing product on /shop, one
// category's on /categories/:slug (titled with its name), 9 to a page, with
// the filter panel, the sort and the header search's ?q=. Everything the
// customer chose is in the address (listing-params.ts).
import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';

import { CATALOG_CACHE_SECONDS, useGetCategoryBySlugQuery } from '@/api/catalog';
import { ClothingFilters } from '@/features/catalog/components/clothing-filters';
import { FILTERS_ID } from '@/features/catalog/filter-options';
import { ListingPage } from '@/features/catalog/components/listing-page';
import { useClothingListing } from '@/features/catalog/hooks/use-clothing-listing';
import { type ListingKind, useListingProducts } from '@/features/catalog/hooks/use-listing-products';
import {
  CLOTHING_PAGE_SIZE,
  CLOTHING_SORTS,
  clothingProductQuery,
  hasClothingFilters,
} from '@/features/catalog/listing-params';
import { useLocalized } from '@/i18n/use-localized';
import { useT } from '@/i18n/use-t';
import { CloseIcon, FilterIcon } from '@/ui/icons';
import { PageHead } from '@/ui/page-head';

const CLOTHING: ListingKind = {
  shopType: 'clothing',
  what: 'Products',
  pageSize: CLOTHING_PAGE_SIZE,
  skeletonCount: 6,
  emptyMessage: 'catalog.noMatch',
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
  const t = useT();
  const pick = useLocalized();
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
      ? t('catalog.allProducts')
      : category.data === undefined
        ? undefined
        : category.data === null
          ? t('catalog.categoryNotFound')
          : pick(category.data.name, category.data.name_dv);

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
            screen={category.data === null ? t('catalog.pageNotFound') : title}
            description={
              category.data === undefined || category.data === null
                ? t('app.descriptionClothing')
                : t('app.describeClothingCategory', { name: title })
            }
          />
        )
      }
      title={title}
      subtitle={
        listing.q !== '' ? (
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-ink-700">
            <span>{t('catalog.resultsForPlain', { q: listing.q })}</span>
            <Link
              to={hrefFor({ ...listing, q: '', page: 1 })}
              className="inline-flex items-center gap-1 rounded-full text-sm font-semibold text-ocean-700 hover:text-ocean-900"
            >
              <CloseIcon className="h-4 w-4" />
              {t('catalog.clearSearch')}
            </Link>
          </p>
        ) : null
      }
      count={total === undefined ? '' : t('catalog.productCount', { count: total })}
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
          {t('catalog.filters')}
          {filterCount > 0 ? (
            <span className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-ocean-700 px-1.5 text-xs text-white">
              <span aria-hidden="true">{filterCount}</span>
              <span className="sr-only">{t('catalog.filtersActive', { count: filterCount })}</span>
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
      label={title ?? t('catalog.products')}
    >
      {shown !== undefined && shown.items.length === 0 && hasClothingFilters(listing) ? (
        <p className="mt-4 text-center">
          <button
            type="button"
            onClick={clear}
            className="text-sm font-semibold text-ocean-700 underline underline-offset-4 hover:text-ocean-900"
          >
            {t('catalog.clearAllFilters')}
          </button>
        </p>
      ) : null}
    </ListingPage>
  );
}
