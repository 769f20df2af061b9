// The admin's product table (spec section 2): Image, Title, Price, Stock (the
// sum of every stock value), SKU, the appliances' Brand, and Edit / Delete.
// On a phone each row becomes a card; it stays one table for screen readers.
import type { Product } from '@/api/catalog';
import { totalStock } from '@/features/admin/products/clothing-form';
import { RowButton } from '@/features/admin/ui/list-kit';
import { srcSetFor } from '@/lib/image';
import { formatMoney } from '@/lib/money';
import { Ltr } from '@/features/admin/ui/ltr';
import { useT } from '@/i18n/use-t';
import { useImageSrc } from '@/ui/use-image-src';

type ProductTableProps = {
  products: readonly Product[];
  showBrand: boolean;
  /** The id of a product being deleted: its buttons wait. */
  busyId: string | null;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
};

const headCell = 'px-4 py-3 text-start text-xs font-semibold tracking-[0.08em] text-ink-600 uppercase';
const mobileLabel = 'font-medium text-ink-600 md:hidden';

export function ProductTable({ products, showBrand, busyId, onEdit, onDelete }: ProductTableProps) {
  const t = useT();
  const columns = ['colTitle', 'colPrice', 'colStock', 'colSku', ...(showBrand ? ['colBrand'] : [])];
  return (
    <table className="w-full border-collapse text-sm max-md:block">
      <thead className="border-b border-ink-200 bg-sand-50 max-md:sr-only">
        <tr>
          <th scope="col" className={`${headCell} w-24`}>
            {t('adminProducts.colImage')}
          </th>
          {columns.map((column) => (
            <th key={column} scope="col" className={headCell}>
              {t(`adminProducts.${column}`)}
            </th>
          ))}
          <th scope="col" className={`${headCell} text-end`}>
            {t('adminProducts.colActions')}
          </th>
        </tr>
      </thead>
      <tbody className="max-md:block">
        {products.map((product) => {
          const busy = busyId === product.id;
          return (
            <tr
              key={product.id}
              data-testid="product-row"
              className="border-b border-ink-200 last:border-b-0 max-md:grid max-md:grid-cols-[64px_minmax(0,1fr)] max-md:gap-x-3 max-md:gap-y-1 max-md:px-4 max-md:py-4"
            >
              <td className="px-4 py-3 align-middle max-md:row-span-5 max-md:p-0">
                <Thumbnail url={product.images[0]} />
              </td>
              <td className="px-4 py-3 font-semibold text-ink-900 max-md:p-0">
                <span className="line-clamp-2">{product.title}</span>
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-ink-800 max-md:p-0">
                <span className={mobileLabel}>{t('adminProducts.pricePrefix')}</span>
                <Ltr>{formatMoney(product.price)}</Ltr>
              </td>
              <td className="px-4 py-3 text-ink-800 tabular-nums max-md:p-0" data-testid="product-stock">
                <span className={mobileLabel}>{t('adminProducts.stockPrefix')}</span>
                {totalStock(product.stock)}
              </td>
              <td className="px-4 py-3 font-mono text-xs whitespace-nowrap text-ink-700 max-md:p-0">
                <span className={`${mobileLabel} font-sans text-sm`}>{t('adminProducts.skuPrefix')}</span>
                <Ltr>{product.sku}</Ltr>
              </td>
              {showBrand ? (
                <td className="px-4 py-3 text-ink-800 max-md:p-0">
                  <span className={mobileLabel}>{t('adminProducts.brandPrefix')}</span>
                  {product.brand === undefined || product.brand.trim() === '' ? t('adminProducts.noBrand') : product.brand}
                </td>
              ) : null}
              <td className="px-4 py-3 text-end max-md:col-start-2 max-md:p-0 max-md:pt-2 max-md:text-start">
                <div className="inline-flex gap-2">
                  <RowButton
                    item={product}
                    onAct={onEdit}
                    aria-label={t('adminProducts.editNamed', { title: product.title })}
                    className="inline-flex h-10 items-center rounded-full border border-ink-300 bg-white px-4 text-sm font-semibold text-ink-800 hover:border-ocean-600 hover:text-ocean-800"
                  >
                    {t('adminProducts.edit')}
                  </RowButton>
                  <RowButton
                    item={product}
                    onAct={onDelete}
                    disabled={busy}
                    aria-label={t('adminProducts.deleteNamed', { title: product.title })}
                    className="inline-flex h-10 items-center rounded-full border border-rose-300 bg-white px-4 text-sm font-semibold text-rose-700 hover:bg-rose-50 disabled:cursor-wait disabled:opacity-60"
                  >
                    {busy ? t('adminProducts.deleting') : t('adminProducts.delete')}
                  </RowButton>
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The spec's 64x64 row picture, or a placeholder of the same size. */
function Thumbnail({ url }: { url: string | undefined }) {
  const t = useT();
  const { src, onError } = useImageSrc(url);
  if (src === null) {
    return (
      <span
        data-testid="image-placeholder"
        role="img"
        aria-label={t('adminProducts.noImage')}
        className="flex h-16 w-16 items-center justify-center rounded-lg bg-sand-100 text-sand-600"
      >
        <svg viewBox="0 0 24 24" width={26} height={26} fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
          <rect x="3.5" y="5" width="17" height="14" rx="2" />
          <circle cx="9" cy="10" r="1.75" />
          <path d="M20.5 16l-5-5-8.5 8" />
        </svg>
      </span>
    );
  }
  return (
    <img
      src={src}
      srcSet={srcSetFor(src)}
      sizes="64px"
      alt=""
      width={64}
      height={64}
      loading="lazy"
      onError={onError}
      className="h-16 w-16 rounded-lg bg-sand-100 object-cover"
    />
  );
}
