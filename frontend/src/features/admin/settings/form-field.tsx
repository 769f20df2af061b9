// The settings forms' own pieces: a setting's labelled input, textarea or
// checkbox, bound to its path of the form (ids follow the path, so the
// server's field messages find their input), and a section card.
import type { InputHTMLAttributes, ReactNode } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';

import type { SettingsFormOutput, SettingsFormValues } from '@/features/admin/settings/settings-form';
import { InputField, scrollMargins } from '@/features/admin/ui/form-controls';
import { hintId } from '@/ui/field';

export type SettingsForm = UseFormReturn<SettingsFormValues, unknown, SettingsFormOutput>;
export type SettingPath = Path<SettingsFormValues>;

/** The input's id of a setting: "settings-hero-title" for hero.title. */
export function settingId(path: string): string {
  return `settings-${path.replaceAll('.', '-')}`;
}

type SettingProps = {
  form: SettingsForm;
  path: SettingPath;
  label: string;
  optional?: boolean;
  hint?: string;
  /** Spans both columns of the section. */
  wide?: boolean;
};

type TextSettingProps = SettingProps &
  Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'min' | 'max' | 'step' | 'placeholder'> & {
    /** A textarea of this many rows instead of an input. */
    rows?: number;
  };

export function TextSetting({ path, wide = false, ...field }: TextSettingProps) {
  return <InputField name={path} id={settingId(path)} className={wide ? 'sm:col-span-2' : undefined} {...field} />;
}

/** Amounts in MVR: never below 0, to the laari. */
export const MVR_RANGE = { min: 0, step: 0.01 } as const;

type NumberSettingProps = Omit<TextSettingProps, 'type' | 'inputMode' | 'min' | 'max' | 'step' | 'rows'> & {
  range: { min: number; max?: number; step: number };
};

/** A number setting within its range; whole numbers get the phone's digits-only keyboard. */
export function NumberSetting({ range: { min, max, step }, ...setting }: NumberSettingProps) {
  const inputMode = Number.isInteger(step) ? 'numeric' : 'decimal';
  return <TextSetting type="number" inputMode={inputMode} min={min} max={max} step={step} {...setting} />;
}

type CheckboxRowProps = {
  id: string;
  label: string;
  hint?: string;
  children: ReactNode;
};

/** A checkbox (passed as children) with its label to the right. */
export function CheckboxRow({ id, label, hint, children }: CheckboxRowProps) {
  return (
    <div className="flex items-start gap-3">
      <span className="flex h-6 items-center">{children}</span>
      <span>
        <label htmlFor={id} className="block text-sm font-semibold text-ink-800">
          {label}
        </label>
        {hint !== undefined ? (
          <span id={hintId(id)} className="block text-xs text-ink-600">
            {hint}
          </span>
        ) : null}
      </span>
    </div>
  );
}

export const checkboxClass = `${scrollMargins} h-5 w-5 rounded border-ink-300 accent-ocean-700`;

export function CheckboxSetting({ form, path, label, hint }: Omit<SettingProps, 'optional' | 'wide'>) {
  const id = settingId(path);
  return (
    <CheckboxRow id={id} label={label} hint={hint}>
      <input
        id={id}
        type="checkbox"
        className={checkboxClass}
        {...(hint === undefined ? {} : { 'aria-describedby': hintId(id) })}
        {...form.register(path)}
      />
    </CheckboxRow>
  );
}

type SectionProps = {
  legend: string;
  description?: string;
  children: ReactNode;
};

/** The look of the settings' cards. */
export const cardClass = 'rounded-2xl border border-ink-200 bg-white p-5 shadow-[0_4px_20px_rgba(10,57,65,0.04)] md:p-6';

/** One section of a form: a card holding a fieldset, its legend as the card's title. */
export function FormSection({ legend, description, children }: SectionProps) {
  return (
    <fieldset className={`min-w-0 ${cardClass}`}>
      <legend className="float-left w-full font-display text-xl font-semibold text-ink-900">{legend}</legend>
      {description !== undefined ? (
        <p className="clear-left pt-1 text-sm text-ink-600">{description}</p>
      ) : null}
      <div className="clear-left grid gap-4 pt-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
