// The category form's optional Dhivehi name: written right to left, shown on
// Dhivehi pages (the English one when blank).
import type { UseFormRegisterReturn } from 'react-hook-form';

import { useT } from '@/i18n/use-t';

type CategoryDhivehiNameProps = {
  id: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  inputClass: string;
};

export function CategoryDhivehiName({ id, registration, error, inputClass }: CategoryDhivehiNameProps) {
  const t = useT();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink-800">
        {t('adminCategories.nameDv')}
      </label>
      <input
        id={id}
        type="text"
        dir="rtl"
        lang="dv"
        autoComplete="off"
        aria-invalid={error !== undefined}
        aria-describedby={error !== undefined ? errorId : undefined}
        {...registration}
        className={inputClass}
      />
      {error !== undefined ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-rose-700">
          {error}
        </p>
      ) : (
        <p className="mt-1.5 text-sm text-ink-600">{t('adminCategories.dhivehiHint')}</p>
      )}
    </div>
  );
}
