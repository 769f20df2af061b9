// The appliances listing (/accessories; spec section 2): "All Items" or one
// appliance category, four orders, 12 to a page and an item count, and the
// Sale filter of the clothing listing. Its state is only the query parameters
// category, sort, page and sale.
import { Link, useNavigate, useSearchParams } from 'react-router';

import { ListingPage } from '@/features/catalog/components/listing-page';
import { SaleFilter } from '@/features/catalog/components/sale-filter';
import { type ListingKind, useListingProducts } from '@/features/catalog/hooks/use-listing-products';
import { useShopCategories } from '@/features/catalog/hooks/use-shop-categories';
import {
  APPLIANCE_SORTS,
  APPLIANCES_PAGE_SIZE,
  applianceListingHref,
  applianceProductQuery,
  changeApplianceListing,
  readApplianceListing,
} from '@/features/catalog/listing-params';
import { useLocalized, useOwnDirection } from '@/i18n/use-localized';
import { useT } from '@/i18n/use-t';
import { PageHead } from '@/ui/page-head';

const APPLIANCES: ListingKind = {
  shopType: 'accessories',
  what: 'Appliances',
  pageSize: APPLIANCES_PAGE_SIZE,
  skeletonCount: 8,
  emptyMessage: 'catalog.noAppliances',
};

export default function AppliancesListingScreen() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const pick = useLocalized();
  const ownDir = useOwnDirection();
  const t = useT();
  const listing = readApplianceListing(searchParams);

  const results = useListingProducts(applianceProductQuery(listing), APPLIANCES, listing.page, (page) =>
    applianceListingHref({ ...listing, page }),
  );
  const { shown } = results;
  const applianceCategories = useShopCategories().accessories;

  // A chosen category names the page, as the server's page for it does.
  const chosen = applianceCategories?.find((category) => category.slug === listing.category);

  const sideLinks = [
    { slug: undefined, name: t('catalog.allItems') },
    ...(applianceCategories ?? []).map((category) => ({ slug: category.slug, name: pick(category.name, category.name_dv) })),
  ];

  return (
    <ListingPage
      head={
        <PageHead
          screen={chosen === undefined ? t('common.shopAppliances') : pick(chosen.name, chosen.name_dv)}
          description={
            chosen === undefined
              ? t('app.descriptionAppliances')
              : t('app.describeApplianceCategory', { name: pick(chosen.name, chosen.name_dv) })
          }
        />
      }
      title={t('common.shopAppliances')}
      count={shown === undefined ? '' : t('catalog.itemCount', { count: shown.total })}
      countTestId="item-count"
      side={
        <>
          <div className="mb-3 lg:mb-4">
            <SaleFilter
              checked={listing.sale === true}
              onChange={(sale) => {
                void navigate(applianceListingHref(changeApplianceListing(listing, { sale })), { preventScrollReset: true });
              }}
            />
          </div>
          <nav aria-label={t('catalog.applianceCategoriesNav')} className="-mx-4 mb-5 lg:mx-0 lg:mb-0">
            <h2 className="sr-only lg:not-sr-only lg:mb-4 lg:font-display lg:text-xl lg:font-semibold lg:text-ink-900">
              {t('catalog.categories')}
            </h2>
            {/* A row of chips that scrolls sideways on phones, a column beside the grid on desktops. */}
            <ul className="flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] lg:flex-col lg:gap-1 lg:overflow-visible lg:px-0">
              {sideLinks.map(({ slug, name }) => {
                const current = listing.category === slug;
                return (
                  <li key={slug ?? ''} className="shrink-0">
                    <Link
                      to={applianceListingHref(changeApplianceListing(listing, { category: slug }))}
                      preventScrollReset
                      aria-current={current ? 'page' : undefined}
                      className={`flex h-10 items-center rounded-full px-4 text-sm font-medium whitespace-nowrap transition-colors lg:h-11 lg:rounded-xl lg:px-3 lg:text-[0.9375rem] ${
                        current
                          ? 'bg-ocean-700 text-white lg:bg-ocean-50 lg:font-semibold lg:text-ocean-800'
                          : 'border border-ink-200 bg-white text-ink-800 hover:border-ocean-600 lg:border-0 lg:bg-transparent lg:hover:bg-sand-100'
                      }`}
                      dir={ownDir(name)}
                    >
                      {name}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        </>
      }
      sort={listing.sort}
      sorts={APPLIANCE_SORTS}
      onSort={(sort) => {
        void navigate(applianceListingHref(changeApplianceListing(listing, { sort })), { preventScrollReset: true });
      }}
      kind={APPLIANCES}
      results={results}
      label={t('common.shopAppliances')}
    />
  );
}
