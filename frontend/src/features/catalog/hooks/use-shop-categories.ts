// The subcategories of each shop, as the storefront lists them: read with the
// catalogue's cache time, a failure only logged (spec sections 2 and 8).
import { CATALOG_CACHE_SECONDS, childCategories, useGetCategoriesQuery, type Category, type ShopType } from '@/api/catalog';
import { useLogLoadFailure } from '@/features/catalog/hooks/use-log-load-failure';

/** Each shop's subcategories in their order; undefined until they are read. */
export function useShopCategories(): Record<ShopType, Category[] | undefined> {
  const { data, error } = useGetCategoriesQuery(undefined, { refetchOnMountOrArgChange: CATALOG_CACHE_SECONDS });
  useLogLoadFailure('Categories', error);
  return {
    clothing: data === undefined ? undefined : childCategories(data, 'clothing'),
    accessories: data === undefined ? undefined : childCategories(data, 'accessories'),
  };
}
