// The admin forms' building blocks: a labelled control with its hint and
// error (wired for screen readers) and the looks of inputs and buttons,
// shared by the orders, product and settings screens.
import type { InputHTMLAttributes, ReactNode } from 'react';
import {
  get,
  useFormState,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';

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

/** aria props for a control whose Field may show an error (and no hint). */
export function invalidProps(id: string, error: string | undefined) {
  return describedProps(id, error);
}

export const compactSelectClass =
  'block h-11 w-full rounded-xl border border-ink-300 bg-white px-3 text-sm font-medium text-ink-900 shadow-sm focus:border-ocean-600 disabled:cursor-wait';

export const dangerButtonClass =
  'inline-flex h-11 items-center justify-center gap-2 rounded-full border border-rose-300 bg-white px-4 text-sm font-semibold text-rose-700 transition-colors hover:bg-rose-50 disabled:cursor-wait disabled:opacity-50';

/** What FormField hands its control: spread it on the input, select or textarea. */
export type BoundControl = UseFormRegisterReturn & {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
};

type FormFieldProps<Values extends FieldValues, Output> = Omit<FieldProps, 'error' | 'children'> & {
  form: UseFormReturn<Values, unknown, Output>;
  name: Path<Values>;
  options?: RegisterOptions<Values, Path<Values>>;
  children: (control: BoundControl) => ReactNode;
};

/** The message of the error react-hook-form holds for a (dotted) field name. */
export function messageAt(errors: unknown, name: string): string | undefined {
  const error: unknown = get(errors, name);
  if (typeof error !== 'object' || error === null || !('message' in error)) {
    return undefined;
  }
  return typeof error.message === 'string' && error.message !== '' ? error.message : undefined;
}

/**
 * A Field bound to one field of a react-hook-form form: registered, labelled,
 * and showing the field's error (the schema's words or the server's).
 */
export function FormField<Values extends FieldValues, Output>({
  form,
  name,
  options,
  children,
  ...field
}: FormFieldProps<Values, Output>) {
  const { errors } = useFormState({ control: form.control, name });
  const error = messageAt(errors, name);
  return (
    <Field {...field} error={error}>
      {children({ id: field.id, ...describedProps(field.id, error, field.hint !== undefined), ...form.register(name, options) })}
    </Field>
  );
}

type InputFieldProps<Values extends FieldValues, Output> = Omit<FormFieldProps<Values, Output>, 'children'> &
  Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'min' | 'max' | 'step' | 'placeholder'
  > & {
    /** A textarea of this many rows instead of an input. */
    rows?: number;
  };

/** A FormField holding a text input (or, with rows, a textarea) with the admin's looks. */
export function InputField<Values extends FieldValues, Output>({
  form,
  name,
  options,
  id,
  label,
  optional,
  hint,
  className,
  rows,
  type = 'text',
  ...input
}: InputFieldProps<Values, Output>) {
  return (
    <FormField form={form} name={name} options={options} id={id} label={label} optional={optional} hint={hint} className={className}>
      {(control) =>
        rows === undefined ? (
          <input type={type} {...input} className={inputClass} {...control} />
        ) : (
          <textarea rows={rows} maxLength={input.maxLength} className={textareaClass} {...control} />
        )
      }
    </FormField>
  );
}
