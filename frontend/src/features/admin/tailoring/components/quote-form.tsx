// The tailoring request's quote: the estimated and final price and the
// status, checked before sending (a price must be positive) and saved with
// the server's words on the fields it refuses.
import { useState } from 'react';

import { errorMessage } from '@/api/error-message';
import { serverFieldsOf } from '@/api/orders';
import type { TailoringRequest, TailoringStatus } from '@/api/tailoring';
import { useUpdateTailoringRequestMutation } from '@/features/admin/tailoring/api/tailoring-api';
import { tailoringStatusOptions } from '@/features/admin/tailoring/tailoring-display';
import { BusyButton, inputClass, primaryButtonClass } from '@/features/admin/ui/form-controls';
import { Field, invalidProps } from '@/ui/field';
import { useUnsavedChanges } from '@/features/admin/ui/unsaved-changes';
import { useServerWords } from '@/i18n/use-server-words';
import { useT } from '@/i18n/use-t';
import { Options } from '@/ui/options';

function priceText(value: number | null): string {
  return value === null ? '' : String(value);
}

/** The typed price: null when empty, NaN when not a number (the server says so). */
function priceOf(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? null : Number(trimmed);
}

export type Message = { tone: 'success' | 'error'; text: string };

/**
 * The prices and status. It is drawn afresh for each saved version of the
 * request (its key), so its message lives with the caller.
 */
export function QuoteForm({ request, onMessage }: { request: TailoringRequest; onMessage: (message: Message | null) => void }) {
  const t = useT();
  const say = useServerWords();
  const statusOptions = tailoringStatusOptions(t);
  const [update, { isLoading }] = useUpdateTailoringRequestMutation();
  const [status, setStatus] = useState<TailoringStatus>(request.status);
  const [estimated, setEstimated] = useState(priceText(request.estimated_price));
  const [final, setFinal] = useState(priceText(request.final_price));
  const [fields, setFields] = useState<Record<string, string>>({});
  useUnsavedChanges(
    status !== request.status ||
      estimated !== priceText(request.estimated_price) ||
      final !== priceText(request.final_price),
  );

  const save = async () => {
    onMessage(null);
    setFields({});
    const est = priceOf(estimated);
    const fin = priceOf(final);
    const local: Record<string, string> = {};
    if (est !== null && !(est > 0)) {
      local.estimated_price = t('adminTailoring.priceMustBePositive');
    }
    if (fin !== null && !(fin > 0)) {
      local.final_price = t('adminTailoring.priceMustBePositive');
    }
    if (Object.keys(local).length > 0) {
      setFields(local);
      return;
    }
    const result = await update({
      number: request.number,
      update: { status, estimated_price: est, final_price: fin },
    });
    if (result.error !== undefined) {
      setFields(serverFieldsOf(result.error, say));
      onMessage({ tone: 'error', text: errorMessage(result.error, t('adminTailoring.saveFailed'), { say }) });
      return;
    }
    onMessage({ tone: 'success', text: t('adminTailoring.saved') });
  };

  return (
    <form
      noValidate
      aria-label={t('adminTailoring.quoteForm')}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      className="space-y-4 rounded-xl border border-ink-200 bg-sand-50 p-4"
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <PriceField
          id="tailoring-estimated"
          label={t('adminTailoring.estimatedPrice')}
          value={estimated}
          onChange={setEstimated}
          error={fields.estimated_price}
        />
        <PriceField
          id="tailoring-final"
          label={t('adminTailoring.finalPrice')}
          value={final}
          onChange={setFinal}
          error={fields.final_price}
        />
        <Field look="admin" id="tailoring-status" label={t('adminTailoring.status')} error={fields.status}>
          <select
            id="tailoring-status"
            value={status}
            onChange={(event) => {
              const chosen = statusOptions.find((option) => option.value === event.target.value);
              if (chosen !== undefined) {
                setStatus(chosen.value);
              }
            }}
            className={inputClass}
            {...invalidProps('tailoring-status', fields.status)}
          >
            <Options choices={statusOptions} />
          </select>
        </Field>
      </div>
      <p className="text-xs text-ink-600">{t('adminTailoring.quoteHint')}</p>
      <BusyButton busy={isLoading} busyLabel={t('adminTailoring.saving')} className={primaryButtonClass}>
        {t('adminTailoring.saveChanges')}
      </BusyButton>
    </form>
  );
}

type PriceFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
};

/** A price as typed (MVR), with the server's message about it. */
function PriceField({ id, label, value, onChange, error }: PriceFieldProps) {
  return (
    <Field look="admin" id={id} label={label} error={error}>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        className={inputClass}
        {...invalidProps(id, error)}
      />
    </Field>
  );
}
