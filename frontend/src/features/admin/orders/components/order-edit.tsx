// The editable part of the order detail (spec section 5, "Order edit"): the
// customer's contact and address, notes, the lines (quantity, unit price,
// remove) and the delivery fee, with the totals worked out as the admin types.
// "Save Changes" sends them; the server's answer then fills the form. A
// refusal keeps everything the admin typed and says what is wrong, field by
// field. It starts from the order as the server last sent it; the parent
// keys it by order number.
import { useId } from 'react';

import type { Order } from '@/api/orders';
import { OrderCustomerFields } from '@/features/admin/orders/components/order-customer-fields';
import { OrderLines } from '@/features/admin/orders/components/order-lines';
import { useOrderEdit } from '@/features/admin/orders/hooks/use-order-edit';
import { FailureNotice } from '@/features/admin/ui/failure-notice';
import { BusyButton, primaryButtonClass, secondaryButtonClass } from '@/features/admin/ui/form-controls';
import { Notice } from '@/ui/notice';
import { useT } from '@/i18n/use-t';

export function OrderEdit({ order }: { order: Order }) {
  const t = useT();
  const formId = useId();
  const edit = useOrderEdit(order);
  const { outcome } = edit;
  const id = (name: string) => `${formId}-${name}`;

  return (
    <form
      noValidate
      aria-label={t('adminOrders.editOrder')}
      onSubmit={(event) => {
        void edit.submit(event);
      }}
      className="space-y-5"
    >
      <OrderCustomerFields form={edit.form} id={id} atollNames={edit.atollNames} islandNames={edit.islandNames} />
      {order.customer.address.island_unlisted === true ? (
        <Notice tone="info">
          {t('adminOrders.islandTyped', { island: order.customer.address.island, atoll: order.customer.address.atoll })}
        </Notice>
      ) : null}
      <OrderLines form={edit.form} order={order} lines={edit.lines} totals={edit.totals} id={id} />

      {outcome === null ? null : outcome.tone === 'success' ? (
        <Notice tone="success" onDismiss={edit.clearOutcome}>
          {outcome.text}
        </Notice>
      ) : (
        <FailureNotice message={outcome.message} details={outcome.details} plain />
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          disabled={!edit.form.formState.isDirty || edit.saving}
          onClick={edit.discard}
          className={secondaryButtonClass}
        >
          {t('adminOrders.discard')}
        </button>
        <BusyButton busy={edit.saving} busyLabel={t('adminOrders.savingDots')} className={primaryButtonClass}>
          {t('adminOrders.saveChanges')}
        </BusyButton>
      </div>
    </form>
  );
}
