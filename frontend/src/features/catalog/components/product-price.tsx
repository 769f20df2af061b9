// The product page's price: during a sale, the sale price with the price
// struck out and the saving, a "Sale" mark, and the variant it is for when
// only one is on sale.
import type { Product } from '@/api/catalog';
import { useT } from '@/i18n/use-t';
import { listingPrice, saleVariantName } from '@/lib/sale-price';
import { SalePrice } from '@/ui/sale-price';

export function ProductPrice({ product }: { product: Product }) {
  const t = useT();
  const shown = listingPrice(product);
  const variant = saleVariantName(product);
  return (
    <div className="mt-3" data-testid="product-price">
      {shown.original === null ? null : (
        <p className="mb-1 text-xs font-bold tracking-wide text-rose-700 uppercase">{t('catalog.sale')}</p>
      )}
      <p className="text-2xl font-semibold text-ocean-800">
        <SalePrice price={shown.price} original={shown.original} />
      </p>
      {variant === null ? null : <p className="mt-1 text-sm text-ink-600">{t('catalog.salePriceFor', { variant })}</p>}
    </div>
  );
}
