// The order confirmation (/order-confirmation/:orderNumber, spec section 2).
// The order is read with GET /orders/track and the phone this browser placed
// it with (DESIGN.md "Where we differ"); without one it is "Order Not Found".
import { skipToken } from '@reduxjs/toolkit/query';
import { useRef, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';

import { httpStatusOf } from '@/api/errors';
import { findQueued, useOrderQueue } from '@/api/order-queue';
import type { Order } from '@/api/orders';
import { useTrackOrderQuery } from '@/features/orders/api/track-order-api';
import { useSettings } from '@/api/settings';
import { downloadOrderSlip } from '@/features/orders/components/download-slip';
import { OnlinePayment } from '@/features/orders/components/online-payment';
import { OrderSlip } from '@/features/orders/components/order-slip';
import { QueuedConfirmation, queuedAsOrder } from '@/features/orders/components/queued-order';
import { useLocalizedPath } from '@/i18n/use-language';
import { useT } from '@/i18n/use-t';
import { useDateDirection, useDates } from '@/lib/use-dates';
import { formatMoney } from '@/lib/money';
import { PageHead } from '@/ui/page-head';
import { phoneForPlacedOrder } from '@/lib/placed-orders';
import { Card } from '@/ui/card';

const primaryLink =
  'inline-flex h-12 items-center justify-center rounded-full bg-ocean-700 px-6 text-sm font-semibold text-white transition-colors hover:bg-ocean-800';
const secondaryLink =
  'inline-flex h-12 items-center justify-center rounded-full border border-ink-300 bg-white px-6 text-sm font-semibold text-ink-800 transition-colors hover:border-ocean-300 hover:bg-ocean-50';

function NotFound() {
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-16 text-center">
      <PageHead screen={t('app.titleOrderNotFound')} />
      <h1 className="font-display text-3xl font-semibold text-ink-900">{t('orders.notFoundTitle')}</h1>
      <p className="mt-3 text-ink-700">{t('orders.notFoundText')}</p>
      <Link to="/track-order" className={`${primaryLink} mt-8`}>
        {t('orders.trackOrder')}
      </Link>
    </div>
  );
}

type SlipSectionProps = { order: Order; shopPhone: string; trackOrderUrl: string; notSent?: boolean };

/** The order slip with its download button. */
function SlipSection({ order, shopPhone, trackOrderUrl, notSent = false }: SlipSectionProps) {
  const slipRef = useRef<HTMLDivElement>(null);
  const [downloading, setDownloading] = useState(false);
  const t = useT();
  return (
    <section aria-labelledby="order-slip-heading" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="order-slip-heading" className="font-display text-xl font-semibold text-ink-900">
          {t('orders.orderSlip')}
        </h2>
        <button
          type="button"
          disabled={downloading}
          onClick={() => {
            const element = slipRef.current;
            if (element === null) {
              return;
            }
            setDownloading(true);
            void downloadOrderSlip(element, order.order_number, t('orders.slipDownloadError')).finally(() => {
              setDownloading(false);
            });
          }}
          className="inline-flex h-11 items-center gap-2 rounded-full border border-ocean-700 bg-white px-5 text-sm font-semibold text-ocean-800 transition-colors hover:bg-ocean-50 disabled:cursor-wait disabled:text-ink-500"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M12 4v11m0 0l-4-4m4 4l4-4M5 19h14" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {t('orders.downloadSlip')}
        </button>
      </div>
      <div className="mt-4 flex justify-center">
        <OrderSlip ref={slipRef} order={order} shopPhone={shopPhone} trackOrderUrl={trackOrderUrl} notSent={notSent} />
      </div>
    </section>
  );
}

export default function OrderConfirmationScreen() {
  const { orderNumber = '' } = useParams();
  const [phone] = useState(() => phoneForPlacedOrder(orderNumber));
  // An order kept on this device while the shop could not be reached
  // (decision 080); once sent it leaves the queue and is read as usual.
  const queued = findQueued(orderNumber, useOrderQueue());
  const { data: order, error, isLoading, isFetching, refetch } = useTrackOrderQuery(
    phone === null || queued !== undefined ? skipToken : { orderNumber, phone },
  );
  const { settings } = useSettings();
  const t = useT();
  const dates = useDates();
  const dateDirection = useDateDirection();
  // The slip names the tracking page in its own language (/dv/track-order).
  const trackOrderUrl = `${window.location.origin}${useLocalizedPath()('/track-order')}`;
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const paymentProblem = (location.state as { paymentProblem?: string } | null)?.paymentProblem ?? '';

  if (queued !== undefined) {
    return (
      <QueuedConfirmation entry={queued}>
        <SlipSection
          order={queuedAsOrder(queued)}
          shopPhone={settings.contact.phone}
          trackOrderUrl={trackOrderUrl}
          notSent
        />
      </QueuedConfirmation>
    );
  }
  if (phone === null) {
    return <NotFound />;
  }
  if (isLoading) {
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-16 text-center" role="status">
        <PageHead screen={t('app.titleOrderConfirmation')} />
        <p className="text-ink-700">{t('orders.loadingOrder')}</p>
      </div>
    );
  }
  if (order === undefined) {
    const status = httpStatusOf(error);
    if (status === 404 || status === 422) {
      return <NotFound />;
    }
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-16 text-center">
        <PageHead screen={t('app.titleOrderConfirmation')} />
        <h1 className="font-display text-3xl font-semibold text-ink-900">{t('orders.confirmationTitle')}</h1>
        <p role="alert" className="mt-3 text-ink-700">
          {t('orders.couldNotLoad', { orderNumber: `\u2066${orderNumber}\u2069` })}
        </p>
        <button type="button" onClick={() => void refetch()} disabled={isFetching} className={`${primaryLink} mt-8`}>
          {t('orders.tryAgain')}
        </button>
      </div>
    );
  }

  const trackLink = `/track-order?${new URLSearchParams({ orderNumber: order.order_number, phone }).toString()}`;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 md:py-12">
      <PageHead screen={t('app.titleOrderConfirmation')} />
      <div className="text-center">
        <div className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-ocean-100 text-ocean-800">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </div>
        <h1 className="mt-4 font-display text-3xl font-semibold tracking-tight text-ink-900 md:text-4xl">
          {t('orders.thankYou')}
        </h1>
        <p className="mx-auto mt-3 max-w-xl text-ink-700">
          {t('orders.placedText')}
        </p>
      </div>

      <Card headingId="confirmation-summary-heading" title={t('orders.orderSummary')} tone="sand" className="mt-8">
        <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-ink-600">{t('orders.orderNumber')}</dt>
            <dd className="font-mono text-base font-semibold text-ink-900" data-testid="confirmation-order-number">
              <bdi dir="ltr">{order.order_number}</bdi>
            </dd>
          </div>
          <div>
            <dt className="text-ink-600">{t('orders.date')}</dt>
            <dd className="font-medium text-ink-900">
              <bdi dir={dateDirection}>{dates.dateTime(order.created_at)}</bdi>
            </dd>
          </div>
          <div>
            <dt className="text-ink-600">{t('orders.name')}</dt>
            <dd className="font-medium text-ink-900">{order.customer.name}</dd>
          </div>
          <div>
            <dt className="text-ink-600">{t('orders.phone')}</dt>
            <dd className="font-medium text-ink-900">
              <bdi dir="ltr">{order.customer.phone}</bdi>
            </dd>
          </div>
          <div>
            <dt className="text-ink-600">{t('orders.totalAmount')}</dt>
            <dd className="text-base font-semibold text-ink-900 tabular-nums">
              <bdi dir="ltr">{formatMoney(order.total)}</bdi>
            </dd>
          </div>
        </dl>
        {order.payment_method === 'ONLINE' ? (
          <div className="mt-5">
            <OnlinePayment
              order={order}
              phone={phone}
              returned={searchParams.get('payment') === 'return'}
              problem={paymentProblem}
            />
          </div>
        ) : null}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Link to="/shop" className={secondaryLink}>
            {t('orders.continueShopping')}
          </Link>
          <Link to={trackLink} className={primaryLink}>
            {t('orders.trackYourOrder')}
          </Link>
        </div>
      </Card>

      <SlipSection order={order} shopPhone={settings.contact.phone} trackOrderUrl={trackOrderUrl} />
    </div>
  );
}
