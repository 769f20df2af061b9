// The product page while it loads (a skeleton the size of the page) and when
// no product has its address ("Product not found", with a way back to its
// shop), and the two shops' names and addresses the page links to.
import type { ShopType } from '@/api/catalog';
import { useT } from '@/i18n/use-t';
import { EmptyState } from '@/ui/empty-state';
import { HangerIcon } from '@/ui/icons';
import { PageHead } from '@/ui/page-head';

/** Each shop's name (common.json) and address. */
export const SHOPS: Record<ShopType, { label: string; path: string }> = {
  clothing: { label: 'common.shopClothing', path: '/shop' },
  accessories: { label: 'common.shopAppliances', path: '/accessories' },
};

export function ProductSkeleton() {
  return (
    <>
      {/* The breadcrumb's line: the picture does not move down when it comes. */}
      <div aria-hidden="true" className="mb-4 h-5 w-48 animate-pulse rounded-md bg-sand-100 md:mb-6" />
      <ProductSkeletonGrid />
    </>
  );
}

function ProductSkeletonGrid() {
  const t = useT();
  return (
    <div aria-busy="true" className="grid gap-8 md:grid-cols-2 md:gap-12">
      <p role="status" className="sr-only">
        {t('catalog.loadingProduct')}
      </p>
      <div className="aspect-[4/5] w-full animate-pulse rounded-3xl bg-sand-100" />
      <div aria-hidden="true" className="space-y-4">
        <div className="h-9 w-3/4 animate-pulse rounded-lg bg-sand-100" />
        <div className="h-7 w-1/3 animate-pulse rounded-lg bg-sand-100" />
        <div className="mt-8 h-11 w-2/3 animate-pulse rounded-xl bg-sand-100" />
        <div className="h-12 w-full animate-pulse rounded-full bg-sand-100" />
      </div>
    </div>
  );
}

export function ProductNotFound({ shop }: { shop: ShopType }) {
  const back = SHOPS[shop];
  const t = useT();
  return (
    <EmptyState icon={<HangerIcon className="h-10 w-10" />} to={back.path} action={t('catalog.backTo', { shop: t(back.label) })}>
      <PageHead screen={t('catalog.pageNotFound')} />
      <h1 className="mt-6 font-display text-3xl font-semibold tracking-tight text-ink-900">{t('catalog.productNotFound')}</h1>
      <p className="mt-3 text-ink-600">{t('catalog.productNotFoundText')}</p>
    </EmptyState>
  );
}
