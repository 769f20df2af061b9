// The admin's App. Categories section (spec section 2 "Admin area", section
// 5 "Appliance category form"): the add/edit card and one flat list, reordered
// by dragging, positions rewritten from 1. Every appliance category sits under
// the top-level "Accessories" category, which must exist before any is added.
import type { CategoryFormValues } from '@/features/admin/categories/category-form';
import {
  APPLIANCES_EMPTY,
  CONFIRM_DELETE_APPLIANCE,
  NO_ACCESSORIES_PARENT,
} from '@/features/admin/categories/category-messages';
import { applianceCategories, applianceParent, nextPosition } from '@/features/admin/categories/category-order';
import type { SaveResult } from '@/features/admin/categories/components/category-form-card';
import { CategorySectionLayout } from '@/features/admin/categories/components/category-section-layout';
import { CategoryListCard } from '@/features/admin/categories/components/category-list-card';
import { LoadState } from '@/features/admin/categories/components/load-state';
import { useCategoryScreen } from '@/features/admin/categories/hooks/use-category-screen';

const LIST = 'appliances';

export default function ApplianceCategoriesSection() {
  const screen = useCategoryScreen({ confirmDelete: CONFIRM_DELETE_APPLIANCE, section: 'appliance-categories' });
  const data = screen.categories;
  if (data === undefined) {
    return <LoadState screen={screen} />;
  }

  const categories = applianceCategories(data);
  const parent = applianceParent(data);

  const save = async (values: CategoryFormValues): Promise<SaveResult> => {
    if (screen.editing === null && parent === null) {
      screen.setFormNotice({ tone: 'error', text: NO_ACCESSORIES_PARENT });
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
        title="Appliances Categories (Drag to reorder)"
        label="Appliances categories"
        categories={categories}
        firstPosition={1}
        emptyText={APPLIANCES_EMPTY}
      />
    </CategorySectionLayout>
  );
}
