// Telling the customer (decision 210): the owner's template for the chosen
// event, filled with this order's details, sent with one tap as a prefilled
// WhatsApp chat or SMS. The event starts as the one the order's state
// suggests.
import { useState } from 'react';

import type { Order } from '@/api/orders';
import { useGetAdminSettingsQuery } from '@/features/admin/api/admin-settings-api';
import { compactSelectClass, secondaryButtonClass } from '@/features/admin/ui/form-controls';
import {
  fillMessage,
  MESSAGE_EVENTS,
  type MessageEvent,
  smsMessageLink,
  suggestedEvent,
  trackingLink,
  whatsappMessageLink,
} from '@/lib/customer-message';
import { formatMoney } from '@/lib/money';
import { SHOP_NAME } from '@/lib/page-head';
import { useT } from '@/i18n/use-t';

const EVENT_LABELS: Record<MessageEvent, string> = {
  confirmed: 'adminOrders.eventConfirmed',
  shipped: 'adminOrders.eventShipped',
  delivered: 'adminOrders.eventDelivered',
  cancelled: 'adminOrders.eventCancelled',
  paymentReceived: 'adminOrders.eventPaymentReceived',
};

export function CustomerMessagePanel({ order }: { order: Order }) {
  const t = useT();
  const { data: settings } = useGetAdminSettingsQuery();
  const [event, setEvent] = useState<MessageEvent>(() => suggestedEvent(order));
  const templates = settings?.messages;
  if (templates === undefined) {
    return null;
  }
  const text = fillMessage(templates[event], {
    name: order.customer.name,
    order: order.order_number,
    total: formatMoney(order.total),
    tracking_link: trackingLink(window.location.origin, order.order_number, order.customer.phone),
    shop: SHOP_NAME,
  });
  const whatsapp = whatsappMessageLink(order.customer.phone, text);
  const sms = smsMessageLink(order.customer.phone, text);
  return (
    <section aria-labelledby="customer-message-heading" className="rounded-xl border border-ink-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="customer-message-heading" className="text-sm font-bold text-ink-900">
          {t('adminOrders.messageCustomer')}
        </h3>
        <label className="flex items-center gap-2 text-sm text-ink-700">
          <span>{t('adminOrders.message')}</span>
          <select
            value={event}
            onChange={(e) => {
              setEvent(e.target.value as MessageEvent);
            }}
            className={compactSelectClass}
            data-testid="message-event"
          >
            {MESSAGE_EVENTS.map((value) => (
              <option key={value} value={value}>
                {t(EVENT_LABELS[value])}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="mt-2 rounded-lg bg-sand-50 p-3 text-sm break-words whitespace-pre-line text-ink-800" data-testid="message-preview">
        {text}
      </p>
      {whatsapp === null || sms === null ? (
        <p className="mt-2 text-sm text-ink-600">{t('adminOrders.notMaldivesPhone')}</p>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <a
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-11 items-center rounded-full bg-success-700 px-4 text-sm font-semibold text-white hover:bg-success-900"
            data-testid="message-whatsapp"
          >
            {t('adminOrders.sendWhatsapp')} <span className="sr-only">{t('adminOrders.opensInNewTab')}</span>
          </a>
          <a href={sms} className={secondaryButtonClass} data-testid="message-sms">
            {t('adminOrders.sendSms')}
          </a>
        </div>
      )}
    </section>
  );
}
