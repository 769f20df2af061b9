// Product detail for clothing (/shop/:slug) and appliances (/accessories/:slug)
// (spec section 2): gallery, title, price, the purchase panel, description,
// care instructions and delivery notes; appliances also brand, model,
// specifications and warranty. A slug that matches nothing (or fails) shows
// "Product not found". A product asked for under the other shop's path is
// sent to its own address.
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';

import {
  CATALOG_CACHE_SECONDS,
  useGetCategoriesQuery,
  useGetProductBySlugQuery,
  type Product,
  type ShopType,
} from '@/api/catalog';
import { applianceCategoryPath, clothingCategoryPath } from '@/features/catalog/category-links';
import { PRODUCT_IMAGE_SIZE } from '@/features/catalog/components/product-card';
import { ProductGallery } from '@/features/catalog/components/product-gallery';
import { ProductPrice } from '@/features/catalog/components/product-price';
import { ProductPurchase } from '@/features/catalog/components/product-purchase';
import { ProductNotFound, ProductSkeleton, SHOPS } from '@/features/catalog/components/product-states';
import { productPath } from '@/lib/catalog-links';
import { describe } from '@/lib/page-head';
import { CashIcon, ChevronRightIcon, TruckIcon } from '@/ui/icons';
import { PageHead } from '@/ui/page-head';
import { TextList } from '@/ui/text-list';
import { useLocalized, useOwnDirection } from '@/i18n/use-localized';
import { useT } from '@/i18n/use-t';

function Breadcrumb({ product }: { product: Product }) {
  const { data: categories } = useGetCategoriesQuery(undefined, { refetchOnMountOrArgChange: CATALOG_CACHE_SECONDS });
  const pick = useLocalized();
  const ownDir = useOwnDirection();
  const t = useT();
  const shop = SHOPS[product.shop_type];
  const category = categories?.find((candidate) => candidate.id === product.category_id && candidate.parent_id !== null);
  const crumbs = [
    { label: t('catalog.home'), to: '/' },
    { label: t(shop.label), to: shop.path },
    ...(category === undefined
      ? []
      : [
          {
            label: pick(category.name, category.name_dv),
            to:
              product.shop_type === 'clothing'
                ? clothingCategoryPath(category.slug)
                : applianceCategoryPath(category.slug),
          },
        ]),
  ];
  return (
    <nav aria-label={t('catalog.breadcrumb')} className="mb-4 md:mb-6">
      {/* One line, the title cut short: the category crumb arrives later and
          must not push the page down by wrapping the line. */}
      <ol className="flex items-center gap-1 text-sm whitespace-nowrap text-ink-600">
        {crumbs.map((crumb) => (
          <li key={crumb.to} className="flex shrink-0 items-center gap-1">
            {/* The app's own steps are Thaana on a Dhivehi page: only an English category name takes its own direction. */}
            <Link to={crumb.to} className="rounded-sm hover:text-ocean-800 hover:underline" dir={ownDir(crumb.label)}>
              {crumb.label}
            </Link>
            <ChevronRightIcon className="h-4 w-4 text-ink-300" />
          </li>
        ))}
        <li aria-current="page" className="min-w-0 truncate font-medium text-ink-900" dir={ownDir(pick(product.title, product.title_dv))}>
          {pick(product.title, product.title_dv)}
        </li>
      </ol>
    </nav>
  );
}

function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-ink-200 py-5">
      <h2 className="mb-2 text-base font-semibold text-ink-900">{title}</h2>
      {children}
    </section>
  );
}

/** Specifications as the owner typed them, one per line or separated by semicolons. */
function specificationLines(text: string): string[] {
  return text
    .split(/[;\n]/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

function ProductDetails({ product }: { product: Product }) {
  const pick = useLocalized();
  const ownDir = useOwnDirection();
  const t = useT();
  const title = pick(product.title, product.title_dv);
  const description = pick(product.description, product.description_dv);
  const image = PRODUCT_IMAGE_SIZE[product.shop_type];
  const facts = [
    [t('catalog.brand'), product.brand],
    [t('catalog.model'), product.model],
    [t('catalog.warranty'), product.warranty],
  ].filter((fact): fact is [string, string] => fact[1] !== undefined && fact[1].trim() !== '');
  const specifications = specificationLines(product.specifications ?? '');

  return (
    <div className="grid gap-8 md:grid-cols-2 md:gap-12">
      <ProductGallery
        images={product.images}
        title={title}
        width={image.width}
        height={image.height}
        aspect={image.aspect}
      />
      <div>
        {product.brand !== undefined && product.brand.trim() !== '' ? (
          <p className="mb-1 text-sm font-semibold tracking-wide text-ink-500 uppercase">{product.brand}</p>
        ) : null}
        <h1 className="font-display text-3xl leading-tight font-semibold tracking-tight text-ink-900 md:text-4xl" dir={ownDir(title)}>
          {title}
        </h1>
        <ProductPrice product={product} />
        <p className="mt-1 text-xs text-ink-500">{t('catalog.sku', { sku: product.sku })}</p>

        <div className="mt-7">
          <ProductPurchase key={product.id} product={product} />
        </div>
        <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 rounded-2xl bg-sand-100 px-4 py-3 text-sm text-ink-700">
          <li className="flex items-center gap-2">
            <TruckIcon className="h-5 w-5 shrink-0 text-ocean-700" />
            {t('catalog.deliveryEverywhere')}
          </li>
          <li className="flex items-center gap-2">
            <CashIcon className="h-5 w-5 shrink-0 text-ocean-700" />
            {t('catalog.payment')}
          </li>
        </ul>

        <div className="mt-6">
          <DetailSection title={t('catalog.description')}>
            <p className="leading-relaxed whitespace-pre-line text-ink-700" dir={ownDir(description)}>
              {description}
            </p>
          </DetailSection>
          {facts.length > 0 || specifications.length > 0 ? (
            <DetailSection title={t('catalog.specifications')}>
              {facts.length > 0 ? (
                <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5 text-sm">
                  {facts.map(([name, value]) => (
                    <div key={name} className="contents">
                      <dt className="font-medium text-ink-600">{name}</dt>
                      <dd className="text-ink-900" dir={ownDir(value)}>
                        {value}
                      </dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              {specifications.length > 0 ? (
                <TextList
                  lines={specifications}
                  dirOf={ownDir}
                  className="mt-3 list-disc space-y-1 ps-5 text-sm leading-relaxed text-ink-700 marker:text-ocean-500"
                />
              ) : null}
            </DetailSection>
          ) : null}
          {product.care_instructions !== undefined && product.care_instructions.trim() !== '' ? (
            <DetailSection title={t('catalog.care')}>
              <p className="text-sm leading-relaxed whitespace-pre-line text-ink-700" dir={ownDir(product.care_instructions)}>
                {product.care_instructions}
              </p>
            </DetailSection>
          ) : null}
          {product.delivery_notes !== undefined && product.delivery_notes.trim() !== '' ? (
            <DetailSection title={t('catalog.delivery')}>
              <p className="flex gap-3 text-sm leading-relaxed text-ink-700">
                <TruckIcon className="mt-0.5 h-5 w-5 shrink-0 text-ocean-700" />
                <span className="whitespace-pre-line" dir={ownDir(product.delivery_notes)}>
                  {product.delivery_notes}
                </span>
              </p>
            </DetailSection>
          ) : null}
        </div>
      </div>
    </div>
  );
}

export default function ProductScreen() {
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  const pick = useLocalized();
  const routeShop: ShopType = pathname.startsWith('/accessories/') ? 'accessories' : 'clothing';
  const { currentData: product } = useGetProductBySlugQuery(slug, {
    refetchOnMountOrArgChange: CATALOG_CACHE_SECONDS,
  });

  if (product !== undefined && product !== null && product.shop_type !== routeShop) {
    return <Navigate to={productPath(product.shop_type, product.slug)} replace />;
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 md:py-10">
      {product === undefined ? (
        <ProductSkeleton />
      ) : product === null ? (
        <ProductNotFound shop={routeShop} />
      ) : (
        <>
          <PageHead
            screen={pick(product.title, product.title_dv)}
            description={describe(pick(product.description, product.description_dv))}
          />
          <Breadcrumb product={product} />
          <ProductDetails product={product} />
        </>
      )}
    </div>
  );
}
