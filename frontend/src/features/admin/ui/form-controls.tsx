// The admin forms' looks (inputs, selects and buttons) and InputField, a
// FormField of the ui kit holding a text input or textarea in those looks:
// the orders, product and settings screens build their forms from these and
// from the kit's Field and FormField with look="admin".
import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';

import { FormField, type FormFieldProps } from '@/ui/field';

// The scroll margins keep a focused field clear of the sticky header above
// and the sticky Save bar below (focus on an error scrolls to its field).
export const scrollMargins = 'scroll-mt-24 scroll-mb-64 md:scroll-mb-48';

export const inputClass =
  `${scrollMargins} mt-1.5 block h-11 w-full rounded-lg border border-ink-300 bg-white px-3.5 text-base text-ink-900 transition-colors placeholder:text-ink-500 focus:border-ocean-600 aria-invalid:border-rose-600 sm:text-sm`;

export const textareaClass =
  `${scrollMargins} mt-1.5 block min-h-24 w-full rounded-lg border border-ink-300 bg-white px-3.5 py-2.5 text-base text-ink-900 transition-colors placeholder:text-ink-500 focus:border-ocean-600 aria-invalid:border-rose-600 sm:text-sm`;

export const primaryButtonClass =
  'inline-flex h-11 items-center justify-center rounded-full bg-ocean-700 px-6 text-sm font-semibold text-white transition-colors hover:bg-ocean-800 disabled:cursor-wait disabled:bg-ocean-500';

export const secondaryButtonClass =
  'inline-flex h-11 items-center justify-center rounded-full border border-ink-300 bg-white px-5 text-sm font-semibold text-ink-800 transition-colors hover:bg-sand-100 disabled:cursor-wait disabled:text-ink-500';

export const compactSelectClass =
  'block h-11 w-full rounded-xl border border-ink-300 bg-white px-3 text-sm font-medium text-ink-900 shadow-sm focus:border-ocean-600 disabled:cursor-wait';

export const dangerButtonClass =
  'inline-flex h-11 items-center justify-center gap-2 rounded-full border border-rose-300 bg-white px-4 text-sm font-semibold text-rose-700 transition-colors hover:bg-rose-50 disabled:cursor-wait disabled:opacity-50';

type BusyButtonProps = {
  /** True while its request runs: the button waits and says so. */
  busy: boolean;
  /** What it says meanwhile: "Saving...". */
  busyLabel: string;
  /** What a press does; without it the button submits its form. */
  onClick?: () => void;
  className: string;
  children: ReactNode;
};

/** A button that starts a request, then waits with busyLabel until the answer (Save, Send, Refresh). */
export function BusyButton({ busy, busyLabel, onClick, className, children }: BusyButtonProps) {
  return (
    <button type={onClick === undefined ? 'submit' : 'button'} disabled={busy} onClick={onClick} className={className}>
      {busy ? busyLabel : children}
    </button>
  );
}

type RemoveButtonProps = {
  onClick: () => void;
  /** What goes, for screen readers: "Delete" is read "Delete Malé". */
  named: string;
  /** Its place and height in the row. */
  className: string;
  /** The visible word: Delete, Remove. */
  children: ReactNode;
};

/** A rose, borderless button that deletes or removes one entry of a list (an atoll, an island, an order's line). */
export function RemoveButton({ onClick, named, className, children }: RemoveButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={`${className} rounded-full px-3 text-sm font-semibold text-rose-700 hover:bg-rose-50`}
    >
      {children} <span className="sr-only">{named}</span>
    </button>
  );
}

type InputFieldProps<Values extends FieldValues, Output> = Omit<FormFieldProps<Values, Output>, 'children' | 'look'> &
  Pick<
    InputHTMLAttributes<HTMLInputElement>,
    | 'type'
    | 'inputMode'
    | 'autoComplete'
    | 'autoCapitalize'
    | 'spellCheck'
    | 'maxLength'
    | 'min'
    | 'max'
    | 'step'
    | 'placeholder'
    | 'dir'
    | 'lang'
  > & {
    /** A textarea of this many rows instead of an input. */
    rows?: number;
    /** Classes added to the input's own (a monospace font, say). */
    inputClassName?: string;
  };

/** A FormField holding a text input (or, with rows, a textarea) with the admin's looks. */
export function InputField<Values extends FieldValues, Output>({
  rows,
  inputClassName,
  type = 'text',
  inputMode,
  autoComplete,
  autoCapitalize,
  spellCheck,
  maxLength,
  min,
  max,
  step,
  placeholder,
  dir,
  lang,
  ...field
}: InputFieldProps<Values, Output>) {
  const extra = inputClassName === undefined ? '' : ` ${inputClassName}`;
  const input = { type, inputMode, autoComplete, autoCapitalize, spellCheck, maxLength, min, max, step, placeholder, dir, lang };
  return (
    <FormField look="admin" {...field}>
      {(control) =>
        rows === undefined ? (
          <input {...input} className={inputClass + extra} {...control} />
        ) : (
          <textarea rows={rows} maxLength={maxLength} dir={dir} lang={lang} className={textareaClass + extra} {...control} />
        )
      }
    </FormField>
  );
}
