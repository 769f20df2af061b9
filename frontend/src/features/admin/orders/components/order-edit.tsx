// The editable part of the order detail (spec section 5, "Order edit"): the
// customer's contact and address, notes, the lines (quantity, unit price,
// remove) and the delivery fee, with the totals worked out as the admin types
// (subtotal = Σ price × quantity, total = subtotal + delivery fee). "Save
// Changes" sends them; the server's answer then fills the form. A refusal
// keeps everything the admin typed and says what is wrong, field by field.
// It starts from the order as the server last sent it; the parent keys it
// by order number.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';

import { useUpdateOrderMutation } from '@/api/admin-orders';
import { serverFieldsOf, type Order } from '@/api/orders';
import { useGetAtollsQuery } from '@/api/settings';
import { ImagePlaceholderIcon } from '@/features/admin/components/admin-icons';
import {
  Field,
  inputClass,
  invalidProps,
  primaryButtonClass,
  secondaryButtonClass,
} from '@/features/admin/ui/form-controls';
import { variantText } from '@/features/admin/orders/order-display';
import {
  EDIT_LIMITS,
  editValuesOf,
  formPathOf,
  liveTotals,
  MAX_QUANTITY,
  orderEditOf,
  orderEditSchema,
  type OrderEditOutput,
  type OrderEditValues,
} from '@/features/admin/orders/order-edit-form';
import { failureMessage } from '@/features/admin/orders/order-messages';
import { Notice } from '@/features/admin/ui/notice';
import { srcSetFor } from '@/lib/image';
import { formatMoney } from '@/lib/money';

const SAVE_FAILED = 'Could not save the changes. Please try again.';

type Outcome = { tone: 'success'; text: string } | { tone: 'error'; text: string; details: string[] } | null;

function moneyOrDash(mvr: number | null): string {
  return mvr === null ? '—' : formatMoney(mvr);
}

/** Options of a select: the known names, plus the order's own when it is not (or no longer) among them. */
function withCurrent(names: readonly string[], current: string): string[] {
  return current !== '' && !names.includes(current) ? [current, ...names] : [...names];
}

export function OrderEdit({ order }: { order: Order }) {
  const formId = useId();
  const [update, { isLoading: saving }] = useUpdateOrderMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { data: atolls = [] } = useGetAtollsQuery();

  const form = useForm<OrderEditValues, unknown, OrderEditOutput>({
    resolver: zodResolver(orderEditSchema),
    defaultValues: editValuesOf(order),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const {
    register,
    control,
    setValue,
    setError,
    reset,
    formState: { errors, isDirty, isSubmitted },
  } = form;
  const { fields, remove } = useFieldArray({ control, name: 'items' });
  const items = useWatch({ control, name: 'items' });
  const deliveryFee = useWatch({ control, name: 'deliveryFee' });
  const atoll = useWatch({ control, name: 'customer.address.atoll' });
  const island = useWatch({ control, name: 'customer.address.island' });
  const totals = liveTotals(items, deliveryFee);

  const lineOf = new Map(order.items.map((item) => [item.id, item]));
  const atollNames = withCurrent(
    atolls.map((entry) => entry.name),
    atoll,
  );
  const storedIslands =
    atoll === order.customer.address.atoll ? [order.customer.address.island] : ([] as string[]);
  const islandNames = withCurrent(
    atolls.find((entry) => entry.name === atoll)?.islands ?? storedIslands,
    island,
  );

  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    const result = await update({ orderNumber: order.order_number, edit: orderEditOf(values) });
    if (result.error === undefined) {
      reset(editValuesOf(result.data));
      setOutcome({ tone: 'success', text: 'Changes saved.' });
      return;
    }
    const details: string[] = [];
    for (const [path, message] of Object.entries(serverFieldsOf(result.error))) {
      const field = formPathOf(path);
      if (field === null) {
        details.push(message);
      } else {
        setError(field as FieldPath<OrderEditValues>, { type: 'server', message });
      }
    }
    setOutcome({ tone: 'error', text: failureMessage(result.error, SAVE_FAILED), details });
  });

  const itemsError = errors.items?.message ?? errors.items?.root?.message;
  const id = (name: string) => `${formId}-${name}`;

  return (
    <form
      noValidate
      aria-label="Edit order"
      onSubmit={(event) => {
        void onSubmit(event);
      }}
      className="space-y-5"
    >
      <section aria-labelledby={id('customer')} className="rounded-2xl border border-ink-200 p-4 sm:p-5">
        <h3 id={id('customer')} className="text-base font-semibold text-ink-900">
          Customer
        </h3>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <Field id={id('name')} label="Name" error={errors.customer?.name?.message} className="sm:col-span-2">
            <input
              id={id('name')}
              type="text"
              autoComplete="off"
              maxLength={EDIT_LIMITS.name}
              className={inputClass}
              {...invalidProps(id('name'), errors.customer?.name?.message)}
              {...register('customer.name')}
            />
          </Field>
          <Field id={id('phone')} label="Phone" error={errors.customer?.phone?.message}>
            <input
              id={id('phone')}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              className={inputClass}
              {...invalidProps(id('phone'), errors.customer?.phone?.message)}
              {...register('customer.phone')}
            />
          </Field>
          <Field id={id('email')} label="Email" optional error={errors.customer?.email?.message}>
            <input
              id={id('email')}
              type="email"
              autoComplete="off"
              maxLength={EDIT_LIMITS.email}
              className={inputClass}
              {...invalidProps(id('email'), errors.customer?.email?.message)}
              {...register('customer.email')}
            />
          </Field>
          <Field id={id('atoll')} label="Atoll" error={errors.customer?.address?.atoll?.message}>
            <select
              id={id('atoll')}
              className={inputClass}
              {...invalidProps(id('atoll'), errors.customer?.address?.atoll?.message)}
              {...register('customer.address.atoll', {
                onChange: () => {
                  // Islands belong to their atoll: another atoll starts over.
                  setValue('customer.address.island', '', { shouldDirty: true, shouldValidate: isSubmitted });
                },
              })}
            >
              <option value="">Select an atoll</option>
              {atollNames.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </Field>
          <Field id={id('island')} label="Island" error={errors.customer?.address?.island?.message}>
            <select
              id={id('island')}
              className={inputClass}
              {...invalidProps(id('island'), errors.customer?.address?.island?.message)}
              {...register('customer.address.island')}
            >
              <option value="">Select an island</option>
              {islandNames.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </Field>
          <Field
            id={id('street')}
            label="Street address"
            error={errors.customer?.address?.street?.message}
            className="sm:col-span-2"
          >
            <input
              id={id('street')}
              type="text"
              autoComplete="off"
              maxLength={EDIT_LIMITS.street}
              className={inputClass}
              {...invalidProps(id('street'), errors.customer?.address?.street?.message)}
              {...register('customer.address.street')}
            />
          </Field>
          <Field
            id={id('directions')}
            label="Directions"
            optional
            error={errors.customer?.address?.directions?.message}
            className="sm:col-span-2"
          >
            <input
              id={id('directions')}
              type="text"
              autoComplete="off"
              maxLength={EDIT_LIMITS.directions}
              className={inputClass}
              {...invalidProps(id('directions'), errors.customer?.address?.directions?.message)}
              {...register('customer.address.directions')}
            />
          </Field>
          <Field id={id('notes')} label="Notes" optional error={errors.notes?.message} className="sm:col-span-2">
            <textarea
              id={id('notes')}
              rows={3}
              maxLength={EDIT_LIMITS.notes}
              className={`${inputClass} h-auto py-2.5`}
              {...invalidProps(id('notes'), errors.notes?.message)}
              {...register('notes')}
            />
          </Field>
        </div>
      </section>

      <section aria-labelledby={id('items')} className="rounded-2xl border border-ink-200 p-4 sm:p-5">
        <h3 id={id('items')} className="text-base font-semibold text-ink-900">
          Items
        </h3>
        {itemsError === undefined ? null : (
          <p role="alert" className="mt-2 text-sm font-medium text-rose-700">
            {itemsError}
          </p>
        )}
        <ul className="mt-2 divide-y divide-ink-200">
          {fields.map((field, index) => {
            const line = lineOf.get(field.lineId);
            const title = line?.title ?? field.lineId;
            const variant = line === undefined ? '' : variantText(line);
            const named = variant === '' ? title : `${title} (${variant})`;
            const quantityError = errors.items?.[index]?.quantity?.message;
            const priceError = errors.items?.[index]?.price?.message;
            const quantityId = id(`quantity-${String(index)}`);
            const priceId = id(`price-${String(index)}`);
            return (
              <li key={field.id} data-testid="order-line" className="py-4 first:pt-2 last:pb-1">
                <div className="flex gap-3">
                  {line !== undefined && line.image !== '' ? (
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
                  )}
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-ink-900">{title}</p>
                    <p className="text-xs text-ink-600">
                      {variant === '' ? null : <span>{variant}</span>}
                      {variant !== '' && line?.sku ? ' · ' : null}
                      {line?.sku ? <span>SKU {line.sku}</span> : null}
                    </p>
                    <div className="mt-3 grid grid-cols-[4.5rem_minmax(0,1fr)] gap-3 sm:grid-cols-[6rem_9rem_minmax(0,1fr)] sm:items-start">
                      <div>
                        <label htmlFor={quantityId} className="block text-xs font-medium whitespace-nowrap text-ink-700">
                          Qty{' '}
                          <span className="sr-only">of {named}</span>
                        </label>
                        <input
                          id={quantityId}
                          type="number"
                          inputMode="numeric"
                          min={1}
                          max={MAX_QUANTITY}
                          step={1}
                          className={`${inputClass} mt-1`}
                          {...invalidProps(quantityId, quantityError)}
                          {...register(`items.${index}.quantity`)}
                        />
                      </div>
                      <div>
                        <label htmlFor={priceId} className="block text-xs font-medium whitespace-nowrap text-ink-700">
                          Unit price (MVR){' '}
                          <span className="sr-only">of {named}</span>
                        </label>
                        <input
                          id={priceId}
                          type="text"
                          inputMode="decimal"
                          autoComplete="off"
                          className={`${inputClass} mt-1`}
                          {...invalidProps(priceId, priceError)}
                          {...register(`items.${index}.price`)}
                        />
                      </div>
                      <div className="col-span-2 flex items-center justify-between gap-3 sm:col-span-1 sm:mt-5 sm:justify-end">
                        <p className="text-sm text-ink-700">
                          <span className="sr-only">Line total of {named}: </span>
                          <span className="font-semibold text-ink-900 tabular-nums" data-testid="line-total">
                            {moneyOrDash(totals.lines[index] ?? null)}
                          </span>
                        </p>
                        <button
                          type="button"
                          onClick={() => {
                            remove(index);
                          }}
                          className="inline-flex h-11 items-center rounded-full px-3 text-sm font-semibold text-rose-700 hover:bg-rose-50"
                        >
                          Remove{' '}
                          <span className="sr-only">{named}</span>
                        </button>
                      </div>
                    </div>
                    {quantityError === undefined ? null : (
                      <p id={`${quantityId}-error`} className="mt-1 text-sm font-medium text-rose-700">
                        {quantityError}
                      </p>
                    )}
                    {priceError === undefined ? null : (
                      <p id={`${priceId}-error`} className="mt-1 text-sm font-medium text-rose-700">
                        {priceError}
                      </p>
                    )}
                  </div>
                </div>
              </li>
            );
          })}
        </ul>

        <dl className="mt-3 space-y-2 border-t border-ink-200 pt-4 text-sm">
          <div className="flex items-center justify-between gap-4">
            <dt className="text-ink-700">Subtotal</dt>
            <dd className="font-medium text-ink-900 tabular-nums" data-testid="detail-subtotal">
              {moneyOrDash(totals.subtotal)}
            </dd>
          </div>
          <div className="flex items-center justify-between gap-4">
            <dt>
              <label htmlFor={id('delivery-fee')} className="text-ink-700">
                Delivery (MVR)
              </label>
            </dt>
            <dd className="w-32">
              <input
                id={id('delivery-fee')}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                className={`${inputClass} mt-0 text-right`}
                {...invalidProps(id('delivery-fee'), errors.deliveryFee?.message)}
                {...register('deliveryFee')}
              />
            </dd>
          </div>
          {errors.deliveryFee?.message === undefined ? null : (
            <p id={`${id('delivery-fee')}-error`} className="text-right text-sm font-medium text-rose-700">
              {errors.deliveryFee.message}
            </p>
          )}
          <div className="flex items-center justify-between gap-4 border-t border-ink-200 pt-2 text-base">
            <dt className="font-semibold text-ink-900">Total</dt>
            <dd className="font-semibold text-ink-900 tabular-nums" data-testid="detail-total">
              {moneyOrDash(totals.total)}
            </dd>
          </div>
        </dl>
      </section>

      {outcome === null ? null : outcome.tone === 'success' ? (
        <Notice
          tone="success"
          onDismiss={() => {
            setOutcome(null);
          }}
        >
          {outcome.text}
        </Notice>
      ) : (
        <Notice tone="error">
          <p>{outcome.text}</p>
          {outcome.details.length > 0 ? (
            <ul className="mt-1 list-disc pl-5">
              {outcome.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          ) : null}
        </Notice>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          disabled={!isDirty || saving}
          onClick={() => {
            reset(editValuesOf(order));
            setOutcome(null);
          }}
          className={secondaryButtonClass}
        >
          Discard changes
        </button>
        <button type="submit" disabled={saving} className={primaryButtonClass}>
          {saving ? 'Saving...' : 'Save Changes'}
        </button>
      </div>
    </form>
  );
}
