// A grid of product cards, with its loading and empty states. While loading,
// skeleton cards hold the grid's space at once but only fade in after 300 ms
// (decision 020): a quick answer never flashes them, a slow one shows them.
import type { Product } from '@/api/catalog';
import { useT } from '@/i18n/use-t';
import { ProductCard, ProductCardSkeleton } from '@/features/catalog/components/product-card';

/** How long skeletons stay invisible (spec section 9: "home skeleton delay 300 ms"). */
export const SKELETON_DELAY_CLASS = 'transition-opacity delay-300 duration-200 starting:opacity-0';

type ProductGridProps = {
  /** undefined while the first answer is awaited. */
  products: readonly Product[] | undefined;
  shopType: Product['shop_type'];
  skeletonCount: number;
  /** Shown when the answer is an empty list; nothing is shown for a failure. */
  emptyMessage?: string;
  failed?: boolean;
  /** Tailwind grid columns for the breakpoints. */
  columnsClass: string;
  /** The cards' rendered width per breakpoint (img sizes). */
  sizes: string;
  /** The first cards, above the fold, load their pictures at once. */
  eagerCount?: number;
  /** A newer answer is on its way: the cards shown are the previous ones. */
  stale?: boolean;
  label: string;
};

export function ProductGrid({
  products,
  shopType,
  skeletonCount,
  emptyMessage,
  failed = false,
  columnsClass,
  sizes,
  eagerCount = 0,
  stale = false,
  label,
}: ProductGridProps) {
  const t = useT();
  const grid = `grid gap-x-4 gap-y-8 sm:gap-x-6 ${columnsClass}`;

  if (products === undefined) {
    if (failed) {
      return null;
    }
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          {t('catalog.loadingProducts')}
        </p>
        <div className={`${grid} ${SKELETON_DELAY_CLASS}`}>
          {Array.from({ length: skeletonCount }, (_, index) => (
            <ProductCardSkeleton key={index} shopType={shopType} />
          ))}
        </div>
      </div>
    );
  }

  if (products.length === 0) {
    return emptyMessage === undefined ? null : (
      <p className="rounded-2xl border border-dashed border-ink-200 bg-white px-6 py-14 text-center text-ink-600">
        {emptyMessage}
      </p>
    );
  }

  return (
    <ul
      aria-label={label}
      aria-busy={stale}
      className={`${grid} transition-opacity duration-200 ${stale ? 'opacity-60' : 'opacity-100'}`}
    >
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} sizes={sizes} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
