// The settings forms' own pieces: a checkbox row and a section card; the
// labelled controls are the admin's shared ones.
import type { ReactNode } from 'react';

import { hintId, scrollMargins } from '@/features/admin/ui/form-controls';

export {
  Field,
  describedProps,
  errorId,
  hintId,
  inputClass,
  primaryButtonClass,
  secondaryButtonClass,
  textareaClass,
} from '@/features/admin/ui/form-controls';

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

type SectionProps = {
  legend: string;
  description?: string;
  children: ReactNode;
};

/** One section of a form: a card holding a fieldset, its legend as the card's title. */
export function FormSection({ legend, description, children }: SectionProps) {
  return (
    <fieldset className="min-w-0 rounded-2xl border border-ink-200 bg-white p-5 shadow-[0_4px_20px_rgba(10,57,65,0.04)] md:p-6">
      <legend className="float-left w-full font-display text-xl font-semibold text-ink-900">{legend}</legend>
      {description !== undefined ? (
        <p className="clear-left pt-1 text-sm text-ink-600">{description}</p>
      ) : null}
      <div className="clear-left grid gap-4 pt-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
