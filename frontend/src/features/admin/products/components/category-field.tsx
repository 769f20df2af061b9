// The category select of the product forms: the shop's subcategories grouped
// under their parents, the spec's message when the shop has none (section 8),
// and a way to try again when the categories could not be loaded.
import type { UseFormRegisterReturn } from 'react-hook-form';

import { useGetAdminCategoriesQuery } from '@/features/admin/api/admin-categories-api';
import { categoryGroups } from '@/features/admin/products/clothing-form';
import { inputClass } from '@/features/admin/ui/form-controls';
import { Field, invalidProps } from '@/ui/field';
import { CategoryOptions, noCategoriesMessage } from '@/features/admin/products/components/form-controls';
import { LoadError } from '@/ui/load-error';
import { Notice } from '@/ui/notice';
import { useT } from '@/i18n/use-t';

type CategoryFieldProps = {
  id: string;
  shop: 'clothing' | 'appliances';
  /** The product's own category, listed even when it is not a subcategory. */
  currentId: string | undefined;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  className?: string;
};

export function CategoryField({ id, shop, currentId, error, registration, className }: CategoryFieldProps) {
  const t = useT();
  const query = useGetAdminCategoriesQuery();
  const groups = categoryGroups(query.data ?? [], shop === 'clothing' ? 'clothing' : 'accessories');
  const current = query.data?.find((category) => category.id === currentId);
  const none = query.data !== undefined && groups.length === 0 && current === undefined;
  return (
    <Field look="admin" id={id} label={t('adminProducts.category')} error={error} className={className}>
      {query.data === undefined ? (
        // Registered only once its options exist, so it shows the chosen one.
        <select id={id} disabled className={inputClass}>
          <option value="">{query.isLoading ? t('adminProducts.loadingCategories') : t('adminProducts.noCategoriesOption')}</option>
        </select>
      ) : (
        <select id={id} className={inputClass} {...invalidProps(id, error)} {...registration}>
          <CategoryOptions groups={groups} current={current} />
        </select>
      )}
      {none ? (
        <div className="mt-2">
          <Notice tone="info">{noCategoriesMessage(shop, t)}</Notice>
        </div>
      ) : null}
      {query.isError && query.data === undefined ? (
        <div className="mt-2">
          <LoadError what={t('adminProducts.categoriesLoadFailed')} onRetry={() => void query.refetch()} />
        </div>
      ) : null}
    </Field>
  );
}
