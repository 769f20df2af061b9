// A tailoring request in the admin: who (phone, WhatsApp, call), what (the
// description or item, fabric, colour, notes), the measurements, the design
// files (opened in a new tab), the order it became part of, its history,
// and the form that sets the estimated and final price and the status.
import { useState } from 'react';

import { serverMessageOf } from '@/api/errors';
import { serverFieldsOf } from '@/api/orders';
import {
  designFileUrl,
  type TailoringRequest,
  type TailoringStatus,
  useGetTailoringRequestQuery,
  useUpdateTailoringRequestMutation,
} from '@/api/tailoring';
import { ChatIcon } from '@/features/admin/components/admin-icons';
import { whatsappLinkAbout } from '@/features/admin/orders/order-display';
import {
  KIND_LABELS,
  measurementRows,
  TAILORING_STATUS_LABELS,
  TAILORING_STATUS_OPTIONS,
} from '@/features/admin/tailoring/tailoring-display';
import { Field, inputClass, invalidProps, primaryButtonClass, secondaryButtonClass } from '@/features/admin/ui/form-controls';
import { Modal } from '@/features/admin/ui/modal';
import { Notice } from '@/features/admin/ui/notice';
import { formatDateTime } from '@/lib/dates';
import { SHOP_NAME } from '@/lib/page-head';

type TailoringDetailProps = {
  number: string;
  initial: TailoringRequest | undefined;
  onClose: () => void;
};

function priceText(value: number | null): string {
  return value === null ? '' : String(value);
}

/** The typed price: null when empty, NaN when not a number (the server says so). */
function priceOf(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? null : Number(trimmed);
}

type Message = { tone: 'success' | 'error'; text: string };

/**
 * The prices and status. It is drawn afresh for each saved version of the
 * request (its key), so its message lives with the caller.
 */
function QuoteForm({ request, onMessage }: { request: TailoringRequest; onMessage: (message: Message | null) => void }) {
  const [update, { isLoading }] = useUpdateTailoringRequestMutation();
  const [status, setStatus] = useState<TailoringStatus>(request.status);
  const [estimated, setEstimated] = useState(priceText(request.estimated_price));
  const [final, setFinal] = useState(priceText(request.final_price));
  const [fields, setFields] = useState<Record<string, string>>({});

  const save = async () => {
    onMessage(null);
    setFields({});
    const est = priceOf(estimated);
    const fin = priceOf(final);
    const local: Record<string, string> = {};
    if (est !== null && !(est > 0)) {
      local.estimated_price = 'Price must be positive';
    }
    if (fin !== null && !(fin > 0)) {
      local.final_price = 'Price must be positive';
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
      setFields(serverFieldsOf(result.error));
      onMessage({ tone: 'error', text: serverMessageOf(result.error) ?? 'Could not save the request. Please try again.' });
      return;
    }
    onMessage({ tone: 'success', text: 'Request saved.' });
  };

  return (
    <form
      noValidate
      aria-label="Quote and status"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      className="space-y-4 rounded-xl border border-ink-200 bg-sand-50 p-4"
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="tailoring-estimated" label="Estimated price (MVR)" error={fields.estimated_price}>
          <input
            id="tailoring-estimated"
            type="text"
            inputMode="decimal"
            value={estimated}
            onChange={(event) => {
              setEstimated(event.target.value);
            }}
            className={inputClass}
            {...invalidProps('tailoring-estimated', fields.estimated_price)}
          />
        </Field>
        <Field id="tailoring-final" label="Final price (MVR)" error={fields.final_price}>
          <input
            id="tailoring-final"
            type="text"
            inputMode="decimal"
            value={final}
            onChange={(event) => {
              setFinal(event.target.value);
            }}
            className={inputClass}
            {...invalidProps('tailoring-final', fields.final_price)}
          />
        </Field>
        <Field id="tailoring-status" label="Status" error={fields.status}>
          <select
            id="tailoring-status"
            value={status}
            onChange={(event) => {
              const chosen = TAILORING_STATUS_OPTIONS.find((option) => option.value === event.target.value);
              if (chosen !== undefined) {
                setStatus(chosen.value);
              }
            }}
            className={inputClass}
            {...invalidProps('tailoring-status', fields.status)}
          >
            {TAILORING_STATUS_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <p className="text-xs text-ink-600">
        The customer can add a quoted request to the cart: it is charged at the final price, or the estimate until there
        is one.
      </p>
      <button type="submit" disabled={isLoading} className={primaryButtonClass}>
        {isLoading ? 'Saving...' : 'Save Changes'}
      </button>
    </form>
  );
}

function RequestBody({ request }: { request: TailoringRequest }) {
  const [message, setMessage] = useState<Message | null>(null);
  const whatsapp = whatsappLinkAbout(request.phone, `your tailoring request ${request.number}`, SHOP_NAME);
  const rows = measurementRows(request);
  return (
    <div className="space-y-5 text-sm">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
          <dt className="text-ink-600">Request</dt>
          <dd className="font-mono font-semibold text-ink-900" data-testid="tailoring-detail-number">
            {request.number}
          </dd>
          <dt className="text-ink-600">Sent</dt>
          <dd className="text-ink-900">{formatDateTime(request.created_at)}</dd>
          <dt className="text-ink-600">Type</dt>
          <dd className="text-ink-900">{KIND_LABELS[request.kind]}</dd>
          <dt className="text-ink-600">Phone</dt>
          <dd className="text-ink-900">{request.phone}</dd>
          <dt className="text-ink-600">Status</dt>
          <dd className="font-semibold text-ink-900" data-testid="tailoring-detail-status">
            {TAILORING_STATUS_LABELS[request.status]}
          </dd>
          {request.order_number === null ? null : (
            <>
              <dt className="text-ink-600">Order</dt>
              <dd className="font-mono font-semibold text-ink-900" data-testid="tailoring-detail-order">
                {request.order_number}
              </dd>
            </>
          )}
        </dl>
        <div className="flex gap-2">
          {whatsapp === null ? null : (
            <a
              href={whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-11 items-center gap-2 rounded-full bg-success-700 px-4 text-sm font-semibold text-white hover:bg-success-900"
            >
              <ChatIcon className="h-5 w-5" />
              WhatsApp <span className="sr-only">the customer (opens in a new tab)</span>
            </a>
          )}
          <a href={`tel:${request.phone}`} className={secondaryButtonClass}>
            Call <span className="sr-only">the customer</span>
          </a>
        </div>
      </div>

      <section aria-labelledby="tailoring-what-heading">
        <h3 id="tailoring-what-heading" className="font-semibold text-ink-900">
          {request.kind === 'alteration' ? `Alteration: ${request.item_type}` : 'Design'}
        </h3>
        {request.kind === 'custom_design' ? (
          <>
            <p className="mt-1 break-words whitespace-pre-line text-ink-800">{request.description}</p>
            <p className="mt-1 text-ink-700">
              Fabric: {request.fabric_type === '' ? '-' : request.fabric_type} · Colour: {request.color === '' ? '-' : request.color}
            </p>
          </>
        ) : null}
        {request.notes === '' ? null : (
          <p className="mt-1 break-words whitespace-pre-line text-ink-700">
            <span className="font-medium text-ink-900">Notes:</span> {request.notes}
          </p>
        )}
      </section>

      <section aria-labelledby="tailoring-measurements-heading">
        <h3 id="tailoring-measurements-heading" className="font-semibold text-ink-900">
          Measurements
        </h3>
        <table className="mt-2 w-full max-w-sm text-left" data-testid="tailoring-measurements">
          <tbody className="divide-y divide-ink-100">
            {rows.map((row) => (
              <tr key={row.part}>
                <th scope="row" className="py-1.5 pr-4 font-medium text-ink-700">
                  {row.part}
                </th>
                <td className="py-1.5 text-ink-900 tabular-nums">{row.cm}</td>
                <td className="py-1.5 text-ink-600 tabular-nums">{row.asGiven ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      {request.design_files === 0 ? null : (
        <section aria-labelledby="tailoring-files-heading">
          <h3 id="tailoring-files-heading" className="font-semibold text-ink-900">
            Design files
          </h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {Array.from({ length: request.design_files }, (_, index) => (
              <li key={index}>
                <a
                  href={designFileUrl(request.number, index)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={secondaryButtonClass}
                >
                  Design file {index + 1} <span className="sr-only">(opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      <QuoteForm key={`${request.number}-${request.updated_at}`} request={request} onMessage={setMessage} />
      {message === null ? null : <Notice tone={message.tone}>{message.text}</Notice>}

      <section aria-labelledby="tailoring-history-heading">
        <h3 id="tailoring-history-heading" className="font-semibold text-ink-900">
          History
        </h3>
        <ol className="mt-2 space-y-1 text-ink-700" data-testid="tailoring-history">
          {request.status_history.map((entry, index) => (
            <li key={`${entry.at}-${String(index)}`}>
              {formatDateTime(entry.at)}:{' '}
              {(TAILORING_STATUS_LABELS as Record<string, string | undefined>)[entry.status] ?? entry.status}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

export function TailoringDetail({ number, initial, onClose }: TailoringDetailProps) {
  const { data, isError, error } = useGetTailoringRequestQuery(number, { refetchOnMountOrArgChange: true });
  const request = data ?? initial;
  return (
    <Modal title={`Tailoring request ${number}`} onClose={onClose}>
      {isError ? (
        <Notice tone="error">{serverMessageOf(error) ?? 'Could not load the request. Please try again.'}</Notice>
      ) : null}
      {request === undefined ? <p role="status">Loading request…</p> : <RequestBody request={request} />}
    </Modal>
  );
}
