// The order edit's customer: name, phone, email, the address (an island
// belongs to its atoll: choosing another atoll starts the island over) and
// the order's notes.
import type { FieldPath, UseFormReturn } from 'react-hook-form';

import { EDIT_LIMITS, type OrderEditOutput, type OrderEditValues } from '@/features/admin/orders/order-edit-form';
import { InputField, inputClass } from '@/features/admin/ui/form-controls';
import { FormField } from '@/ui/field';
import { Options } from '@/ui/options';
import { useT } from '@/i18n/use-t';

type OrderForm = UseFormReturn<OrderEditValues, unknown, OrderEditOutput>;

type CustomerFieldsProps = {
  form: OrderForm;
  /** Makes the ids of the inputs unique on the page. */
  id: (name: string) => string;
  atollNames: readonly string[];
  islandNames: readonly string[];
};

/** One text input of the customer: its id suffix, what it edits and how. */
type TextInput = {
  key: string;
  name: FieldPath<OrderEditValues>;
  /** An id of the catalogue. */
  label: string;
  /** Spans both columns on a wide screen. */
  wide?: boolean;
  optional?: boolean;
  type?: 'tel' | 'email';
  maxLength?: number;
};

const CONTACT_FIELDS: readonly TextInput[] = [
  { key: 'name', name: 'customer.name', label: 'adminOrders.name', wide: true, maxLength: EDIT_LIMITS.name },
  { key: 'phone', name: 'customer.phone', label: 'adminOrders.phone', type: 'tel' },
  { key: 'email', name: 'customer.email', label: 'adminOrders.email', optional: true, type: 'email', maxLength: EDIT_LIMITS.email },
];

const STREET_FIELDS: readonly TextInput[] = [
  { key: 'street', name: 'customer.address.street', label: 'adminOrders.street', wide: true, maxLength: EDIT_LIMITS.street },
  {
    key: 'directions',
    name: 'customer.address.directions',
    label: 'adminOrders.directions',
    wide: true,
    optional: true,
    maxLength: EDIT_LIMITS.directions,
  },
];

function TextInputs({ form, id, fields }: Pick<CustomerFieldsProps, 'form' | 'id'> & { fields: readonly TextInput[] }) {
  const t = useT();
  return (
    <>
      {fields.map(({ key, wide, label, ...field }) => (
        <InputField
          key={key}
          form={form}
          id={id(key)}
          className={wide === true ? 'sm:col-span-2' : undefined}
          inputMode={field.type === 'tel' ? 'tel' : undefined}
          autoComplete="off"
          label={t(label)}
          {...field}
        />
      ))}
    </>
  );
}

function NameOptions({ placeholder, names }: { placeholder: string; names: readonly string[] }) {
  return (
    <>
      <option value="">{placeholder}</option>
      <Options choices={names} />
    </>
  );
}

export function OrderCustomerFields({ form, id, atollNames, islandNames }: CustomerFieldsProps) {
  const t = useT();
  const onAtollChange = () => {
    form.setValue('customer.address.island', '', { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };
  return (
    <section aria-labelledby={id('customer')} className="rounded-2xl border border-ink-200 p-4 sm:p-5">
      <h3 id={id('customer')} className="text-base font-semibold text-ink-900">
        {t('adminOrders.customerHeading')}
      </h3>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <TextInputs form={form} id={id} fields={CONTACT_FIELDS} />
        <FormField look="admin"
          form={form}
          name="customer.address.atoll"
          id={id('atoll')}
          label={t('adminOrders.atoll')}
          options={{ onChange: onAtollChange }}
        >
          {(control) => (
            <select className={inputClass} {...control}>
              <NameOptions placeholder={t('adminOrders.selectAtoll')} names={atollNames} />
            </select>
          )}
        </FormField>
        <FormField look="admin" form={form} name="customer.address.island" id={id('island')} label={t('adminOrders.island')}>
          {(control) => (
            <select className={inputClass} {...control}>
              <NameOptions placeholder={t('adminOrders.selectIsland')} names={islandNames} />
            </select>
          )}
        </FormField>
        <TextInputs form={form} id={id} fields={STREET_FIELDS} />
        <FormField look="admin" form={form} name="notes" id={id('notes')} label={t('adminOrders.notes')} optional className="sm:col-span-2">
          {(control) => (
            <textarea rows={3} maxLength={EDIT_LIMITS.notes} className={`${inputClass} h-auto py-2.5`} {...control} />
          )}
        </FormField>
      </div>
    </section>
  );
}
