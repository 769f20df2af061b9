// The admin's App. Categories section (spec section 2 "Admin area", section
// 5 "Appliance category form"): the add/edit card and one flat list, reordered
// by dragging, positions rewritten from 1. Every appliance category sits under
// the top-level "Accessories" category, which must exist before any is added.
import type { CategoryFormValues } from '@/features/admin/categories/category-form';
import { CATEGORY_MESSAGE_IDS } from '@/features/admin/categories/category-messages';
import { applianceCategories, applianceParent, nextPosition } from '@/features/admin/categories/category-order';
import type { SaveResult } from '@/features/admin/categories/components/category-form-card';
import { CategorySectionLayout } from '@/features/admin/categories/components/category-section-layout';
import { CategoryListCard } from '@/features/admin/categories/components/category-list-card';
import { LoadState } from '@/features/admin/categories/components/load-state';
import { useCategoryScreen } from '@/features/admin/categories/hooks/use-category-screen';
import { useT } from '@/i18n/use-t';

const LIST = 'appliances';

export default function ApplianceCategoriesSection() {
  const t = useT();
  const screen = useCategoryScreen({ confirmDelete: CATEGORY_MESSAGE_IDS.confirmDeleteAppliance, section: 'appliance-categories' });
  const data = screen.categories;
  if (data === undefined) {
    return <LoadState screen={screen} />;
  }

  const categories = applianceCategories(data);
  const parent = applianceParent(data);

  const save = async (values: CategoryFormValues): Promise<SaveResult> => {
    if (screen.editing === null && parent === null) {
      screen.setFormNotice({ tone: 'error', text: t(CATEGORY_MESSAGE_IDS.noAccessoriesParent) });
      return { saved: false };
    }
    return screen.save(values, {
      shopType: 'accessories',
      parentId: parent?.id ?? null,
      position: nextPosition(categories.length),
    });
  };

  return (
    <CategorySectionLayout screen={screen} shop="accessories" onSave={save}>
      <CategoryListCard
        screen={screen}
        list={LIST}
        title={t('adminCategories.appliancesTitle')}
        label={t('adminCategories.appliancesLabel')}
        categories={categories}
        firstPosition={1}
        emptyText={t(CATEGORY_MESSAGE_IDS.appliancesEmpty)}
      />
    </CategorySectionLayout>
  );
}
