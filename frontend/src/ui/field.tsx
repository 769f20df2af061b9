// A labelled form control with its hint and error message, wired for screen
// readers; TextField and SelectField, the storefront's inputs, textareas and
// selects in one; and FormField: the same bound to a react-hook-form field,
// so a form states each control once (name, label, the input itself).
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

import { useKitT } from '@/i18n/use-kit-t';

export const inputClass =
  'mt-1.5 block h-11 w-full rounded-xl border border-ink-300 bg-white px-3.5 text-base text-ink-900 shadow-sm transition-colors placeholder:text-ink-500 focus:border-ocean-600 focus:outline-none focus:ring-2 focus:ring-ocean-200 disabled:bg-ink-100 disabled:text-ink-500 aria-invalid:border-rose-600 sm:text-sm';

/** A multi-line input with the looks of inputClass. */
export const textareaClass = `${inputClass} h-auto py-2.5`;

type FieldProps = {
  id: string;
  label: string;
  optional?: boolean;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  /**
   * The storefront's look (the default) keeps the label light and hides the
   * hint while an error stands in its place; the admin's look has bolder
   * labels and keeps the hint.
   */
  look?: 'shop' | 'admin';
  children: ReactNode;
};

export function errorId(id: string): string {
  return `${id}-error`;
}

export function hintId(id: string): string {
  return `${id}-hint`;
}

export function Field({ id, label, optional = false, error, hint, className, look = 'shop', children }: FieldProps) {
  const t = useKitT();
  const showHint = hint !== undefined && (look === 'admin' || error === undefined);
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className={`block text-sm ${look === 'admin' ? 'font-semibold' : 'font-medium'} text-ink-800`}
      >
        {label}
        {optional ? <span className="font-normal text-ink-600"> {t('ui.optional')}</span> : null}
      </label>
      {children}
      {showHint ? (
        <p id={hintId(id)} className="mt-1 text-xs text-ink-600">
          {hint}
        </p>
      ) : null}
      {error === undefined ? null : (
        <p id={errorId(id)} className="mt-1 text-sm font-medium text-rose-700">
          {error}
        </p>
      )}
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

type ControlFieldProps = Omit<FieldProps, 'look' | 'children'> & {
  /** What form.register answered for the field. */
  control: UseFormRegisterReturn;
};

type TextFieldProps = ControlFieldProps &
  Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'placeholder'> & {
    /** A textarea of this many rows instead of an input. */
    rows?: number;
    /** The control's classes, instead of inputClass (or textareaClass). */
    inputClassName?: string;
  };

/** A Field holding a text input (or, with rows, a textarea) in the storefront's look. */
export function TextField({ control, rows, inputClassName, type = 'text', inputMode, autoComplete, placeholder, ...field }: TextFieldProps) {
  const { id, error } = field;
  const props = { id, placeholder, ...invalidProps(id, error), ...control };
  return (
    <Field {...field}>
      {rows === undefined ? (
        <input type={type} inputMode={inputMode} autoComplete={autoComplete} className={inputClassName ?? inputClass} {...props} />
      ) : (
        <textarea rows={rows} className={inputClassName ?? textareaClass} {...props} />
      )}
    </Field>
  );
}

type SelectFieldProps = ControlFieldProps & {
  disabled?: boolean;
  /** The options. */
  children: ReactNode;
};

/** A Field holding a native select in the storefront's look. */
export function SelectField({ control, disabled, children, ...field }: SelectFieldProps) {
  const { id, error } = field;
  return (
    <Field {...field}>
      <select id={id} className={inputClass} disabled={disabled} {...invalidProps(id, error)} {...control}>
        {children}
      </select>
    </Field>
  );
}

/** What FormField hands its control: spread it on the input, select or textarea. */
export type BoundControl = UseFormRegisterReturn & {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
};

export type FormFieldProps<Values extends FieldValues, Output> = Omit<FieldProps, 'error' | 'children'> & {
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
  const hasHint = field.hint !== undefined && (field.look === 'admin' || error === undefined);
  return (
    <Field {...field} error={error}>
      {children({ id: field.id, ...describedProps(field.id, error, hasHint), ...form.register(name, options) })}
    </Field>
  );
}
