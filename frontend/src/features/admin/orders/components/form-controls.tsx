// Labelled controls and button looks of the Orders section, in the admin's
// style (rounded inputs, ocean primary buttons), wired for screen readers.
import type { ReactNode } from 'react';

export const inputClass =
  'mt-1.5 block h-11 w-full rounded-xl border border-ink-300 bg-white px-3.5 text-base text-ink-900 shadow-sm transition-colors placeholder:text-ink-500 focus:border-ocean-600 focus:outline-none focus:ring-2 focus:ring-ocean-200 disabled:bg-ink-100 disabled:text-ink-500 aria-invalid:border-rose-600 sm:text-sm';

export const compactSelectClass =
  'block h-11 w-full rounded-xl border border-ink-300 bg-white px-3 text-sm font-medium text-ink-900 shadow-sm focus:border-ocean-600 focus:outline-none focus:ring-2 focus:ring-ocean-200 disabled:cursor-wait';

export const primaryButtonClass =
  'inline-flex h-11 items-center justify-center gap-2 rounded-full bg-ocean-700 px-5 text-sm font-semibold text-white transition-colors hover:bg-ocean-800 disabled:cursor-wait disabled:bg-ocean-500';

export const secondaryButtonClass =
  'inline-flex h-11 items-center justify-center gap-2 rounded-full border border-ink-300 bg-white px-4 text-sm font-semibold text-ink-800 transition-colors hover:border-ocean-600 hover:text-ocean-800 disabled:cursor-not-allowed disabled:opacity-50';

export const dangerButtonClass =
  'inline-flex h-11 items-center justify-center gap-2 rounded-full border border-rose-300 bg-white px-4 text-sm font-semibold text-rose-700 transition-colors hover:bg-rose-50 disabled:cursor-wait disabled:opacity-50';

export function errorId(id: string): string {
  return `${id}-error`;
}

/** aria props for a control whose Field may show an error. */
export function invalidProps(id: string, error: string | undefined) {
  return error === undefined
    ? { 'aria-invalid': false as const }
    : { 'aria-invalid': true as const, 'aria-describedby': errorId(id) };
}

type FieldProps = {
  id: string;
  label: string;
  optional?: boolean;
  error?: string | undefined;
  className?: string;
  children: ReactNode;
};

export function Field({ id, label, optional = false, error, className, children }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink-800">
        {label}
        {optional ? <span className="font-normal text-ink-600"> (optional)</span> : null}
      </label>
      {children}
      {error === undefined ? null : (
        <p id={errorId(id)} className="mt-1 text-sm font-medium text-rose-700">
          {error}
        </p>
      )}
    </div>
  );
}
