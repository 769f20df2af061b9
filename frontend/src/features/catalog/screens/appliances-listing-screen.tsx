// The appliances listing (/accessories; spec section 2): "All Items" or one
// appliance category, four orders, 12 to a page and an item count. Its state
// is only the query parameters category, sort and page.
import { Link, useNavigate, useSearchParams } from 'react-router';

import { ListingResults } from '@/features/catalog/components/listing-results';
import { SortSelect } from '@/features/catalog/components/sort-select';
import { useListingProducts } from '@/features/catalog/hooks/use-listing-products';
import { useShopCategories } from '@/features/catalog/hooks/use-shop-categories';
import {
  APPLIANCE_SORTS,
  APPLIANCES_PAGE_SIZE,
  applianceListingHref,
  applianceProductQuery,
  changeApplianceListing,
  itemCountLabel,
  readApplianceListing,
} from '@/features/catalog/listing-params';
import { PAGE_DESCRIPTIONS, PageHead, categoryDescription } from '@/lib/page-head';

export const APPLIANCE_SKELETONS = 8;
export const NO_APPLIANCES_MESSAGE = 'No appliances found.';

export default function AppliancesListingScreen() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const listing = readApplianceListing(searchParams);

  const hrefForPage = (page: number) => applianceListingHref({ ...listing, page });
  const results = useListingProducts(applianceProductQuery(listing), {
    what: 'Appliances',
    pageSize: APPLIANCES_PAGE_SIZE,
    page: listing.page,
    hrefForPage,
  });
  const { shown } = results;
  const applianceCategories = useShopCategories().accessories;

  // A chosen category names the page, as the server's page for it does.
  const chosen = applianceCategories?.find((category) => category.slug === listing.category);

  const sideLinks = [
    { slug: undefined, name: 'All Items' },
    ...(applianceCategories ?? []).map((category) => ({ slug: category.slug, name: category.name })),
  ];

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 md:py-12">
      <PageHead
        screen={chosen?.name ?? 'Appliances'}
        description={chosen === undefined ? PAGE_DESCRIPTIONS.appliances : categoryDescription(chosen.name, 'accessories')}
      />
      <header className="mb-6 md:mb-8">
        <h1 className="font-display text-3xl font-semibold tracking-tight text-ink-900 md:text-4xl">Appliances</h1>
        <p className="mt-2 min-h-5 text-sm text-ink-600" aria-live="polite" data-testid="item-count">
          {shown === undefined ? '' : itemCountLabel(shown.total)}
        </p>
      </header>

      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
        <nav aria-label="Appliance categories" className="-mx-4 mb-5 lg:mx-0 lg:mb-0">
          <h2 className="sr-only lg:not-sr-only lg:mb-4 lg:font-display lg:text-xl lg:font-semibold lg:text-ink-900">
            Categories
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
                  >
                    {name}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <div>
          <div className="mb-6 flex items-center justify-end gap-3">
            <SortSelect
              value={listing.sort}
              options={APPLIANCE_SORTS}
              onChange={(sort) => {
                void navigate(applianceListingHref(changeApplianceListing(listing, { sort })), {
                  preventScrollReset: true,
                });
              }}
            />
          </div>

          <ListingResults
            results={results}
            shopType="accessories"
            skeletonCount={APPLIANCE_SKELETONS}
            emptyMessage={NO_APPLIANCES_MESSAGE}
            label="Appliances"
            page={listing.page}
            hrefForPage={hrefForPage}
          />
        </div>
      </div>
    </div>
  );
}
