// The category form's "Subcategory of": the top-level categories a
// subcategory can go under, and the problem with the choice, if any.
import type { UseFormRegisterReturn } from 'react-hook-form';

import type { Category } from '@/api/catalog';
import { useT } from '@/i18n/use-t';
import { Options } from '@/ui/options';

type ParentSelectProps = {
  id: string;
  parents: readonly Category[];
  error: string | undefined;
  registration: UseFormRegisterReturn;
  inputClass: string;
};

export function ParentSelect({ id, parents, error, registration, inputClass }: ParentSelectProps) {
  const t = useT();
  return (
    <>
      <label htmlFor={id} className="block text-sm font-medium text-ink-800">
        {t('adminCategories.subcategoryOf')}
      </label>
      <select
        id={id}
        aria-invalid={error !== undefined}
        aria-describedby={error !== undefined ? `${id}-error` : undefined}
        {...registration}
        className={inputClass}
      >
        <option value="">{t('adminCategories.selectParent')}</option>
        <Options choices={parents.map((parent) => ({ value: parent.id, label: parent.name }))} />
      </select>
      {error !== undefined ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-rose-700">
          {error}
        </p>
      ) : null}
    </>
  );
}
