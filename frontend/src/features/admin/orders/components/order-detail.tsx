// The order detail modal (spec section 2): titled by the number as the list
// shows it, with the full number and the date, a one-tap
// WhatsApp message or call to the customer, status and payment (saved at
// once), the editable order with "Save Changes", and the history of changes.
// It opens with the list's copy of the order and reads the stored order (with
// its history) from the server.
import { FormattedMessage } from 'react-intl';

import type { Order } from '@/api/orders';
import { httpStatusOf } from '@/api/errors';
import { useAnnounceOrderMutation, useGetOrderQuery } from '@/features/admin/orders/api/orders-api';
import { BusyButton, secondaryButtonClass } from '@/features/admin/ui/form-controls';
import { CustomerMessagePanel } from '@/features/admin/orders/components/customer-message-panel';
import { OrderEdit } from '@/features/admin/orders/components/order-edit';
import { OrderTaxInvoice } from '@/features/admin/orders/components/order-tax-invoice';
import { OrderHistory } from '@/features/admin/orders/components/order-history';
import { OrderPaymentPanel } from '@/features/admin/orders/components/order-payment-panel';
import { OrderStatusPanel } from '@/features/admin/orders/components/order-status-panel';
import { shortOrderNumber, whatsappLink } from '@/features/admin/ui/order-display';
import { errorMessage } from '@/api/error-message';
import { useDates } from '@/lib/use-dates';
import { SHOP_NAME } from '@/lib/page-head';
import { Modal } from '@/ui/modal';
import { Notice } from '@/ui/notice';
import { ContactButtons } from '@/features/admin/ui/contact-buttons';
import { Ltr } from '@/features/admin/ui/ltr';
import { useT } from '@/i18n/use-t';

type OrderDetailProps = {
  orderNumber: string;
  /** The list's copy, shown until the server's answer arrives. */
  initial: Order | undefined;
  onClose: () => void;
};

export function OrderDetail({ orderNumber, initial, onClose }: OrderDetailProps) {
  const t = useT();
  const { data: detail, error, isError, refetch } = useGetOrderQuery(orderNumber, { refetchOnMountOrArgChange: true });
  const order = detail ?? initial;
  const gone = isError && httpStatusOf(error) === 404;

  return (
    <Modal title={t('adminOrders.detailTitle', { number: shortOrderNumber(orderNumber) })} onClose={onClose}>
      <div className="space-y-5" data-testid="order-detail">
        {isError ? (
          <Notice tone="error">
            {errorMessage(error, t('adminOrders.loadFailed'))}
            {gone ? null : (
              <button
                type="button"
                onClick={() => void refetch()}
                className="ms-2 font-semibold underline underline-offset-2"
              >
                {t('adminOrders.tryAgain')}
              </button>
            )}
          </Notice>
        ) : null}

        {order === undefined || gone ? (
          isError ? null : (
            <p role="status" className="py-6 text-center text-sm text-ink-600">
              {t('adminOrders.loadingOrder')}
            </p>
          )
        ) : (
          <>
            <OrderContact order={order} />
            <OrderStatusPanel order={order} />
            <CustomerMessagePanel key={`${order.status}-${order.payment_status}`} order={order} />
            {order.payment_method === 'ONLINE' ? <OrderPaymentPanel orderNumber={order.order_number} /> : null}
            {detail === undefined ? (
              isError ? null : (
                <p role="status" className="py-4 text-center text-sm text-ink-600">
                  {t('adminOrders.loadingOrder')}
                </p>
              )
            ) : (
              <OrderEdit key={detail.order_number} order={detail} />
            )}
            <OrderTaxInvoice order={detail ?? order} />
            <OrderHistory events={detail?.events} placedAt={order.created_at} />
          </>
        )}
        {gone ? (
          <div className="flex justify-end">
            <button type="button" onClick={onClose} className={secondaryButtonClass}>
              {t('adminOrders.close')}
            </button>
          </div>
        ) : null}
      </div>
    </Modal>
  );
}

function OrderContact({ order }: { order: Order }) {
  const t = useT();
  const dates = useDates();
  const whatsapp = whatsappLink(order.customer.phone, order.order_number, SHOP_NAME);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-600">{t('adminOrders.orderNumber')}</dt>
        <dd className="font-mono font-semibold text-ink-900" data-testid="detail-order-number">
          <Ltr>{order.order_number}</Ltr>
        </dd>
        <dt className="text-ink-600">{t('adminOrders.placed')}</dt>
        <dd className="font-medium text-ink-900">
          <time dateTime={order.created_at}>{dates.dateTime(order.created_at)}</time>
        </dd>
        <dt className="text-ink-600">{t('adminOrders.customer')}</dt>
        <dd className="font-medium text-ink-900">
          <FormattedMessage
            id="adminOrders.customerPhone"
            values={{
              name: <bdi>{order.customer.name}</bdi>,
              phone: (
                <bdi dir="ltr" className="whitespace-nowrap">
                  {order.customer.phone}
                </bdi>
              ),
            }}
          />
        </dd>
      </dl>
      <ContactButtons whatsapp={whatsapp} phone={order.customer.phone} who={order.customer.name} />
      <TelegramAlert orderNumber={order.order_number} />
    </div>
  );
}

/** Sends the order's Telegram alert again (one placed while alerts were off). */
function TelegramAlert({ orderNumber }: { orderNumber: string }) {
  const t = useT();
  const [announce, { isLoading, isSuccess, error, reset }] = useAnnounceOrderMutation();
  return (
    <div className="sm:basis-full">
      <BusyButton
        busy={isLoading}
        busyLabel={t('adminOrders.sending')}
        onClick={() => {
          reset();
          void announce(orderNumber);
        }}
        className={secondaryButtonClass}
      >
        {t('adminOrders.sendAlertAgain')}
      </BusyButton>
      {isSuccess ? (
        <p role="status" className="mt-2 text-sm text-success-900">
          {t('adminOrders.alertQueued')}
        </p>
      ) : null}
      {error !== undefined ? (
        <p role="alert" className="mt-2 text-sm font-medium text-rose-700">
          {errorMessage(error, t('adminOrders.alertFailed'))}
        </p>
      ) : null}
    </div>
  );
}
