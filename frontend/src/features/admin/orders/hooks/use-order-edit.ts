// The order edit's state: the form started from the order as the server last
// sent it, the totals worked out as the admin types, the atolls and islands
// to choose from, and the save, whose refusal puts the server's words on the
// fields they concern.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';

import { serverFieldsOf, type Order } from '@/api/orders';
import { useGetAtollsQuery } from '@/api/settings';
import { useUpdateOrderMutation } from '@/features/admin/orders/api/orders-api';
import {
  editValuesOf,
  formPathOf,
  liveTotals,
  orderEditOf,
  orderEditSchema,
  type OrderEditOutput,
  type OrderEditValues,
} from '@/features/admin/orders/order-edit-form';
import { errorMessage } from '@/api/error-message';
import type { Failure } from '@/features/admin/ui/failure-notice';
import { useUnsavedChanges } from '@/features/admin/ui/unsaved-changes';
import { useT } from '@/i18n/use-t';

export type Outcome = { tone: 'success'; text: string } | ({ tone: 'error' } & Failure) | null;

/** Options of a select: the known names, plus the order's own when it is not (or no longer) among them. */
function withCurrent(names: readonly string[], current: string): string[] {
  return current !== '' && !names.includes(current) ? [current, ...names] : [...names];
}

export function useOrderEdit(order: Order) {
  const t = useT();
  const [update, { isLoading: saving }] = useUpdateOrderMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { data: atolls = [] } = useGetAtollsQuery();

  const form = useForm<OrderEditValues, unknown, OrderEditOutput>({
    resolver: zodResolver(orderEditSchema),
    defaultValues: editValuesOf(order),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, setError, reset } = form;
  const { fields, remove } = useFieldArray({ control, name: 'items' });
  useUnsavedChanges(form.formState.isDirty);
  const items = useWatch({ control, name: 'items' });
  const deliveryFee = useWatch({ control, name: 'deliveryFee' });
  const atoll = useWatch({ control, name: 'customer.address.atoll' });
  const island = useWatch({ control, name: 'customer.address.island' });

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

  const submit = form.handleSubmit(async (values) => {
    setOutcome(null);
    const result = await update({ orderNumber: order.order_number, edit: orderEditOf(values) });
    if (result.error === undefined) {
      reset(editValuesOf(result.data));
      setOutcome({ tone: 'success', text: t('adminOrders.changesSaved') });
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
    setOutcome({ tone: 'error', message: errorMessage(result.error, t('adminOrders.saveFailed')), details });
  });

  const discard = () => {
    reset(editValuesOf(order));
    setOutcome(null);
  };

  return {
    form,
    lines: { fields, remove },
    totals: liveTotals(items, deliveryFee, order.discount ?? 0),
    atollNames,
    islandNames,
    saving,
    outcome,
    clearOutcome: () => {
      setOutcome(null);
    },
    submit,
    discard,
  };
}
