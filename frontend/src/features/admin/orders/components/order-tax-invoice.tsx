// A registered shop's order in the admin reads as a tax invoice (decision
// 209): the TIN and GST it was placed under, as the customer's slip shows.
import type { Order } from '@/api/orders';
import { TaxInvoiceTotals } from '@/ui/tax-invoice-totals';
import { useT } from '@/i18n/use-t';

export function OrderTaxInvoice({ order }: { order: Order }) {
  const t = useT();
  const invoice = order.tax_invoice;
  if (invoice === undefined) {
    return null;
  }
  return (
    <section aria-labelledby="tax-invoice-heading" className="rounded-xl border border-ink-200 p-4" data-testid="admin-tax-invoice">
      <h3 id="tax-invoice-heading" className="text-sm font-bold text-ink-900">
        {t('adminOrders.taxInvoice')}
      </h3>
      <p className="mt-1 text-sm text-ink-700">
        {t('adminOrders.tin')} <bdi dir="ltr" className="font-mono">{invoice.tin}</bdi>
      </p>
      <TaxInvoiceTotals invoice={invoice} className="mt-2 max-w-sm space-y-1 text-sm" />
    </section>
  );
}
