// The order edit's customer: name, phone, email, the address (an island
// belongs to its atoll: choosing another atoll starts the island over) and
// the order's notes.
import type { UseFormReturn } from 'react-hook-form';

import { EDIT_LIMITS, type OrderEditOutput, type OrderEditValues } from '@/features/admin/orders/order-edit-form';
import { InputField, inputClass } from '@/features/admin/ui/form-controls';
import { FormField } from '@/ui/field';

type OrderForm = UseFormReturn<OrderEditValues, unknown, OrderEditOutput>;

type CustomerFieldsProps = {
  form: OrderForm;
  /** Makes the ids of the inputs unique on the page. */
  id: (name: string) => string;
  atollNames: readonly string[];
  islandNames: readonly string[];
};

function NameOptions({ placeholder, names }: { placeholder: string; names: readonly string[] }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {names.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </>
  );
}

export function OrderCustomerFields({ form, id, atollNames, islandNames }: CustomerFieldsProps) {
  const onAtollChange = () => {
    form.setValue('customer.address.island', '', { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };
  return (
    <section aria-labelledby={id('customer')} className="rounded-2xl border border-ink-200 p-4 sm:p-5">
      <h3 id={id('customer')} className="text-base font-semibold text-ink-900">
        Customer
      </h3>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <InputField
          form={form}
          name="customer.name"
          id={id('name')}
          label="Name"
          className="sm:col-span-2"
          autoComplete="off"
          maxLength={EDIT_LIMITS.name}
        />
        <InputField form={form} name="customer.phone" id={id('phone')} label="Phone" type="tel" inputMode="tel" autoComplete="off" />
        <InputField
          form={form}
          name="customer.email"
          id={id('email')}
          label="Email"
          optional
          type="email"
          autoComplete="off"
          maxLength={EDIT_LIMITS.email}
        />
        <FormField look="admin"
          form={form}
          name="customer.address.atoll"
          id={id('atoll')}
          label="Atoll"
          options={{ onChange: onAtollChange }}
        >
          {(control) => (
            <select className={inputClass} {...control}>
              <NameOptions placeholder="Select an atoll" names={atollNames} />
            </select>
          )}
        </FormField>
        <FormField look="admin" form={form} name="customer.address.island" id={id('island')} label="Island">
          {(control) => (
            <select className={inputClass} {...control}>
              <NameOptions placeholder="Select an island" names={islandNames} />
            </select>
          )}
        </FormField>
        <InputField
          form={form}
          name="customer.address.street"
          id={id('street')}
          label="Street address"
          className="sm:col-span-2"
          autoComplete="off"
          maxLength={EDIT_LIMITS.street}
        />
        <InputField
          form={form}
          name="customer.address.directions"
          id={id('directions')}
          label="Directions"
          optional
          className="sm:col-span-2"
          autoComplete="off"
          maxLength={EDIT_LIMITS.directions}
        />
        <FormField look="admin" form={form} name="notes" id={id('notes')} label="Notes" optional className="sm:col-span-2">
          {(control) => (
            <textarea rows={3} maxLength={EDIT_LIMITS.notes} className={`${inputClass} h-auto py-2.5`} {...control} />
          )}
        </FormField>
      </div>
    </section>
  );
}
