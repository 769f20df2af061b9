// A labelled form control with its error message, wired for screen readers:
// the storefront's forms (checkout, tailoring) share it.
import type { ReactNode } from 'react';

export const inputClass =
  'mt-1.5 block h-11 w-full rounded-xl border border-ink-300 bg-white px-3.5 text-base text-ink-900 shadow-sm transition-colors placeholder:text-ink-500 focus:border-ocean-600 focus:outline-none focus:ring-2 focus:ring-ocean-200 disabled:bg-ink-100 disabled:text-ink-500 aria-invalid:border-rose-600 sm:text-sm';

type FieldProps = {
  id: string;
  label: string;
  optional?: boolean;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
};

export function errorId(id: string): string {
  return `${id}-error`;
}

export function Field({ id, label, optional = false, error, hint, className, children }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink-800">
        {label}
        {optional ? <span className="font-normal text-ink-600"> (optional)</span> : null}
      </label>
      {children}
      {hint !== undefined && error === undefined ? <p className="mt-1 text-xs text-ink-600">{hint}</p> : null}
      {error === undefined ? null : (
        <p id={errorId(id)} className="mt-1 text-sm font-medium text-rose-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** aria props for a control whose Field may show an error. */
export function invalidProps(id: string, error: string | undefined) {
  return error === undefined
    ? { 'aria-invalid': false as const }
    : { 'aria-invalid': true as const, 'aria-describedby': errorId(id) };
}
