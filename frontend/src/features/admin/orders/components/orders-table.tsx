// The orders table (spec section 2): order number (the part after the first
// hyphen), date, customer, total, status dropdown, and view / delete. On a
// phone each row is laid out as a card (two columns of the same cells); from
// lg up it is an ordinary table row.
import type { Order, OrderStatus } from '@/api/orders';
import { OrderStatusSelect } from '@/features/admin/orders/components/order-status-select';
import { DateCell, ListTable, RowButton } from '@/features/admin/ui/list-kit';
import { PaymentBadge } from '@/features/admin/ui/payment-badge';
import { shortOrderNumber } from '@/features/admin/ui/order-display';
import { formatMoney } from '@/lib/money';
import { Ltr } from '@/features/admin/ui/ltr';
import { useT } from '@/i18n/use-t';

type OrdersTableProps = {
  orders: readonly Order[];
  onStatus: (order: Order, status: OrderStatus) => void;
  onView: (order: Order) => void;
  onDelete: (order: Order) => void;
  /** Order numbers being deleted: their Delete button waits. */
  deleting: ReadonlySet<string>;
  busy: boolean;
  /** Order numbers selected for a bulk change. */
  selected: ReadonlySet<string>;
  onSelect: (order: Order, selected: boolean) => void;
};

const rowAction =
  'inline-flex h-11 items-center rounded-full px-3 text-sm font-semibold transition-colors disabled:cursor-wait disabled:opacity-50';

export function OrdersTable({ orders, onStatus, onView, onDelete, deleting, busy, selected, onSelect }: OrdersTableProps) {
  const t = useT();
  return (
    <ListTable
      label={t('adminOrders.tableLabel')}
      busy={busy}
      columns={[
        { hidden: t('adminOrders.colSelect') },
        ...['colOrder', 'colDate', 'colCustomer', 'colTotal', 'colStatus', 'colActions'].map((column) => t(`adminOrders.${column}`)),
      ]}
      className={`border-collapse ${busy ? 'opacity-60' : ''}`}
    >
      {orders.map((order) => {
        const short = shortOrderNumber(order.order_number);
        const isDeleting = deleting.has(order.order_number);
        return (
          <tr
            key={order.order_number}
            data-testid="order-row"
            data-order-number={order.order_number}
            className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2.5 px-4 py-4 lg:table-row lg:p-0 lg:hover:bg-sand-50"
          >
            <td className="row-span-3 self-start lg:py-3 lg:ps-3 lg:pe-0">
              <input
                type="checkbox"
                checked={selected.has(order.order_number)}
                onChange={(event) => {
                  onSelect(order, event.target.checked);
                }}
                aria-label={t('adminOrders.selectOrder', { number: short })}
                className="h-5 w-5 accent-ocean-700"
              />
            </td>
            <td className="min-w-0 lg:px-2.5 lg:py-3">
              <span className="font-mono text-[0.8125rem] font-semibold tracking-tight whitespace-nowrap text-ink-900">
                <Ltr>{short}</Ltr>
              </span>
            </td>
            <DateCell iso={order.created_at} />
            <td className="min-w-0 lg:px-2.5 lg:py-3">
              {/* A long name is cut short on a desktop, so the row's actions stay in sight. */}
              <span className="block truncate font-medium text-ink-900 lg:max-w-32" title={order.customer.name}>
                {order.customer.name}
              </span>
              <span className="block text-xs text-ink-600">
                <Ltr>{order.customer.phone}</Ltr>
              </span>
              {order.customer.address.island_unlisted === true ? (
                <span className="mt-1 inline-block rounded-full border border-warning-200 bg-warning-50 px-2 py-0.5 text-xs font-semibold text-warning-800" data-testid="island-unlisted">
                  {t('adminOrders.islandUnlisted')}
                </span>
              ) : null}
            </td>
            <td className="text-end lg:px-2.5 lg:py-3 lg:text-start">
              <span className="block font-semibold whitespace-nowrap text-ink-900 tabular-nums">
                <Ltr>{formatMoney(order.total)}</Ltr>
              </span>
              <span className="mt-1 inline-block">
                <PaymentBadge order={order} />
              </span>
            </td>
            <td className="min-w-0 lg:w-36 lg:px-2.5 lg:py-3">
              {/* Wide enough for "Processing" next to the arrow. */}
              <div className="lg:min-w-32">
                <OrderStatusSelect
                  value={order.status}
                  label={t('adminOrders.statusOf', { number: short })}
                  onChange={(status) => {
                    onStatus(order, status);
                  }}
                />
              </div>
            </td>
            <td className="lg:px-2.5 lg:py-3">
              <div className="flex justify-end gap-1">
                <RowButton
                  item={order}
                  onAct={onView}
                  className={`${rowAction} text-ocean-800 hover:bg-ocean-50`}
                >
                  {t('adminOrders.view')} <span className="sr-only">{t('adminOrders.orderSr', { number: short })}</span>
                </RowButton>
                <RowButton
                  item={order}
                  onAct={onDelete}
                  disabled={isDeleting}
                  className={`${rowAction} text-rose-700 hover:bg-rose-50`}
                >
                  {t(isDeleting ? 'adminOrders.deleting' : 'adminOrders.delete')} <span className="sr-only">{t('adminOrders.orderSr', { number: short })}</span>
                </RowButton>
              </div>
            </td>
          </tr>
        );
      })}
    </ListTable>
  );
}
