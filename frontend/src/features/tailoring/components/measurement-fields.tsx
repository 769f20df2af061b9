// The measurements both forms ask for: the unit (centimetres or inches, as
// the customer measured) and five optional numbers, at least one of which
// must be given.
import type { UseFormRegisterReturn } from 'react-hook-form';

import { MEASUREMENT_PARTS, type MeasurementPart, type MeasurementUnit } from '@/api/tailoring';
import { MEASUREMENT_LABELS } from '@/features/tailoring/tailoring-forms';
import { useT } from '@/i18n/use-t';
import { errorId, TextField } from '@/ui/field';

type MeasurementFieldsProps = {
  idPrefix: string;
  unit: MeasurementUnit;
  unitField: UseFormRegisterReturn;
  partField: (part: MeasurementPart) => UseFormRegisterReturn;
  /** "Please provide at least one measurement". */
  groupError: string | undefined;
  partErrors: Partial<Record<MeasurementPart, string | undefined>>;
};

export function MeasurementFields({ idPrefix, unit, unitField, partField, groupError, partErrors }: MeasurementFieldsProps) {
  const t = useT();
  const groupId = `${idPrefix}-measurements`;
  const option =
    'flex h-10 cursor-pointer items-center justify-center rounded-full px-4 text-sm font-semibold text-ink-700 has-[:checked]:bg-ocean-700 has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ocean-300';
  return (
    <fieldset aria-describedby={groupError === undefined ? undefined : errorId(groupId)} data-testid={groupId}>
      <legend className="text-sm font-semibold text-ink-900">{t('tailoring.measurements')}</legend>
      <p className="mt-0.5 text-xs text-ink-600">{t('tailoring.measurementsHint')}</p>
      <div role="radiogroup" aria-label={t('tailoring.unit')} className="mt-3 inline-flex gap-1 rounded-full border border-ink-200 bg-sand-50 p-1">
        <label className={option}>
          <input type="radio" value="cm" className="sr-only" {...unitField} />
          {t('tailoring.centimetres')}
        </label>
        <label className={option}>
          <input type="radio" value="in" className="sr-only" {...unitField} />
          {t('tailoring.inches')}
        </label>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {MEASUREMENT_PARTS.map((part) => (
          <TextField
            key={part}
            id={`${idPrefix}-${part}`}
            label={t('tailoring.partInUnit', { part: t(MEASUREMENT_LABELS[part]), unit })}
            error={partErrors[part]}
            inputMode="decimal"
            autoComplete="off"
            control={partField(part)}
          />
        ))}
      </div>
      {groupError === undefined ? null : (
        <p id={errorId(groupId)} className="mt-2 text-sm font-medium text-rose-700">
          {groupError}
        </p>
      )}
    </fieldset>
  );
}
