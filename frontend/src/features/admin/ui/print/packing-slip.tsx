// A packing slip, one order to a sheet (A4, A5 or A6): the items with size,
// colour and quantity, the customer, phone and address, and for cash on
// delivery the amount to collect. Every customer text is React text.
import type { Order } from '@/api/orders';
import { Ltr } from '@/features/admin/ui/ltr';
import { paymentMethodLabel } from '@/features/admin/ui/order-display';
import { useDates } from '@/lib/use-dates';
import { formatMoney } from '@/lib/money';
import { useT } from '@/i18n/use-t';

export type SlipOrder = Order & { collect: number };

/** What the delivery person collects: the total of an unpaid cash on delivery order. */
export function collectOf(order: Order): number {
  return order.payment_method === 'COD' && order.payment_status !== 'paid' ? order.total : 0;
}

export function PackingSlip({ order }: { order: SlipOrder }) {
  const t = useT();
  const dates = useDates();
  const { customer } = order;
  const { address } = customer;
  return (
    <article className="packing-slip text-[9pt] leading-snug" data-testid="packing-slip">
      <header className="flex items-baseline justify-between gap-2 border-b-2 border-black pb-1">
        <p className="text-[12pt] font-bold">{t('admin.packingSlip', { shop: t('admin.slipShopName') })}</p>
        <p className="font-mono font-bold">
          <Ltr>{order.order_number}</Ltr>
        </p>
      </header>
      <div className="mt-2 grid grid-cols-2 gap-2">
        <div>
          <p className="font-bold">{customer.name}</p>
          <p>
            <Ltr>{customer.phone}</Ltr>
          </p>
          <p>{t('admin.islandAtoll', { island: address.island, atoll: address.atoll })}</p>
          <p className="break-words">{address.street}</p>
          {address.directions === '' ? null : <p className="break-words italic">{address.directions}</p>}
        </div>
        <div className="text-end">
          <p>{t('admin.ordered', { date: dates.date(order.created_at) })}</p>
          <p>{paymentMethodLabel(order.payment_method, t)}</p>
          {order.collect > 0 ? (
            <p className="mt-1 inline-block border-2 border-black px-1.5 py-0.5 text-[11pt] font-bold">
              {t('admin.collect', { amount: formatMoney(order.collect) })}
            </p>
          ) : (
            <p className="mt-1 font-bold">{t(order.payment_status === 'paid' ? 'admin.paymentPaid' : 'admin.nothingToCollect')}</p>
          )}
        </div>
      </div>
      <table className="mt-2 w-full border-collapse">
        <thead>
          <tr className="border-b border-black text-start">
            <th scope="col" className="py-0.5 pe-1">{t('admin.item')}</th>
            <th scope="col" className="py-0.5 pe-1">{t('admin.size')}</th>
            <th scope="col" className="py-0.5 pe-1">{t('admin.colour')}</th>
            <th scope="col" className="py-0.5 text-end">{t('admin.qty')}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id} className="border-b border-[#999999] align-top">
              <td className="py-0.5 pe-1">
                {item.title}
                {item.sku === '' ? null : (
                  <bdi dir="ltr" className="block font-mono text-[7pt]">
                    {item.sku}
                  </bdi>
                )}
              </td>
              <td className="py-0.5 pe-1">{item.size === '' ? t('admin.noValue') : item.size}</td>
              <td className="py-0.5 pe-1">{item.color === '' ? t('admin.noValue') : item.color}</td>
              <td className="py-0.5 text-end text-[11pt] font-bold tabular-nums">{item.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {order.notes === '' ? null : <p className="mt-2 break-words">{t('admin.note', { note: order.notes })}</p>}
    </article>
  );
}
