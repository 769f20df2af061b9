// "Shipping Details": contact, address (atoll, then one of its islands, or
// "My island is not listed" and the island typed; decision 184) and notes.
import { type UseFormReturn, useWatch } from 'react-hook-form';

import type { Atoll } from '@/api/settings';
import { UNLISTED_ISLAND, type CheckoutOutput, type CheckoutValues } from '@/features/checkout/checkout-form';
import { SelectField, TextField } from '@/ui/field';
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
  const island = useWatch({ control, name: 'address.island' });
  const islands = atolls.find((entry) => entry.name === atoll)?.islands ?? [];

  return (
    <Card headingId="shipping-heading" title="Shipping Details">
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <TextField
          id="checkout-name"
          label="Full name"
          error={errors.contact?.name?.message}
          className="sm:col-span-2"
          autoComplete="name"
          control={register('contact.name')}
        />
        <TextField
          id="checkout-phone"
          label="Phone"
          error={errors.contact?.phone?.message}
          hint="For delivery and to confirm your order by phone, SMS or WhatsApp."
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="7XXXXXX"
          control={register('contact.phone')}
        />
        <TextField
          id="checkout-email"
          label="Email"
          optional
          error={errors.contact?.email?.message}
          type="email"
          autoComplete="email"
          control={register('contact.email')}
        />
        <SelectField
          id="checkout-atoll"
          label="Atoll"
          error={errors.address?.atoll?.message}
          control={register('address.atoll', {
            onChange: () => {
              // The islands belong to the atoll: a new atoll starts over.
              setValue('address.island', '', { shouldValidate: isSubmitted });
            },
          })}
        >
          <option value="">Select an atoll</option>
          <Options choices={atolls.map((entry) => entry.name)} />
        </SelectField>
        <SelectField
          id="checkout-island"
          label="Island"
          error={errors.address?.island?.message}
          disabled={atoll === ''}
          control={register('address.island')}
        >
          <option value="">{atoll === '' ? 'Select an atoll first' : 'Select an island'}</option>
          <Options choices={islands} />
          {atoll === '' ? null : <option value={UNLISTED_ISLAND}>My island is not listed</option>}
        </SelectField>
        {island === UNLISTED_ISLAND ? (
          <TextField
            id="checkout-other-island"
            label="Your island"
            error={errors.address?.otherIsland?.message}
            className="sm:col-span-2"
            hint="We deliver at your atoll's fee and call you to confirm the island."
            control={register('address.otherIsland')}
          />
        ) : null}
        <TextField
          id="checkout-street"
          label="Street address"
          error={errors.address?.street?.message}
          className="sm:col-span-2"
          autoComplete="street-address"
          placeholder="House name, street"
          control={register('address.street')}
        />
        <TextField
          id="checkout-directions"
          label="Directions"
          optional
          error={errors.address?.directions?.message}
          className="sm:col-span-2"
          rows={2}
          placeholder="Landmarks, floor, how to find you"
          control={register('address.directions')}
        />
        <TextField
          id="checkout-notes"
          label="Order notes"
          optional
          error={errors.notes?.message}
          className="sm:col-span-2"
          rows={3}
          control={register('notes')}
        />
      </div>
    </Card>
  );
}
