// The clothing listing's state, read from and written to the address
// (listing-params.ts). Filter and sort changes keep the scroll position (the
// customer is in the side panel); a new page starts at the top.
import { useCallback, useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';

import {
  changeClothingListing,
  clearClothingFilters,
  clothingListingHref,
  readClothingListing,
  type ClothingFilterChange,
  type ClothingListing,
} from '@/features/catalog/listing-params';

export type ClothingListingState = {
  listing: ClothingListing;
  /** The slug of /categories/:slug, undefined on /shop. */
  routeCategory: string | undefined;
  change: (change: ClothingFilterChange) => void;
  clear: () => void;
  hrefFor: (listing: ClothingListing) => string;
};

export function useClothingListing(): ClothingListingState {
  const { slug } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const listing = useMemo(() => readClothingListing(searchParams, slug), [searchParams, slug]);

  const go = useCallback(
    (next: ClothingListing) => {
      void navigate(clothingListingHref(next, slug), { preventScrollReset: true });
    },
    [navigate, slug],
  );

  return {
    listing,
    routeCategory: slug,
    change: useCallback((change: ClothingFilterChange) => {
      go(changeClothingListing(listing, change));
    }, [go, listing]),
    clear: useCallback(() => {
      go(clearClothingFilters(listing));
    }, [go, listing]),
    hrefFor: useCallback((next: ClothingListing) => clothingListingHref(next, slug), [slug]),
  };
}
