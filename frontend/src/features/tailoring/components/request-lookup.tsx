// Looking up a request by its number and the phone it was sent with (as
// order tracking does): its status and history, the measurements as given,
// the quote, and, once quoted, "Add to cart" for a tailor-made line.
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';

import { MEASUREMENT_PARTS, type TailoringRequest, type TrackTailoringArgs } from '@/api/tailoring';
import { useTrackTailoringRequestQuery } from '@/features/tailoring/api/tailoring-api';
import { lookupSchemaIn, MEASUREMENT_LABELS, STATUS_LABELS } from '@/features/tailoring/tailoring-forms';
import { useT } from '@/i18n/use-t';
import { useCart } from '@/lib/cart/cart-context';
import { tailorLineId } from '@/lib/cart/cart-rules';
import { useDates } from '@/lib/use-dates';
import { formatMoney } from '@/lib/money';
import { LookupForm, LookupProblem, useLookupForm } from '@/ui/lookup-form';
import { Card } from '@/ui/card';

/** The server's names of the look-up's fields, as the form's. */
const SERVER_FIELDS = { number: 'number', phone: 'phone' } as const;

function RequestDetails({ request }: { request: TailoringRequest }) {
  const { lines, addTailorItem } = useCart();
  const inCart = lines.some((line) => line.id === tailorLineId(request.number));
  const given = MEASUREMENT_PARTS.filter((part) => request.measurements[part] !== undefined);
  const t = useT();
  const dates = useDates();
  const statusOf = (status: string) => {
    const id = (STATUS_LABELS as Record<string, string | undefined>)[status];
    return id === undefined ? status : t(id);
  };
  return (
    <article className="mt-6 rounded-2xl border border-ink-200 bg-white p-5 md:p-6" data-testid="tailoring-request">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="font-display text-lg font-semibold text-ink-900">{request.title}</h3>
          <p className="mt-0.5 text-sm text-ink-600">{t('tailoring.sentAt', { date: dates.dateTime(request.created_at) })}</p>
        </div>
        <p className="rounded-full bg-ocean-50 px-3 py-1 text-sm font-semibold text-ocean-800" data-testid="request-status">
          {statusOf(request.status)}
        </p>
      </div>

      <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        {request.kind === 'alteration' ? (
          <>
            <dt className="text-ink-600">{t('tailoring.item')}</dt>
            <dd className="text-ink-900">{request.item_type}</dd>
          </>
        ) : (
          <>
            <dt className="text-ink-600">{t('tailoring.design')}</dt>
            <dd className="break-words whitespace-pre-line text-ink-900">{request.description}</dd>
          </>
        )}
        <dt className="text-ink-600">{t('tailoring.measurements')}</dt>
        <dd className="text-ink-900">
          {given
            .map((part) =>
              t('tailoring.measurementGiven', {
                part: t(MEASUREMENT_LABELS[part]),
                value: String(request.measurements[part]),
                unit: request.unit,
              }),
            )
            .join(t('tailoring.listSeparator'))}
        </dd>
        <dt className="text-ink-600">{t(request.final_price === null ? 'tailoring.estimatedPrice' : 'tailoring.price')}</dt>
        <dd className="font-semibold text-ink-900 tabular-nums" data-testid="request-price">
          {request.price === null ? t('tailoring.quoteSoon') : <bdi dir="ltr">{formatMoney(request.price)}</bdi>}
        </dd>
        {request.order_number === null ? null : (
          <>
            <dt className="text-ink-600">{t('tailoring.order')}</dt>
            <dd className="font-mono text-ink-900">
              <bdi dir="ltr">{request.order_number}</bdi>
            </dd>
          </>
        )}
      </dl>

      {request.orderable && request.price !== null ? (
        <div className="mt-5 flex flex-wrap items-center gap-3">
          <button
            type="button"
            onClick={() => {
              addTailorItem({
                id: request.number,
                kind: request.kind,
                title: request.title,
                finalPriceMvr: request.final_price,
                estimatedPriceMvr: request.estimated_price,
              });
            }}
            className="inline-flex h-11 items-center rounded-full bg-ocean-700 px-6 text-sm font-semibold text-white transition-colors hover:bg-ocean-800"
          >
            {t(inCart ? 'tailoring.updateInCart' : 'tailoring.addToCart')}
          </button>
          {inCart ? (
            <p role="status" className="text-sm font-medium text-success-700">
              {t('tailoring.inYourCart')} <Link to="/cart" className="underline underline-offset-4">{t('tailoring.viewCart')}</Link>
            </p>
          ) : null}
        </div>
      ) : null}

      <h4 className="mt-5 text-sm font-semibold text-ink-900">{t('tailoring.history')}</h4>
      <ol className="mt-2 space-y-1 text-sm text-ink-700" data-testid="request-history">
        {request.status_history.map((entry, index) => (
          <li key={`${entry.at}-${String(index)}`}>
            {t('tailoring.historyEntry', { date: dates.dateTime(entry.at), status: statusOf(entry.status) })}
          </li>
        ))}
      </ol>
    </article>
  );
}

type RequestLookupProps = {
  /** A number and phone to look up at once (just sent, or remembered). */
  prefill: TrackTailoringArgs | null;
};

export function RequestLookup({ prefill }: RequestLookupProps) {
  const [lookup, setLookup] = useState<TrackTailoringArgs | null>(prefill);
  // A new prefill (a request just sent or picked from the list) is looked up at once.
  const [shownPrefill, setShownPrefill] = useState(prefill);
  if (prefill !== shownPrefill) {
    setShownPrefill(prefill);
    if (prefill !== null) {
      setLookup(prefill);
    }
  }
  const { data, error, isFetching } = useTrackTailoringRequestQuery(lookup ?? skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const t = useT();
  const intl = useIntl();
  const schema = useMemo(() => lookupSchemaIn((id) => intl.formatMessage({ id })), [intl]);
  const form = useLookupForm({
    schema,
    defaultValues: prefill ?? { number: '', phone: '' },
    onLookup: (values) => {
      setLookup({ number: values.number, phone: values.phone });
    },
    error,
    isFetching,
    notFound: t('tailoring.notFound'),
    fields: SERVER_FIELDS,
  });

  const { reset } = form;
  useEffect(() => {
    if (prefill !== null) {
      reset(prefill);
    }
  }, [prefill, reset]);

  return (
    <Card headingId="lookup-heading" title={t('tailoring.checkRequest')} tone="sand">
      <p className="mt-1 text-sm text-ink-700">{t('tailoring.checkRequestIntro')}</p>
      <LookupForm
        form={form}
        className="mt-4"
        number={{ id: 'lookup-number', label: t('tailoring.requestNumber'), placeholder: t('tailoring.requestNumberPlaceholder') }}
        phone={{ id: 'lookup-phone' }}
        busyLabel={t('tailoring.checking')}
      >
        {t('tailoring.checkRequestButton')}
      </LookupForm>
      <LookupProblem problem={form.problem} className="mt-4" />
      {data !== undefined && error === undefined ? <RequestDetails request={data} /> : null}
    </Card>
  );
}
