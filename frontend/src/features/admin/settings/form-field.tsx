// The admin forms' building blocks: a labelled control with its hint and
// error (wired for screen readers), a checkbox row, and a section card.
import type { ReactNode } from 'react';

// The scroll margins keep a focused field clear of the sticky header above
// and the sticky Save bar below (focus on an error scrolls to its field).
const scrollMargins = 'scroll-mt-24 scroll-mb-64 md:scroll-mb-48';

export const inputClass =
  `${scrollMargins} mt-1.5 block h-11 w-full rounded-lg border border-ink-300 bg-white px-3.5 text-base text-ink-900 transition-colors placeholder:text-ink-500 focus:border-ocean-600 aria-invalid:border-rose-600 sm:text-sm`;

export const textareaClass =
  `${scrollMargins} mt-1.5 block min-h-24 w-full rounded-lg border border-ink-300 bg-white px-3.5 py-2.5 text-base text-ink-900 transition-colors placeholder:text-ink-500 focus:border-ocean-600 aria-invalid:border-rose-600 sm:text-sm`;

export const primaryButtonClass =
  'inline-flex h-11 items-center justify-center rounded-full bg-ocean-700 px-6 text-sm font-semibold text-white transition-colors hover:bg-ocean-800 disabled:cursor-wait disabled:bg-ocean-500';

export const secondaryButtonClass =
  'inline-flex h-11 items-center justify-center rounded-full border border-ink-300 bg-white px-5 text-sm font-semibold text-ink-800 transition-colors hover:bg-sand-100 disabled:cursor-wait disabled:text-ink-500';

export function errorId(id: string): string {
  return `${id}-error`;
}

export function hintId(id: string): string {
  return `${id}-hint`;
}

type FieldProps = {
  id: string;
  label: string;
  optional?: boolean;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
};

export function Field({ id, label, optional = false, error, hint, className, children }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-800">
        {label}
        {optional ? <span className="font-normal text-ink-600"> (optional)</span> : null}
      </label>
      {children}
      {hint !== undefined ? (
        <p id={hintId(id)} className="mt-1 text-xs text-ink-600">
          {hint}
        </p>
      ) : null}
      {error !== undefined ? (
        <p id={errorId(id)} className="mt-1 text-sm font-medium text-rose-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** aria props for a control of a Field: invalid when it has an error, described by its hint and error. */
export function describedProps(id: string, error: string | undefined, hasHint = false) {
  const describedBy = [hasHint ? hintId(id) : '', error !== undefined ? errorId(id) : ''].filter(Boolean).join(' ');
  return {
    'aria-invalid': error !== undefined,
    ...(describedBy === '' ? {} : { 'aria-describedby': describedBy }),
  };
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
