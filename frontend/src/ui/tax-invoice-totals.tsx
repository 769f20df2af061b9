// The GST lines of a tax invoice (decision 209): the totals before and after
// GST and the GST itself, at the rate the order was placed under. Shown on
// the customer's slip and in the admin's order; nothing for an order placed
// while the shop was not GST-registered.
import type { Order } from '@/api/orders';
import { formatMoney } from '@/lib/money';
import { useKitT } from '@/i18n/use-kit-t';

export type TaxInvoice = NonNullable<Order['tax_invoice']>;

/** "8%" or "6.5%". */
export function gstRateText(invoice: TaxInvoice): string {
  return `${String(invoice.rate_percent)}%`;
}

type TaxInvoiceTotalsProps = {
  invoice: TaxInvoice;
  className: string;
};

export function TaxInvoiceTotals({ invoice, className }: TaxInvoiceTotalsProps) {
  const t = useKitT();
  return (
    <dl className={className} data-testid="tax-invoice-totals">
      <div className="flex justify-between gap-4">
        <dt className="text-ink-600">{t('ui.totalBeforeGst')}</dt>
        <dd className="tabular-nums" data-testid="total-before-gst">
          {formatMoney(invoice.total_before_gst)}
        </dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-ink-600">
          {t('ui.gst', { rate: gstRateText(invoice), included: invoice.prices_include_gst ? 'yes' : 'no' })}
        </dt>
        <dd className="tabular-nums" data-testid="gst-amount">
          {formatMoney(invoice.gst)}
        </dd>
      </div>
      <div className="flex justify-between gap-4 font-semibold">
        <dt>{t('ui.totalAfterGst')}</dt>
        <dd className="tabular-nums" data-testid="total-after-gst">
          {formatMoney(invoice.total_after_gst)}
        </dd>
      </div>
    </dl>
  );
}
