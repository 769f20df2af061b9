// The category select of the product forms: the shop's subcategories grouped
// under their parents, the spec's message when the shop has none (section 8),
// and a way to try again when the categories could not be loaded.
import type { UseFormRegisterReturn } from 'react-hook-form';

import type { Category } from '@/api/catalog';
import type { CategoryGroup } from '@/features/admin/products/clothing-form';
import { Field, inputClass, invalidProps } from '@/features/admin/ui/form-controls';
import { CategoryOptions, noCategoriesMessage } from '@/features/admin/products/components/form-controls';
import { Notice } from '@/ui/notice';

type CategoryFieldProps = {
  id: string;
  shop: 'clothing' | 'appliances';
  query: { isLoading: boolean; isError: boolean; data?: Category[] | undefined; refetch: () => unknown };
  groups: readonly CategoryGroup[];
  current: Category | undefined;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  className?: string;
};

export function CategoryField({ id, shop, query, groups, current, error, registration, className }: CategoryFieldProps) {
  const none = query.data !== undefined && groups.length === 0 && current === undefined;
  return (
    <Field id={id} label="Category" error={error} className={className}>
      {query.data === undefined ? (
        // Registered only once its options exist, so it shows the chosen one.
        <select id={id} disabled className={inputClass}>
          <option value="">{query.isLoading ? 'Loading categories…' : 'No categories'}</option>
        </select>
      ) : (
        <select id={id} className={inputClass} {...invalidProps(id, error)} {...registration}>
          <CategoryOptions groups={groups} current={current} />
        </select>
      )}
      {none ? (
        <div className="mt-2">
          <Notice tone="info">{noCategoriesMessage(shop)}</Notice>
        </div>
      ) : null}
      {query.isError && query.data === undefined ? (
        <div className="mt-2">
          <Notice tone="error">
            Could not load the categories.{' '}
            <button
              type="button"
              onClick={() => void query.refetch()}
              className="font-semibold underline underline-offset-2"
            >
              Try again
            </button>
          </Notice>
        </div>
      ) : null}
    </Field>
  );
}
