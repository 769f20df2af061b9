// The order edit's lines (quantity, unit price, remove) and totals, worked
// out as the admin types: subtotal = Σ price × quantity, total = subtotal +
// delivery fee (spec section 5, "Order edit").
import type { UseFieldArrayReturn, UseFormReturn } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';

import type { Order } from '@/api/orders';
import { ImagePlaceholderIcon } from '@/ui/icons';
import { variantText } from '@/features/admin/ui/order-display';
import {
  MAX_QUANTITY,
  type OrderEditOutput,
  type OrderEditValues,
  type liveTotals,
} from '@/features/admin/orders/order-edit-form';
import { inputClass, RemoveButton } from '@/features/admin/ui/form-controls';
import { errorId, invalidProps, messageAt } from '@/ui/field';
import { srcSetFor } from '@/lib/image';
import { formatMoney } from '@/lib/money';
import { useT } from '@/i18n/use-t';

type OrderForm = UseFormReturn<OrderEditValues, unknown, OrderEditOutput>;
type Totals = ReturnType<typeof liveTotals>;
type Line = Order['items'][number];

/** An amount, or the catalogue's dash while a price typed cannot be read. */
function useMoneyOrDash(): (mvr: number | null) => string {
  const t = useT();
  return (mvr) => (mvr === null ? t('admin.noValue') : formatMoney(mvr));
}

function LineImage({ line }: { line: Line | undefined }) {
  return line !== undefined && line.image !== '' ? (
    <img
      src={line.image}
      srcSet={srcSetFor(line.image)}
      sizes="64px"
      alt=""
      loading="lazy"
      className="h-16 w-16 shrink-0 rounded-lg border border-ink-200 bg-sand-100 object-cover"
    />
  ) : (
    <span className="flex h-16 w-16 shrink-0 items-center justify-center rounded-lg border border-ink-200 bg-sand-100 text-ink-500">
      <ImagePlaceholderIcon className="h-6 w-6" />
    </span>
  );
}

type LineInputProps = {
  form: OrderForm;
  name: `items.${number}.quantity` | `items.${number}.price`;
  id: string;
  label: string;
  /** The line, for screen readers: "Qty of Abaya (M · Navy)". */
  named: string;
  numeric: boolean;
};

/** A small labelled input of a line; its error shows under the line. */
function LineInput({ form, name, id, label, named, numeric }: LineInputProps) {
  const t = useT();
  const error = messageAt(form.formState.errors, name);
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-medium whitespace-nowrap text-ink-700">
        {label} <span className="sr-only">{t('adminOrders.ofLine', { line: named })}</span>
      </label>
      <input
        id={id}
        {...(numeric
          ? { type: 'number', inputMode: 'numeric', min: 1, max: MAX_QUANTITY, step: 1 }
          : { type: 'text', inputMode: 'decimal', autoComplete: 'off' })}
        className={`${inputClass} mt-1`}
        {...invalidProps(id, error)}
        {...form.register(name)}
      />
    </div>
  );
}

function LineError({ form, name, id }: { form: OrderForm; name: LineInputProps['name']; id: string }) {
  const error = messageAt(form.formState.errors, name);
  return error === undefined ? null : (
    <p id={errorId(id)} className="mt-1 text-sm font-medium text-rose-700">
      {error}
    </p>
  );
}

type OrderLineProps = {
  form: OrderForm;
  index: number;
  line: Line | undefined;
  title: string;
  lineTotal: number | null;
  id: (name: string) => string;
  onRemove: () => void;
};

function OrderLine({ form, index, line, title, lineTotal, id, onRemove }: OrderLineProps) {
  const t = useT();
  const moneyOrDash = useMoneyOrDash();
  const variant = line === undefined ? '' : variantText(line);
  const shown = variant === '' ? null : <span>{variant}</span>;
  const sku = line?.sku ? <bdi dir="ltr">{t('adminOrders.sku', { sku: line.sku })}</bdi> : null;
  const named = variant === '' ? title : `${title} (${variant})`;
  const quantity = { name: `items.${index}.quantity`, id: id(`quantity-${String(index)}`) } as const;
  const price = { name: `items.${index}.price`, id: id(`price-${String(index)}`) } as const;
  return (
    <li data-testid="order-line" className="py-4 first:pt-2 last:pb-1">
      <div className="flex gap-3">
        <LineImage line={line} />
        <div className="min-w-0 flex-1">
          <p className="font-medium text-ink-900">{title}</p>
          <p className="text-xs text-ink-600">
            {shown !== null && sku !== null ? (
              <FormattedMessage id="adminOrders.variantSku" values={{ variant: shown, sku }} />
            ) : (
              (shown ?? sku)
            )}
          </p>
          <div className="mt-3 grid grid-cols-[4.5rem_minmax(0,1fr)] gap-3 sm:grid-cols-[6rem_9rem_minmax(0,1fr)] sm:items-start">
            <LineInput form={form} {...quantity} label={t('adminOrders.qty')} named={named} numeric />
            <LineInput form={form} {...price} label={t('adminOrders.unitPrice')} named={named} numeric={false} />
            <div className="col-span-2 flex items-center justify-between gap-3 sm:col-span-1 sm:mt-5 sm:justify-end">
              <p className="text-sm text-ink-700">
                <span className="sr-only">{t('adminOrders.lineTotalOf', { line: named })} </span>
                <span className="font-semibold text-ink-900 tabular-nums" data-testid="line-total">
                  <bdi dir="ltr">{moneyOrDash(lineTotal)}</bdi>
                </span>
              </p>
              <RemoveButton named={named} onClick={onRemove} className="inline-flex h-11 items-center">
                {t('adminOrders.remove')}
              </RemoveButton>
            </div>
          </div>
          <LineError form={form} {...quantity} />
          <LineError form={form} {...price} />
        </div>
      </div>
    </li>
  );
}

type AmountRowProps = {
  label: string;
  amount: Totals['total'];
  testId: string;
  /** The grand total: ruled off above, in bold. */
  grand?: boolean;
};

function AmountRow({ label, amount, testId, grand = false }: AmountRowProps) {
  const moneyOrDash = useMoneyOrDash();
  return (
    <div className={`flex items-center justify-between gap-4${grand ? ' border-t border-ink-200 pt-2 text-base' : ''}`}>
      <dt className={grand ? 'font-semibold text-ink-900' : 'text-ink-700'}>{label}</dt>
      <dd className={`${grand ? 'font-semibold' : 'font-medium'} text-ink-900 tabular-nums`} data-testid={testId}>
        <bdi dir="ltr">{moneyOrDash(amount)}</bdi>
      </dd>
    </div>
  );
}

function OrderTotals({ form, totals, feeId, code }: { form: OrderForm; totals: Totals; feeId: string; code: string }) {
  const t = useT();
  const feeError = form.formState.errors.deliveryFee?.message;
  return (
    <dl className="mt-3 space-y-2 border-t border-ink-200 pt-4 text-sm">
      <AmountRow label={t('adminOrders.subtotal')} amount={totals.subtotal} testId="detail-subtotal" />
      {code === '' ? null : (
       <AmountRow label={t('adminOrders.discount', { code })} amount={-totals.discount} testId="detail-discount" />
      )}
      <div className="flex items-center justify-between gap-4">
        <dt>
          <label htmlFor={feeId} className="text-ink-700">
            {t('adminOrders.delivery')}
          </label>
        </dt>
        <dd className="w-32">
          <input
            id={feeId}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            className={`${inputClass} mt-0 text-end`}
            {...invalidProps(feeId, feeError)}
            {...form.register('deliveryFee')}
          />
        </dd>
      </div>
      {feeError === undefined ? null : (
        <p id={errorId(feeId)} className="text-end text-sm font-medium text-rose-700">
          {feeError}
        </p>
      )}
      <AmountRow label={t('adminOrders.total')} amount={totals.total} testId="detail-total" grand />
    </dl>
  );
}

type OrderLinesProps = {
  form: OrderForm;
  order: Order;
  lines: Pick<UseFieldArrayReturn<OrderEditValues, 'items'>, 'fields' | 'remove'>;
  totals: Totals;
  id: (name: string) => string;
};

export function OrderLines({ form, order, lines, totals, id }: OrderLinesProps) {
  const t = useT();
  const errors = form.formState.errors;
  const itemsError = errors.items?.message ?? errors.items?.root?.message;
  const lineOf = new Map(order.items.map((item) => [item.id, item]));
  return (
    <section aria-labelledby={id('items')} className="rounded-2xl border border-ink-200 p-4 sm:p-5">
      <h3 id={id('items')} className="text-base font-semibold text-ink-900">
        {t('adminOrders.items')}
      </h3>
      {itemsError === undefined ? null : (
        <p role="alert" className="mt-2 text-sm font-medium text-rose-700">
          {itemsError}
        </p>
      )}
      <ul className="mt-2 divide-y divide-ink-200">
        {lines.fields.map((field, index) => {
          const line = lineOf.get(field.lineId);
          return (
            <OrderLine
              key={field.id}
              form={form}
              index={index}
              line={line}
              title={line?.title ?? field.lineId}
              lineTotal={totals.lines[index] ?? null}
              id={id}
              onRemove={() => {
                lines.remove(index);
              }}
            />
          );
        })}
      </ul>
      <OrderTotals form={form} totals={totals} feeId={id('delivery-fee')} code={order.discount_code ?? ''} />
    </section>
  );
}
