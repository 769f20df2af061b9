// The admin's Categories section (clothing; spec section 2 "Admin area"):
// the add/edit card, the parent categories, and one card per parent with its
// subcategories, each list reordered by dragging. Positions of a reordered
// list are rewritten from 0 and saved in one request (spec sections 4 and 9).
import type { CategoryFormValues } from '@/features/admin/categories/category-form';
import { CATEGORY_MESSAGE_IDS } from '@/features/admin/categories/category-messages';
import { clothingTree, nextPosition } from '@/features/admin/categories/category-order';
import { CategorySectionLayout } from '@/features/admin/categories/components/category-section-layout';
import { CategoryListCard } from '@/features/admin/categories/components/category-list-card';
import { LoadState } from '@/features/admin/categories/components/load-state';
import { useCategoryScreen } from '@/features/admin/categories/hooks/use-category-screen';
import { useT } from '@/i18n/use-t';

const PARENTS_LIST = 'parents';

export default function CategoriesSection() {
  const t = useT();
  const screen = useCategoryScreen({ confirmDelete: CATEGORY_MESSAGE_IDS.confirmDeleteClothing, section: 'categories' });
  const data = screen.categories;
  if (data === undefined) {
    return <LoadState screen={screen} />;
  }

  const { parents, childrenOf } = clothingTree(data);
  const clothingCount = data.filter((category) => category.shop_type === 'clothing').length;

  const save = (values: CategoryFormValues) =>
    screen.save(values, {
      shopType: 'clothing',
      parentId: values.kind === 'sub' ? values.parentId : null,
      position: nextPosition(clothingCount),
    });

  return (
    <CategorySectionLayout screen={screen} shop="clothing" parents={parents} onSave={save}>
      <CategoryListCard
        screen={screen}
        list={PARENTS_LIST}
        title={t('adminCategories.parentsTitle')}
        label={t('adminCategories.parentsLabel')}
        categories={parents}
        firstPosition={0}
        emptyText={t(CATEGORY_MESSAGE_IDS.clothingEmpty)}
      />

      {parents.length > 0 ? (
        // Side by side on a wide screen when there are several parents.
        <div className={`grid gap-6 ${parents.length > 1 ? 'lg:grid-cols-2' : ''}`}>
          {parents.map((parent) => {
            const children = childrenOf.get(parent.id) ?? [];
            return (
              <CategoryListCard
                key={parent.id}
                screen={screen}
                list={parent.id}
                title={t('adminCategories.subcategoriesTitle', { name: parent.name, count: String(children.length) })}
                label={t('adminCategories.subcategoriesLabel', { name: parent.name })}
                categories={children}
                firstPosition={0}
                emptyText={t(CATEGORY_MESSAGE_IDS.subcategoriesEmpty)}
              />
            );
          })}
        </div>
      ) : null}
    </CategorySectionLayout>
  );
}
