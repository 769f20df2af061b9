// What both category sections show once the categories have arrived: a
// failed re-read above everything, the add/edit card, then the section's own
// list cards.
import type { ReactNode } from 'react';

import type { Category } from '@/api/catalog';
import type { CategoryFormValues } from '@/features/admin/categories/category-form';
import { CategoryFormCard, type SaveResult } from '@/features/admin/categories/components/category-form-card';
import { LoadFailed } from '@/features/admin/categories/components/load-state';
import type { CategoryScreen } from '@/features/admin/categories/hooks/use-category-screen';

type CategorySectionLayoutProps = {
  screen: CategoryScreen;
  shop: 'clothing' | 'accessories';
  /** Clothing: the top-level categories a subcategory can go under. */
  parents?: readonly Category[];
  onSave: (values: CategoryFormValues) => Promise<SaveResult>;
  /** The list cards. */
  children: ReactNode;
};

export function CategorySectionLayout({ screen, shop, parents, onSave, children }: CategorySectionLayoutProps) {
  const { editing } = screen;
  return (
    <div className="space-y-6">
      {screen.loadFailed ? <LoadFailed screen={screen} /> : null}

      <CategoryFormCard
        key={editing?.id ?? 'new'}
        shop={shop}
        editing={editing}
        parents={parents}
        notice={screen.formNotice}
        onDismissNotice={screen.dismissFormNotice}
        onSave={onSave}
        onCancel={() => {
          screen.stopEdit();
        }}
      />

      {children}
    </div>
  );
}
