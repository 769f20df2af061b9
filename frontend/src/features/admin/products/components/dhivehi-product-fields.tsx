// The product forms' Dhivehi title and description: optional, written right
// to left, with a word on who should check them.
import type { FieldValues, UseFormReturn } from 'react-hook-form';

import { InputField } from '@/features/admin/ui/form-controls';

type DhivehiProductFieldsProps<Values extends FieldValues & { titleDv: string; descriptionDv: string }, Output> = {
  form: UseFormReturn<Values, unknown, Output>;
  field: (name: string) => string;
};

export function DhivehiProductFields<Values extends FieldValues & { titleDv: string; descriptionDv: string }, Output>({
  form,
  field,
}: DhivehiProductFieldsProps<Values, Output>) {
  const f = form as unknown as UseFormReturn<{ titleDv: string; descriptionDv: string }, unknown, Output>;
  return (
    <>
      <InputField form={f} name="titleDv" id={field('titleDv')} label="Title in Dhivehi (optional)" dir="rtl" lang="dv" className="sm:col-span-2" />
      <InputField
        form={f}
        name="descriptionDv"
        id={field('descriptionDv')}
        label="Description in Dhivehi (optional)"
        rows={4}
        dir="rtl"
        lang="dv"
        className="sm:col-span-2"
      />
      <p className="text-sm text-ink-600 sm:col-span-2">
        Left blank, Dhivehi pages show the English. Have a native reader check the shop&apos;s own Dhivehi texts and correct them here.
      </p>
    </>
  );
}
