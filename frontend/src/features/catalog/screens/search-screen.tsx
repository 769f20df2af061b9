// The results of one search over both shops (/search?q=; docs/decisions/187):
// each product with the shop it belongs to, best first, a page at a time. When
// nothing is found, the most popular categories (the most products) are
// offered instead of a dead end. The page has its own search box, so a
// shared or bookmarked address can be searched again from here.
import { useId, type SubmitEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { useSearchQuery } from '@/api/search';
import { MAX_SEARCH_LENGTH, type PopularCategory, type SearchResult, tidySearch } from '@/api/search-local';
import { applianceCategoryPath, clothingCategoryPath } from '@/features/catalog/category-links';
import { CatalogImage } from '@/features/catalog/components/catalog-image';
import { Pagination } from '@/features/catalog/components/pagination';
import { PRODUCT_IMAGE_SIZE } from '@/features/catalog/components/product-card';
import { productPath, searchPath, shopLabelId } from '@/lib/catalog-links';
import { PageHead } from '@/ui/page-head';
import { LoadError } from '@/ui/load-error';
import { SaleBadge, SalePrice } from '@/ui/sale-price';
import { SearchButton, SearchField } from '@/ui/search-field';
import { OwnText } from '@/i18n/own-text';
import { useLocalized, useOwnDirection } from '@/i18n/use-localized';
import { useT } from '@/i18n/use-t';

const CARD_SIZES = '(min-width: 1152px) 270px, (min-width: 768px) 24vw, (min-width: 640px) 33vw, 50vw';

function ResultCard({ result, eager }: { result: SearchResult; eager: boolean }) {
  const pick = useLocalized();
  const ownDir = useOwnDirection();
  const t = useT();
  const category = pick(result.category, result.category_dv);
  const title = pick(result.title, result.title_dv);
  const image = PRODUCT_IMAGE_SIZE[result.shop_type];
  return (
    <article className="group relative flex h-full flex-col">
      <div className="relative overflow-hidden rounded-2xl bg-sand-100 ring-1 ring-ink-100">
        <CatalogImage
          src={result.image}
          alt=""
          width={image.width}
          height={image.height}
          sizes={CARD_SIZES}
          eager={eager}
          className={`${image.aspect} w-full transition-transform duration-500 ease-out group-hover:scale-[1.03]`}
        />
        {result.original_price === undefined ? null : <SaleBadge />}
        <span className="absolute top-2 end-2 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-ocean-800 shadow-sm">
          {t(shopLabelId(result.shop_type))}
        </span>
      </div>
      <div className="mt-3 flex flex-1 flex-col gap-1 px-0.5">
        {category !== '' ? (
          <p className="text-xs font-semibold tracking-wide text-ink-600 uppercase" dir={ownDir(category)}>
            {category}
          </p>
        ) : null}
        <h2 className="text-[0.9375rem] leading-snug font-medium text-ink-900">
          <Link
            to={productPath(result.shop_type, result.slug)}
            className="rounded-sm after:absolute after:inset-0 after:rounded-2xl group-hover:text-ocean-800"
            dir={ownDir(title)}
          >
            {title}
          </Link>
        </h2>
        <p className="text-[0.9375rem] font-semibold text-ocean-800">
          <SalePrice price={result.price} original={result.original_price} />
        </p>
      </div>
    </article>
  );
}

function PopularCategories({ categories }: { categories: readonly PopularCategory[] }) {
  const t = useT();
  if (categories.length === 0) {
    return null;
  }
  return (
    <section aria-labelledby="popular-categories" className="mt-8">
      <h2 id="popular-categories" className="font-display text-xl font-semibold text-ink-900">
        {t('catalog.popularCategories')}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2.5">
        {categories.map((category) => (
          <li key={`${category.shop_type}-${category.slug}`}>
            <Link
              to={category.shop_type === 'accessories' ? applianceCategoryPath(category.slug) : clothingCategoryPath(category.slug)}
              className="inline-flex h-11 items-center gap-2 rounded-full border border-ink-200 bg-white px-4 text-sm font-medium text-ink-800 hover:border-ocean-600 hover:text-ocean-800"
            >
              <OwnText en={category.name} dv={category.name_dv} />
              <span className="text-xs text-ink-600">{t(shopLabelId(category.shop_type))}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

export default function SearchScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const t = useT();
  const inputId = useId();
  const q = tidySearch(params.get('q') ?? '');
  const page = readPage(params.get('page'));
  const { data, isFetching, isError, refetch } = useSearchQuery({ q, page }, { skip: q === '' });

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    const text = tidySearch(typeof value === 'string' ? value : '');
    if (text !== '') {
      void navigate(searchPath(text));
    }
  };
  const pages = data === undefined ? 0 : Math.ceil(data.total / data.per_page);
  const hrefFor = (n: number) => `${searchPath(q)}${n > 1 ? `&page=${String(n)}` : ''}`;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 md:py-12">
      <PageHead screen={q === '' ? t('catalog.search') : t('catalog.searchTitle', { q })} />
      <h1 className="font-display text-3xl font-semibold tracking-tight text-ink-900 md:text-4xl">
        {q === '' ? t('catalog.search') : t('catalog.resultsFor', { q })}
      </h1>
      <form role="search" onSubmit={submit} className="mt-5 flex max-w-xl items-center gap-2">
        <SearchField id={inputId} key={q} defaultValue={q} maxLength={MAX_SEARCH_LENGTH} />
        <SearchButton />
      </form>

      <div aria-live="polite" aria-busy={isFetching} className="mt-6">
        {q === '' ? (
          <p className="text-ink-700">{t('catalog.searchHint')}</p>
        ) : isError ? (
          <LoadError what={t('catalog.searchFailed')} onRetry={() => void refetch()} />
        ) : data === undefined ? (
          <p role="status" className="text-ink-700">
            {t('catalog.searching')}
          </p>
        ) : data.total === 0 ? (
          <>
            <p className="text-ink-800">
              {t('catalog.searchNothing', { q })}
            </p>
            <PopularCategories categories={data.popular_categories} />
          </>
        ) : (
          <>
            <p className="text-sm text-ink-700">
              {t('catalog.searchCount', { count: data.total })}
            </p>
            <ul className="mt-5 grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 sm:gap-x-6 md:grid-cols-4" data-testid="search-results">
              {data.results.map((result, index) => (
                <li key={result.id}>
                  <ResultCard result={result} eager={index < 4} />
                </li>
              ))}
            </ul>
            <Pagination current={page} total={pages} hrefFor={hrefFor} />
          </>
        )}
      </div>
    </div>
  );
}
