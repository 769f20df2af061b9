// "Shipping Details": contact, address (atoll, then one of its islands) and notes.
import { type UseFormReturn, useWatch } from 'react-hook-form';

import type { Atoll } from '@/api/settings';
import type { CheckoutOutput, CheckoutValues } from '@/features/checkout/checkout-form';
import { Field, inputClass, invalidProps } from '@/ui/field';
import { Options } from '@/ui/options';
import { Card } from '@/ui/card';

type ShippingDetailsProps = {
  form: UseFormReturn<CheckoutValues, unknown, CheckoutOutput>;
  atolls: readonly Atoll[];
};

export function ShippingDetails({ form, atolls }: ShippingDetailsProps) {
  const {
    register,
    setValue,
    control,
    formState: { errors, isSubmitted },
  } = form;
  const atoll = useWatch({ control, name: 'address.atoll' });
  const islands = atolls.find((entry) => entry.name === atoll)?.islands ?? [];

  return (
    <Card headingId="shipping-heading" title="Shipping Details">
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <Field id="checkout-name" label="Full name" error={errors.contact?.name?.message} className="sm:col-span-2">
          <input
            id="checkout-name"
            type="text"
            autoComplete="name"
            className={inputClass}
            {...invalidProps('checkout-name', errors.contact?.name?.message)}
            {...register('contact.name')}
          />
        </Field>
        <Field
          id="checkout-phone"
          label="Phone"
          error={errors.contact?.phone?.message}
          hint="For delivery and to confirm your order by phone, SMS or WhatsApp."
        >
          <input
            id="checkout-phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="7XXXXXX"
            className={inputClass}
            {...invalidProps('checkout-phone', errors.contact?.phone?.message)}
            {...register('contact.phone')}
          />
        </Field>
        <Field id="checkout-email" label="Email" optional error={errors.contact?.email?.message}>
          <input
            id="checkout-email"
            type="email"
            autoComplete="email"
            className={inputClass}
            {...invalidProps('checkout-email', errors.contact?.email?.message)}
            {...register('contact.email')}
          />
        </Field>
        <Field id="checkout-atoll" label="Atoll" error={errors.address?.atoll?.message}>
          <select
            id="checkout-atoll"
            className={inputClass}
            {...invalidProps('checkout-atoll', errors.address?.atoll?.message)}
            {...register('address.atoll', {
              onChange: () => {
                // The islands belong to the atoll: a new atoll starts over.
                setValue('address.island', '', { shouldValidate: isSubmitted });
              },
            })}
          >
            <option value="">Select an atoll</option>
            <Options choices={atolls.map((entry) => entry.name)} />
          </select>
        </Field>
        <Field id="checkout-island" label="Island" error={errors.address?.island?.message}>
          <select
            id="checkout-island"
            className={inputClass}
            disabled={atoll === ''}
            {...invalidProps('checkout-island', errors.address?.island?.message)}
            {...register('address.island')}
          >
            <option value="">{atoll === '' ? 'Select an atoll first' : 'Select an island'}</option>
            <Options choices={islands} />
          </select>
        </Field>
        <Field id="checkout-street" label="Street address" error={errors.address?.street?.message} className="sm:col-span-2">
          <input
            id="checkout-street"
            type="text"
            autoComplete="street-address"
            placeholder="House name, street"
            className={inputClass}
            {...invalidProps('checkout-street', errors.address?.street?.message)}
            {...register('address.street')}
          />
        </Field>
        <Field
          id="checkout-directions"
          label="Directions"
          optional
          error={errors.address?.directions?.message}
          className="sm:col-span-2"
        >
          <textarea
            id="checkout-directions"
            rows={2}
            placeholder="Landmarks, floor, how to find you"
            className={`${inputClass} h-auto py-2.5`}
            {...invalidProps('checkout-directions', errors.address?.directions?.message)}
            {...register('address.directions')}
          />
        </Field>
        <Field id="checkout-notes" label="Order notes" optional error={errors.notes?.message} className="sm:col-span-2">
          <textarea
            id="checkout-notes"
            rows={3}
            className={`${inputClass} h-auto py-2.5`}
            {...invalidProps('checkout-notes', errors.notes?.message)}
            {...register('notes')}
          />
        </Field>
      </div>
    </Card>
  );
}
