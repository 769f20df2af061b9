// A look-up by a number and the phone it was placed with: Track Order (an
// order number) and the tailoring page's "Check a request" (a request number)
// ask the same two things the same way, checked by the same rules.
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { errorMessage } from '@/api/error-message';
import { httpStatusOf } from '@/api/errors';
import { serverFieldsOf } from '@/api/orders';
import { useServerWords } from '@/i18n/use-server-words';
import { useKitT } from '@/i18n/use-kit-t';
import { isValidMaldivesPhone } from '@/lib/phone';
import { SubmitButton } from '@/ui/button';
import { inputClass, TextField } from '@/ui/field';

/** A look-up's rules: a number (required) and a Maldives phone, each failure in the screen's words. */
export function lookupSchemaOf(messages: { number: string; phone: string }) {
  return z.object({
    number: z.string().trim().min(1, messages.number),
    phone: z.string().trim().refine(isValidMaldivesPhone, messages.phone),
  });
}

type LookupSchema = ReturnType<typeof lookupSchemaOf>;

/** A look-up's two fields, as typed and as checked (trimmed). */
export type LookupValues = z.input<LookupSchema>;
export type LookupOutput = z.output<LookupSchema>;

type LookupFormSetup = {
  schema: LookupSchema;
  defaultValues: LookupValues;
  /** Called with the checked fields when the form is sent. */
  onLookup: (values: LookupOutput) => void;
} & Omit<LookupAnswer<keyof LookupValues>, 'setError'>;

/**
 * The look-up form's state: its fields checked by schema, the look-up's
 * failure (useLookupProblem) and what LookupForm shows of both.
 */
export function useLookupForm({ schema, defaultValues, onLookup, ...answer }: LookupFormSetup) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<LookupValues, unknown, LookupOutput>({ resolver: zodResolver(schema), defaultValues });
  const problem = useLookupProblem({ ...answer, setError });
  return {
    /** Sends the form: checks it, then looks up. */
    onSubmit: handleSubmit(onLookup),
    reset,
    problem,
    busy: answer.isFetching,
    number: { error: errors.number?.message, control: register('number') },
    phone: { error: errors.phone?.message, control: register('phone') },
  };
}

type LookupInput = {
  id: string;
  placeholder?: string;
};

type LookupFormProps = {
  /** What useLookupForm answered. */
  form: ReturnType<typeof useLookupForm>;
  /** The number's input: monospace, shown in capitals. */
  number: LookupInput & { label: string };
  phone: LookupInput;
  busyLabel: string;
  /** The submit button's words. */
  children: ReactNode;
  /** Spacing and any card look around the form's grid. */
  className: string;
};

export function LookupForm({ form, number, phone, busyLabel, children, className }: LookupFormProps) {
  const t = useKitT();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        void form.onSubmit(event);
      }}
      className={`${className} grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start`}
    >
      <TextField
        id={number.id}
        label={number.label}
        error={form.number.error}
        autoComplete="off"
        placeholder={number.placeholder}
        inputClassName={`${inputClass} font-mono uppercase`}
        control={form.number.control}
      />
      <TextField
        id={phone.id}
        label={t('ui.phone')}
        error={form.phone.error}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={phone.placeholder}
        control={form.phone.control}
      />
      <SubmitButton busy={form.busy} busyLabel={busyLabel} className="sm:mt-7">
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
  const say = useServerWords();
  useEffect(() => {
    if (status === 422) {
      const messages = serverFieldsOf(error, say);
      for (const [serverName, name] of Object.entries(fields)) {
        const message = messages[serverName];
        if (message !== undefined) {
          setError(name, { type: 'server', message });
        }
      }
    }
  }, [status, error, fields, setError, say]);

  if (error === undefined || isFetching || status === 422) {
    return null;
  }
  return status === 404 ? notFound : errorMessage(error, undefined, { say });
}
