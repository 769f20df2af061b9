// The categories overview (/categories; spec section 2): the clothing
// subcategories, then the appliance ones (only when there are any), each by
// position. Clothing tiles open the category's listing and appliance tiles the
// appliances listing with that category chosen (category-links.ts).
import type { Category } from '@/api/catalog';
import { applianceCategoryPath, clothingCategoryPath } from '@/features/catalog/category-links';
import { CategoryTileItems } from '@/features/catalog/components/category-tile';
import { useShopCategories } from '@/features/catalog/hooks/use-shop-categories';
import { useT } from '@/i18n/use-t';
import { PageHead } from '@/ui/page-head';

const TILE_SIZES = '(min-width: 1152px) 270px, (min-width: 768px) 24vw, (min-width: 640px) 33vw, 50vw';

type SectionProps = {
  id: string;
  title: string;
  categories: readonly Category[] | undefined;
  shape: 'portrait' | 'square';
  pathFor: (slug: string) => string;
};

function CategorySection({ id, title, categories, shape, pathFor }: SectionProps) {
  return (
    <section aria-labelledby={id} className="mt-10 first:mt-0 md:mt-14">
      <h2 id={id} className="mb-5 font-display text-2xl font-semibold tracking-tight text-ink-900">
        {title}
      </h2>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-7 sm:grid-cols-3 sm:gap-x-6 md:grid-cols-4">
        <CategoryTileItems categories={categories} placeholders={4} shape={shape} sizes={TILE_SIZES} pathFor={pathFor} />
      </ul>
    </section>
  );
}

export default function CategoriesScreen() {
  const { clothing, accessories: appliances } = useShopCategories();
  const t = useT();

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 md:py-12">
      <PageHead screen={t('catalog.categories')} description={t('app.descriptionCategories')} />
      <h1 className="mb-8 font-display text-3xl font-semibold tracking-tight text-ink-900 md:mb-10 md:text-4xl">
        {t('catalog.categories')}
      </h1>
      <CategorySection
        id="clothing-categories"
        title={t('catalog.clothingCategories')}
        categories={clothing}
        shape="portrait"
        pathFor={clothingCategoryPath}
      />
      {appliances === undefined || appliances.length > 0 ? (
        <CategorySection
          id="appliance-categories"
          title={t('catalog.applianceCategories')}
          categories={appliances}
          shape="square"
          pathFor={applianceCategoryPath}
        />
      ) : null}
    </div>
  );
}
