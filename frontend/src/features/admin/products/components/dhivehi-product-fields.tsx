// The product forms' Dhivehi title and description: optional, written right
// to left, with a word on who should check them.
import type { FieldValues, UseFormReturn } from 'react-hook-form';

import { InputField } from '@/features/admin/ui/form-controls';
import { useT } from '@/i18n/use-t';

type DhivehiProductFieldsProps<Values extends FieldValues & { titleDv: string; descriptionDv: string }, Output> = {
  form: UseFormReturn<Values, unknown, Output>;
  field: (name: string) => string;
};

export function DhivehiProductFields<Values extends FieldValues & { titleDv: string; descriptionDv: string }, Output>({
  form,
  field,
}: DhivehiProductFieldsProps<Values, Output>) {
  const t = useT();
  const f = form as unknown as UseFormReturn<{ titleDv: string; descriptionDv: string }, unknown, Output>;
  return (
    <>
      <InputField form={f} name="titleDv" id={field('titleDv')} label={t('adminProducts.titleDv')} dir="rtl" lang="dv" className="sm:col-span-2" />
      <InputField
        form={f}
        name="descriptionDv"
        id={field('descriptionDv')}
        label={t('adminProducts.descriptionDv')}
        rows={4}
        dir="rtl"
        lang="dv"
        className="sm:col-span-2"
      />
      <p className="text-sm text-ink-600 sm:col-span-2">
        {t('adminProducts.dhivehiHint')}
      </p>
    </>
  );
}
