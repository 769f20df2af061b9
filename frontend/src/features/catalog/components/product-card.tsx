// One product in a grid: picture, name, price, and (clothing) its colours.
// The whole card is one link, to /shop/{slug} or /accessories/{slug}.
import { Link } from 'react-router';

import type { Product } from '@/api/catalog';
import { CatalogImage } from '@/features/catalog/components/catalog-image';
import { isLightColor } from '@/features/catalog/filter-options';
import { productPath } from '@/lib/catalog-links';
import { listingPrice, saleVariantName } from '@/lib/sale-price';
import { SaleBadge, SalePrice } from '@/ui/sale-price';
import { useLocalized, useOwnDirection } from '@/i18n/use-localized';
import { useT } from '@/i18n/use-t';

/** Sample clothing pictures are 800×1000 and appliances 800×800; uploads are cropped to fit. */
export const PRODUCT_IMAGE_SIZE = {
  clothing: { width: 800, height: 1000, aspect: 'aspect-[4/5]' },
  accessories: { width: 800, height: 800, aspect: 'aspect-square' },
} as const;

const MAX_SWATCHES = 5;

type ProductCardProps = {
  product: Product;
  /** The card's rendered width per breakpoint (img sizes). */
  sizes: string;
  eager?: boolean;
};

export function ProductCard({ product, sizes, eager = false }: ProductCardProps) {
  const image = PRODUCT_IMAGE_SIZE[product.shop_type];
  const shownColors = product.colors.slice(0, MAX_SWATCHES);
  const moreColors = product.colors.length - shownColors.length;
  const pick = useLocalized();
  const ownDir = useOwnDirection();
  const t = useT();
  const title = pick(product.title, product.title_dv);
  const shown = listingPrice(product);
  const variant = saleVariantName(product);

  return (
    <article className="group relative flex h-full flex-col">
      <div className="relative overflow-hidden rounded-2xl bg-sand-100 ring-1 ring-ink-100">
        <CatalogImage
          src={product.images[0]}
          alt=""
          width={image.width}
          height={image.height}
          sizes={sizes}
          eager={eager}
          className={`${image.aspect} w-full transition-transform duration-500 ease-out group-hover:scale-[1.03]`}
        />
        {shown.original === null ? null : <SaleBadge />}
      </div>
      <div className="mt-3 flex flex-1 flex-col gap-1 px-0.5">
        {product.brand !== undefined ? (
          <p className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{product.brand}</p>
        ) : null}
        <h3 className="text-[0.9375rem] leading-snug font-medium text-ink-900">
          <Link
            to={productPath(product.shop_type, product.slug)}
            className="rounded-sm after:absolute after:inset-0 after:rounded-2xl group-hover:text-ocean-800"
            dir={ownDir(title)}
          >
            {title}
          </Link>
        </h3>
        <p className="text-[0.9375rem] font-semibold text-ocean-800">
          <SalePrice price={shown.price} original={shown.original} />
        </p>
        {variant === null ? null : <p className="text-xs text-ink-600">{t('catalog.variantOnly', { variant })}</p>}
        {shownColors.length > 0 ? (
          <p className="mt-auto flex items-center gap-1.5 pt-1">
            <span className="sr-only">{t('catalog.colours', { names: product.colors.map((color) => color.name).join(t('catalog.listSeparator')) })}</span>
            {shownColors.map((color) => (
              <span
                key={color.name}
                aria-hidden="true"
                title={color.name}
                className={`h-3.5 w-3.5 rounded-full ${isLightColor(color.hex) ? 'ring-1 ring-ink-300' : ''}`}
                style={{ backgroundColor: color.hex }}
              />
            ))}
            {moreColors > 0 ? (
              <span aria-hidden="true" className="text-xs text-ink-500">
                {t('catalog.moreColours', { count: moreColors })}
              </span>
            ) : null}
          </p>
        ) : null}
      </div>
    </article>
  );
}

type ProductCardSkeletonProps = {
  shopType: Product['shop_type'];
};

/** A grey card the size of a real one. */
export function ProductCardSkeleton({ shopType }: ProductCardSkeletonProps) {
  return (
    <div data-testid="product-skeleton" aria-hidden="true" className="flex flex-col">
      <div className={`${PRODUCT_IMAGE_SIZE[shopType].aspect} w-full animate-pulse rounded-2xl bg-sand-100`} />
      <div className="mt-3 h-4 w-4/5 animate-pulse rounded bg-sand-100" />
      <div className="mt-2 h-4 w-1/3 animate-pulse rounded bg-sand-100" />
    </div>
  );
}
