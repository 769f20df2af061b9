// The home screen (/; spec section 2, Home): the hero from the store settings,
// "Shop by Category" (the first 4 clothing subcategories) and "Featured
// Products" (4 featured clothing products, skeletons while they load).
import { Link } from 'react-router';

import { CATALOG_CACHE_SECONDS, useGetProductsQuery } from '@/api/catalog';
import { type Settings, useShownSettings } from '@/api/settings';
import { CatalogImage } from '@/features/catalog/components/catalog-image';
import { clothingCategoryPath } from '@/features/catalog/category-links';
import { CategoryTileItems } from '@/features/catalog/components/category-tile';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import { useLogLoadFailure } from '@/features/catalog/hooks/use-log-load-failure';
import { useShopCategories } from '@/features/catalog/hooks/use-shop-categories';
import { isInternalPath, isWebUrl } from '@/lib/links';
import { describe } from '@/lib/page-head';
import { useOwnDirection } from '@/i18n/use-localized';
import { useT } from '@/i18n/use-t';
import { ArrowRightIcon, CashIcon, ShieldIcon, TruckIcon } from '@/ui/icons';
import { PageHead } from '@/ui/page-head';

/** Spec section 9: featured products and categories on home. */
export const HOME_FEATURED_COUNT = 4;
export const HOME_CATEGORY_COUNT = 4;

const buttonClass =
  'inline-flex h-12 items-center gap-2 rounded-full bg-ocean-700 px-7 text-[0.9375rem] font-semibold text-white shadow-sm transition-colors hover:bg-ocean-800';

function HeroButton({ hero }: { hero: Settings['hero'] }) {
  const ownDir = useOwnDirection();
  const text = hero.buttonText.trim();
  const link = hero.buttonLink.trim() || '/shop';
  if (text === '') {
    return null;
  }
  const content = (
    <>
      <span dir={ownDir(text)}>{text}</span>
      <ArrowRightIcon className="h-5 w-5" />
    </>
  );
  if (isInternalPath(link)) {
    return (
      <Link to={link} className={buttonClass}>
        {content}
      </Link>
    );
  }
  // An owner's typo or a javascript: link is not followed.
  return isWebUrl(link) ? (
    <a href={link} className={buttonClass}>
      {content}
    </a>
  ) : null;
}

function Hero() {
  const { settings, isKnown } = useShownSettings();
  const hero = settings.hero;
  const ownDir = useOwnDirection();

  return (
    <section aria-labelledby="hero-title" className="bg-sand-100">
      <div className="mx-auto grid max-w-6xl items-center gap-6 px-4 pt-4 pb-10 md:grid-cols-2 md:gap-12 md:py-14">
        <div className="overflow-hidden rounded-3xl bg-ocean-100 md:order-2">
          {/* The built-in stand-in is not shown: only the owner's hero (or the saved copy). */}
          {isKnown ? (
            <CatalogImage
              src={hero.imageUrl}
              alt=""
              width={1200}
              height={800}
              sizes="(min-width: 1152px) 552px, (min-width: 768px) 48vw, 100vw"
              highPriority
              className="aspect-[3/2] w-full"
            />
          ) : (
            <div className="aspect-[3/2] w-full" />
          )}
        </div>
        <div className={`md:order-1 ${isKnown ? '' : 'invisible'}`}>
          <h2
            id="hero-title"
            className="font-display text-[2rem] leading-tight font-semibold tracking-tight text-ink-900 md:text-5xl md:leading-[1.1]"
            dir={ownDir(hero.title)}
          >
            {hero.title}
          </h2>
          {hero.subtitle.trim() !== '' ? (
            <p className="mt-4 max-w-prose text-base leading-relaxed text-ink-700 md:mt-5 md:text-lg" dir={ownDir(hero.subtitle)}>
              {hero.subtitle}
            </p>
          ) : null}
          <div className="mt-7">
            <HeroButton hero={hero} />
          </div>
        </div>
      </div>
    </section>
  );
}

const PROMISES = [
  { Icon: TruckIcon, title: 'catalog.promiseDeliveryTitle', text: 'catalog.promiseDeliveryText' },
  { Icon: CashIcon, title: 'catalog.promiseCashTitle', text: 'catalog.promiseCashText' },
  { Icon: ShieldIcon, title: 'catalog.promisePricesTitle', text: 'catalog.promisePricesText' },
] as const;

function Promises() {
  const t = useT();
  return (
    <section aria-label={t('catalog.whyShop')} className="border-y border-ink-100 bg-white">
      <ul className="mx-auto grid max-w-6xl gap-4 px-4 py-5 sm:grid-cols-3 sm:gap-6">
        {PROMISES.map(({ Icon, title, text }) => (
          <li key={title} className="flex items-center gap-3">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-ocean-50 text-ocean-700">
              <Icon className="h-5 w-5" />
            </span>
            <span>
              <span className="block text-sm font-semibold text-ink-900">{t(title)}</span>
              <span className="block text-sm text-ink-600">{t(text)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SectionHeader({ id, title, link, linkText }: { id: string; title: string; link: string; linkText: string }) {
  return (
    <div className="mb-6 flex items-end justify-between gap-4">
      <h2 id={id} className="font-display text-2xl font-semibold tracking-tight text-ink-900 md:text-3xl">
        {title}
      </h2>
      <Link
        to={link}
        className="inline-flex shrink-0 items-center gap-1 rounded-full py-1 text-sm font-semibold text-ocean-700 hover:text-ocean-900"
      >
        {linkText}
        <ArrowRightIcon className="h-4 w-4" />
      </Link>
    </div>
  );
}

function ShopByCategory() {
  const t = useT();
  const categories = useShopCategories().clothing?.slice(0, HOME_CATEGORY_COUNT);

  if (categories?.length === 0) {
    return null;
  }
  return (
    <section aria-labelledby="home-categories" className="mx-auto w-full max-w-6xl px-4 pt-12 md:pt-16">
      <SectionHeader id="home-categories" title={t('catalog.shopByCategory')} link="/categories" linkText={t('catalog.allCategories')} />
      <ul className="grid grid-cols-2 gap-x-4 gap-y-6 sm:gap-x-6 md:grid-cols-4">
        <CategoryTileItems
          categories={categories}
          placeholders={HOME_CATEGORY_COUNT}
          shape="portrait"
          sizes="(min-width: 1152px) 270px, (min-width: 768px) 24vw, 50vw"
          pathFor={clothingCategoryPath}
        />
      </ul>
    </section>
  );
}

function FeaturedProducts() {
  const t = useT();
  const { currentData, error } = useGetProductsQuery(
    { isFeatured: true, shopType: 'clothing', limit: HOME_FEATURED_COUNT },
    { refetchOnMountOrArgChange: CATALOG_CACHE_SECONDS },
  );
  useLogLoadFailure('Featured products', error);

  if (currentData?.items.length === 0) {
    return null;
  }
  return (
    <section aria-labelledby="home-featured" className="mx-auto w-full max-w-6xl px-4 pt-12 pb-14 md:pt-16 md:pb-20">
      <SectionHeader id="home-featured" title={t('catalog.featuredProducts')} link="/shop" linkText={t('catalog.shopAll')} />
      <ProductGrid
        products={currentData?.items.slice(0, HOME_FEATURED_COUNT)}
        failed={error !== undefined}
        shopType="clothing"
        skeletonCount={HOME_FEATURED_COUNT}
        columnsClass="grid-cols-2 md:grid-cols-4"
        sizes="(min-width: 1152px) 270px, (min-width: 768px) 24vw, 50vw"
        label={t('catalog.featuredProducts')}
      />
    </section>
  );
}

/** The home page is described by the owner's footer text, as the server does. */
function HomeHead() {
  const { settings } = useShownSettings();
  const t = useT();
  const description = describe(settings.footer.shortDescription);
  return <PageHead screen={t('catalog.home')} description={description === '' ? t('app.descriptionHome') : description} />;
}

export default function HomeScreen() {
  const t = useT();
  return (
    <div className="flex flex-col">
      <HomeHead />
      {/* The hero's title is the owner's words; the page's own heading names the page. */}
      <h1 className="sr-only">{t('catalog.home')}</h1>
      <Hero />
      <Promises />
      <ShopByCategory />
      <FeaturedProducts />
    </div>
  );
}
