// A look-up by a number and the phone it was placed with: Track Order (an
// order number) and the tailoring page's "Check a request" (a request number)
// ask the same two things the same way.
import { type ReactNode, type SyntheticEvent, useEffect } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { errorMessage } from '@/api/error-message';
import { httpStatusOf } from '@/api/errors';
import { serverFieldsOf } from '@/api/orders';
import { SubmitButton } from '@/ui/button';
import { inputClass, TextField } from '@/ui/field';

type LookupInput = {
  id: string;
  error: string | undefined;
  /** What form.register answered for the field. */
  control: UseFormRegisterReturn;
  placeholder?: string;
};

type LookupFormProps = {
  onSubmit: (event: SyntheticEvent<HTMLFormElement>) => Promise<void>;
  /** The number's input: monospace, shown in capitals. */
  number: LookupInput & { label: string };
  phone: LookupInput;
  busy: boolean;
  busyLabel: string;
  /** The submit button's words. */
  children: ReactNode;
  /** Spacing and any card look around the form's grid. */
  className: string;
};

export function LookupForm({ onSubmit, number, phone, busy, busyLabel, children, className }: LookupFormProps) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        void onSubmit(event);
      }}
      className={`${className} grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start`}
    >
      <TextField
        id={number.id}
        label={number.label}
        error={number.error}
        autoComplete="off"
        placeholder={number.placeholder}
        inputClassName={`${inputClass} font-mono uppercase`}
        control={number.control}
      />
      <TextField
        id={phone.id}
        label="Phone"
        error={phone.error}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={phone.placeholder}
        control={phone.control}
      />
      <SubmitButton busy={busy} busyLabel={busyLabel} className="sm:mt-7">
        {children}
      </SubmitButton>
    </form>
  );
}

type LookupProblemProps = {
  /** What useLookupProblem answered. */
  problem: string | null;
  /** Its margin above. */
  className: string;
  /** More to announce in the same place (a note while looking up). */
  children?: ReactNode;
};

/** Where a failed look-up is announced, under the form. */
export function LookupProblem({ problem, className, children }: LookupProblemProps) {
  return (
    <div aria-live="polite">
      {problem === null ? null : (
        <p role="alert" className={`${className} rounded-xl border border-rose-300 bg-rose-50 px-4 py-3 text-sm font-medium text-rose-700`}>
          {problem}
        </p>
      )}
      {children}
    </div>
  );
}

type LookupAnswer<Name extends string> = {
  /** The look-up's failure, if any. */
  error: unknown;
  isFetching: boolean;
  /** The screen's words for a 404 ("Order not found. ..."). */
  notFound: string;
  /** Each of the server's 422 field names, as the form's field it belongs to. */
  fields: Readonly<Record<string, Name>>;
  setError: (name: Name, error: { type: string; message: string }) => void;
};

/**
 * What a failed look-up tells the customer: the server's 422 messages go on
 * the form's fields; a 404 is the screen's own "not found"; anything else is
 * worded by errorMessage. Answers the message to show above the result, or
 * null (none, or only field messages).
 */
export function useLookupProblem<Name extends string>({ error, isFetching, notFound, fields, setError }: LookupAnswer<Name>) {
  const status = httpStatusOf(error);
  useEffect(() => {
    if (status === 422) {
      const messages = serverFieldsOf(error);
      for (const [serverName, name] of Object.entries(fields)) {
        const message = messages[serverName];
        if (message !== undefined) {
          setError(name, { type: 'server', message });
        }
      }
    }
  }, [status, error, fields, setError]);

  if (error === undefined || isFetching || status === 422) {
    return null;
  }
  return status === 404 ? notFound : errorMessage(error);
}
