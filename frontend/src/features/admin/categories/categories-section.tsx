// The admin's Categories section (clothing; spec section 2 "Admin area"):
// the add/edit card, the parent categories, and one card per parent with its
// subcategories, each list reordered by dragging. Positions of a reordered
// list are rewritten from 0 and saved in one request (spec sections 4 and 9).
import { useId } from 'react';

import type { CategoryFormValues } from '@/features/admin/categories/category-form';
import {
  CLOTHING_EMPTY,
  CONFIRM_DELETE_CLOTHING,
  SUBCATEGORIES_EMPTY,
} from '@/features/admin/categories/category-messages';
import { clothingTree, nextPosition } from '@/features/admin/categories/category-order';
import { CategoryFormCard } from '@/features/admin/categories/components/category-form-card';
import { CategoryListCard } from '@/features/admin/categories/components/category-list-card';
import { LoadFailed, LoadState } from '@/features/admin/categories/components/load-state';
import { SortableCategoryList } from '@/features/admin/categories/components/sortable-category-list';
import { useCategoryScreen } from '@/features/admin/categories/hooks/use-category-screen';

const PARENTS_LIST = 'parents';

export default function CategoriesSection() {
  const id = useId();
  const screen = useCategoryScreen({ confirmDelete: CONFIRM_DELETE_CLOTHING });
  const { categories: data, loadFailed, retrying, retry } = screen;

  if (data === undefined) {
    return <LoadState failed={loadFailed} retrying={retrying} onRetry={retry} />;
  }

  const { parents, childrenOf } = clothingTree(data);
  const clothingCount = data.filter((category) => category.shop_type === 'clothing').length;
  const { editing } = screen;

  const save = (values: CategoryFormValues) =>
    screen.save(values, {
      shopType: 'clothing',
      parentId: values.kind === 'sub' ? values.parentId : null,
      position: nextPosition(clothingCount),
    });

  const listProps = {
    firstPosition: 0,
    editingId: editing?.id ?? null,
    onEdit: screen.startEdit,
  } as const;

  return (
    <div className="space-y-6">
      {loadFailed ? <LoadFailed retrying={retrying} onRetry={retry} /> : null}

      <CategoryFormCard
        key={editing?.id ?? 'new'}
        shop="clothing"
        editing={editing}
        parents={parents}
        notice={screen.formNotice}
        onDismissNotice={screen.dismissFormNotice}
        onSave={save}
        onCancel={screen.stopEdit}
      />

      <CategoryListCard
        headingId={`${id}-parents`}
        title="Parent Categories (Drag to reorder)"
        notice={screen.noticeFor(PARENTS_LIST)}
        onDismissNotice={screen.dismissListNotice}
        empty={parents.length === 0 ? CLOTHING_EMPTY : null}
      >
        <SortableCategoryList
          {...listProps}
          label="Parent categories"
          categories={parents}
          onReorder={(reorder) => void screen.reorder(PARENTS_LIST, reorder)}
          onDelete={(category) => void screen.remove(category, PARENTS_LIST)}
        />
      </CategoryListCard>

      {parents.length > 0 ? (
        // Side by side on a wide screen when there are several parents.
        <div className={`grid gap-6 ${parents.length > 1 ? 'lg:grid-cols-2' : ''}`}>
          {parents.map((parent) => {
            const children = childrenOf.get(parent.id) ?? [];
            return (
              <CategoryListCard
                key={parent.id}
                headingId={`${id}-sub-${parent.id}`}
                title={`${parent.name} - Subcategories (${String(children.length)})`}
                notice={screen.noticeFor(parent.id)}
                onDismissNotice={screen.dismissListNotice}
                empty={children.length === 0 ? SUBCATEGORIES_EMPTY : null}
              >
                <SortableCategoryList
                  {...listProps}
                  label={`${parent.name} subcategories`}
                  categories={children}
                  onReorder={(reorder) => void screen.reorder(parent.id, reorder)}
                  onDelete={(category) => void screen.remove(category, parent.id)}
                />
              </CategoryListCard>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
