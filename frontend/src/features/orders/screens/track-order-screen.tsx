// Order tracking (/track-order, spec sections 2 and 5): the order number and
// phone (prefilled from ?orderNumber=&phone=, and looked up at once when both
// are given), then the order's progress, details, items and any transfer slip.
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';

import type { Order, TrackOrderArgs } from '@/api/orders';
import { useTrackOrderQuery } from '@/features/orders/api/track-order-api';
import { OnlinePayment } from '@/features/orders/components/online-payment';
import { OrderProgress } from '@/features/orders/components/order-progress';
import { PlacedOrderTotals } from '@/features/orders/components/order-totals';
import { TransferSlip } from '@/features/orders/components/transfer-slip';
import { STATUS_IDS } from '@/features/orders/order-status';
import { trackSchemaIn } from '@/features/orders/track-form';
import { useLocalized, useOwnDirection } from '@/i18n/use-localized';
import { useT } from '@/i18n/use-t';
import { useDateDirection, useDates } from '@/lib/use-dates';
import { formatMoney } from '@/lib/money';
import { PageHead } from '@/ui/page-head';
import { LookupForm, LookupProblem, useLookupForm } from '@/ui/lookup-form';
import { Card } from '@/ui/card';

/** The server's names of the look-up's fields, as the form's. */
const SERVER_FIELDS = { order_number: 'number', phone: 'phone' } as const;

function TrackedOrder({ order, phone }: { order: Order; phone: string }) {
  const { customer } = order;
  const t = useT();
  const dates = useDates();
  const dateDirection = useDateDirection();
  const pick = useLocalized();
  const ownDir = useOwnDirection();
  return (
    <div className="mt-8 space-y-6" data-testid="tracked-order">
      <Card headingId="progress-heading" title={t('orders.orderProgress')} heading="hidden">
        <OrderProgress status={order.status} />
      </Card>

      <OnlinePayment order={order} phone={phone} />

      <div className="grid gap-6 md:grid-cols-2">
        <Card headingId="order-info-heading" title={t('orders.orderInformation')} heading="lg">
          <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
            <dt className="text-ink-600">{t('orders.orderNumber')}</dt>
            <dd className="font-mono font-semibold break-all text-ink-900">
              <bdi dir="ltr">{order.order_number}</bdi>
            </dd>
            <dt className="text-ink-600">{t('orders.date')}</dt>
            <dd className="text-ink-900">
              <bdi dir={dateDirection}>{dates.dateTime(order.created_at)}</bdi>
            </dd>
            <dt className="text-ink-600">{t('orders.status')}</dt>
            <dd className="font-semibold text-ink-900" data-testid="tracked-status">
              {t(STATUS_IDS[order.status])}
            </dd>
          </dl>
        </Card>
        <Card headingId="shipping-to-heading" title={t('orders.shippingTo')} heading="lg">
          <div className="mt-3 space-y-0.5 text-sm text-ink-800">
            <p className="font-semibold text-ink-900">{customer.name}</p>
            <p>{customer.address.street}</p>
            <p>
              {t('orders.islandAndAtoll', { island: customer.address.island, atoll: customer.address.atoll })}
            </p>
            {customer.address.directions === '' ? null : <p className="text-ink-600">{customer.address.directions}</p>}
            <p className="pt-1">
              <bdi dir="ltr">{customer.phone}</bdi>
            </p>
          </div>
        </Card>
      </div>

      <Card headingId="items-heading" title={t('orders.items')} heading="lg">
        <ul className="mt-3 divide-y divide-ink-100 text-sm">
          {order.items.map((item) => (
            <li key={item.id} className="flex items-start justify-between gap-4 py-3" data-testid="tracked-item">
              <div className="min-w-0">
                <p className="font-medium text-ink-900" dir={ownDir(pick(item.title, item.title_dv))}>
                  {pick(item.title, item.title_dv)}
                </p>
                <p className="mt-0.5 text-xs text-ink-600">
                  {[
                    item.size !== '' && item.size.toUpperCase() !== 'N/A' ? t('orders.lineSize', { size: item.size }) : null,
                    item.color || null,
                    t('orders.lineQuantity', { quantity: item.quantity }),
                  ]
                    .filter((part) => part !== null)
                    .join(' · ')}
                </p>
              </div>
              <p className="shrink-0 font-medium text-ink-900 tabular-nums">
                <bdi dir="ltr">{formatMoney(item.price * item.quantity)}</bdi>
              </p>
            </li>
          ))}
        </ul>
        <PlacedOrderTotals
          order={order}
          className="mt-2 space-y-2 border-t border-ink-200 pt-3 text-sm"
          totalClassName="text-base font-semibold text-ink-900"
          totalTestId="tracked-total"
        />
      </Card>

      {order.payment_method === 'BANK' && order.transfer_slip !== null ? (
        <TransferSlip orderNumber={order.order_number} phone={phone} />
      ) : null}
    </div>
  );
}

export default function TrackOrderScreen() {
  const [searchParams] = useSearchParams();
  const [prefill] = useState(() => ({
    number: searchParams.get('orderNumber') ?? '',
    phone: searchParams.get('phone') ?? '',
  }));
  const [lookup, setLookup] = useState<TrackOrderArgs | null>(null);
  const { data: order, error, isFetching } = useTrackOrderQuery(lookup ?? skipToken);
  const t = useT();
  const intl = useIntl();
  const schema = useMemo(() => trackSchemaIn((id) => intl.formatMessage({ id })), [intl]);

  const form = useLookupForm({
    schema,
    defaultValues: prefill,
    onLookup: (values) => {
      setLookup({ orderNumber: values.number, phone: values.phone });
    },
    error,
    isFetching,
    notFound: t('orders.notFound'),
    fields: SERVER_FIELDS,
  });

  useEffect(() => {
    // Both given in the address (the confirmation's "Track Your Order"): look up at once.
    if (prefill.number !== '' && prefill.phone !== '') {
      void form.onSubmit();
    }
    // Once, for the address the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 md:py-12">
      <PageHead screen={t('app.titleTrackOrder')} />
      <h1 className="font-display text-3xl font-semibold tracking-tight text-ink-900 md:text-4xl">{t('orders.trackOrder')}</h1>
      <p className="mt-2 text-ink-700">{t('orders.trackIntro')}</p>

      <LookupForm
        form={form}
        className="mt-6 rounded-2xl border border-ink-200 bg-white p-5 md:p-6"
        number={{ id: 'track-order-number', label: t('orders.orderNumberField'), placeholder: t('orders.orderNumberPlaceholder') }}
        phone={{ id: 'track-phone', placeholder: t('orders.phonePlaceholder') }}
        busyLabel={t('orders.tracking')}
      >
        {t('orders.trackOrder')}
      </LookupForm>

      <LookupProblem problem={form.problem} className="mt-6">
        {isFetching && order === undefined ? <p className="mt-6 text-sm text-ink-600">{t('orders.lookingUp')}</p> : null}
      </LookupProblem>

      {order !== undefined && lookup !== null && error === undefined ? <TrackedOrder order={order} phone={lookup.phone} /> : null}
    </div>
  );
}
