// The clothing form's variants: the sizes it comes in and its colours (a
// name and a hex code each, with a picker); a newly chosen size gets a stock
// cell of 0 for every colour, and the last colour cannot be removed.
import { useState } from 'react';
import { useWatch, type UseFieldArrayReturn, type UseFormReturn } from 'react-hook-form';

import {
  CLOTHING_MESSAGE_IDS,
  SIZE_OPTIONS,
  newColor,
  orderedSizes,
  type ClothingValues,
} from '@/features/admin/products/clothing-form';
import { FormSection } from '@/features/admin/products/components/form-controls';
import { InputField, secondaryButtonClass } from '@/features/admin/ui/form-controls';
import { useT } from '@/i18n/use-t';

export type ClothingForm = UseFormReturn<ClothingValues>;
export type ColorFields = UseFieldArrayReturn<ClothingValues, 'colors'>;

export function SizesSection({ form, id }: { form: ClothingForm; id: string }) {
  const t = useT();
  const {
    register,
    getValues,
    setValue,
    formState: { errors },
  } = form;
  const error = errors.sizes?.message ?? errors.sizes?.root?.message;
  return (
    <fieldset aria-describedby={error === undefined ? undefined : `${id}-error`} className="border-t border-ink-200 pt-5">
      <legend className="float-start mb-3 w-full text-base font-semibold text-ink-900">{t('adminProducts.sizes')}</legend>
      <div className="clear-both flex flex-wrap gap-2">
        {SIZE_OPTIONS.map((size) => (
          <label
            key={size}
            className="inline-flex h-11 min-w-14 cursor-pointer items-center justify-center gap-2 rounded-lg border border-ink-300 bg-white px-3 text-sm font-semibold text-ink-800 has-checked:border-ocean-600 has-checked:bg-ocean-50 has-checked:text-ocean-900"
          >
            <input
              type="checkbox"
              value={size}
              className="h-4 w-4 accent-ocean-700"
              {...register('sizes', {
                // Every checkbox shares this one registration: the size is the target's.
                onChange: (event: { target: HTMLInputElement }) => {
                  const chosen = event.target.value;
                  if (!event.target.checked) {
                    return;
                  }
                  // A newly chosen size gets a stock cell of 0 for every colour.
                  getValues('colors').forEach((color, index) => {
                    if (color.stock[chosen] === undefined) {
                      setValue(`colors.${index}.stock.${chosen}`, '0');
                    }
                  });
                },
              })}
            />
            {size}
          </label>
        ))}
      </div>
      {error === undefined ? null : (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-rose-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function ColorsSection({ form, colorFields, id }: { form: ClothingForm; colorFields: ColorFields; id: string }) {
  const t = useT();
  const {
    control,
    getValues,
    setValue,
    formState: { errors, isSubmitted },
  } = form;
  const { fields, append, remove } = colorFields;
  const colors = useWatch({ control, name: 'colors' });
  const [refusal, setRefusal] = useState<string | null>(null);
  const listError = errors.colors?.message ?? errors.colors?.root?.message;

  return (
    <FormSection id={id} title={t('adminProducts.colors')}>
      <ul className="space-y-3">
        {fields.map((entry, index) => {
          const hex = colors[index]?.hex ?? '';
          const validHex = /^#[0-9A-Fa-f]{6}$/.test(hex.trim());
          const nameId = `${id}-${String(index)}-name`;
          const hexId = `${id}-${String(index)}-hex`;
          return (
            <li key={entry.id} data-testid="color-row" className="rounded-xl border border-ink-200 bg-sand-50 p-3">
              <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-3 sm:grid-cols-[minmax(0,1fr)_auto_9rem_auto]">
                <InputField form={form} name={`colors.${index}.name`} id={nameId} label={t('adminProducts.colorName', { number: String(index + 1) })} />
                <div>
                  <label htmlFor={`${id}-${String(index)}-picker`} className="block text-sm font-semibold text-ink-800">
                    {t('adminProducts.pick')}
                  </label>
                  <input
                    id={`${id}-${String(index)}-picker`}
                    type="color"
                    value={validHex ? hex.trim().toLowerCase() : '#000000'}
                    aria-label={t('adminProducts.colorPicker', { number: String(index + 1) })}
                    onChange={(event) => {
                      setValue(`colors.${index}.hex`, event.target.value.toUpperCase(), { shouldValidate: isSubmitted });
                    }}
                    className="mt-1.5 block h-11 w-14 cursor-pointer rounded-lg border border-ink-300 bg-white p-1"
                  />
                </div>
                <InputField
                  form={form}
                  name={`colors.${index}.hex`}
                  id={hexId}
                  label={t('adminProducts.hexCode')}
                  className="col-span-2 sm:col-span-1"
                  spellCheck={false}
                  autoCapitalize="characters"
                  placeholder={t('adminProducts.hexPlaceholder')}
                  inputClassName="font-mono"
                />
                <button
                  type="button"
                  onClick={() => {
                    if (getValues('colors').length <= 1) {
                      setRefusal(t(CLOTHING_MESSAGE_IDS.lastColor));
                      return;
                    }
                    setRefusal(null);
                    remove(index);
                  }}
                  aria-label={
                    colors[index]?.name
                      ? t('adminProducts.removeColorNamed', { number: String(index + 1), name: colors[index].name })
                      : t('adminProducts.removeColor', { number: String(index + 1) })
                  }
                  className="col-span-2 inline-flex h-11 items-center justify-center self-end rounded-full px-4 text-sm font-semibold text-rose-700 hover:bg-rose-50 sm:col-span-1"
                >
                  {t('adminProducts.remove')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {refusal !== null ? (
        <p role="alert" className="mt-2 text-sm font-medium text-rose-700">
          {refusal}
        </p>
      ) : null}
      {listError !== undefined && refusal === null ? (
        <p className="mt-2 text-sm font-medium text-rose-700">{listError}</p>
      ) : null}
      <button
        type="button"
        onClick={() => {
          setRefusal(null);
          append(newColor(orderedSizes(getValues('sizes'))), { shouldFocus: true });
        }}
        className={`${secondaryButtonClass} mt-3`}
      >
        {t('adminProducts.addColor')}
      </button>
    </FormSection>
  );
}
