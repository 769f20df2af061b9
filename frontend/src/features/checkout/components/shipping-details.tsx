// "Shipping Details": contact, address (atoll, then one of its islands, or
// "My island is not listed" and the island typed; decision 184) and notes.
import { type UseFormReturn, useWatch } from 'react-hook-form';

import type { Atoll } from '@/api/settings';
import { UNLISTED_ISLAND, type CheckoutOutput, type CheckoutValues } from '@/features/checkout/checkout-form';
import { useT } from '@/i18n/use-t';
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
  const t = useT();
  const atoll = useWatch({ control, name: 'address.atoll' });
  const island = useWatch({ control, name: 'address.island' });
  const islands = atolls.find((entry) => entry.name === atoll)?.islands ?? [];

  return (
    <Card headingId="shipping-heading" title={t('checkout.shippingDetails')}>
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <TextField
          id="checkout-name"
          label={t('checkout.fullName')}
          error={errors.contact?.name?.message}
          className="sm:col-span-2"
          autoComplete="name"
          control={register('contact.name')}
        />
        <TextField
          id="checkout-phone"
          label={t('checkout.phone')}
          error={errors.contact?.phone?.message}
          hint={t('checkout.phoneHint')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={t('checkout.phonePlaceholder')}
          control={register('contact.phone')}
        />
        <TextField
          id="checkout-email"
          label={t('checkout.email')}
          optional
          error={errors.contact?.email?.message}
          type="email"
          autoComplete="email"
          control={register('contact.email')}
        />
        <SelectField
          id="checkout-atoll"
          label={t('checkout.atoll')}
          error={errors.address?.atoll?.message}
          control={register('address.atoll', {
            onChange: () => {
              // The islands belong to the atoll: a new atoll starts over.
              setValue('address.island', '', { shouldValidate: isSubmitted });
            },
          })}
        >
          <option value="">{t('checkout.selectAtoll')}</option>
          <Options choices={atolls.map((entry) => entry.name)} />
        </SelectField>
        <SelectField
          id="checkout-island"
          label={t('checkout.island')}
          error={errors.address?.island?.message}
          disabled={atoll === ''}
          control={register('address.island')}
        >
          <option value="">{t(atoll === '' ? 'checkout.selectAtollFirst' : 'checkout.selectIsland')}</option>
          <Options choices={islands} />
          {atoll === '' ? null : <option value={UNLISTED_ISLAND}>{t('checkout.islandNotListed')}</option>}
        </SelectField>
        {island === UNLISTED_ISLAND ? (
          <TextField
            id="checkout-other-island"
            label={t('checkout.yourIsland')}
            error={errors.address?.otherIsland?.message}
            className="sm:col-span-2"
            hint={t('checkout.yourIslandHint')}
            control={register('address.otherIsland')}
          />
        ) : null}
        <TextField
          id="checkout-street"
          label={t('checkout.street')}
          error={errors.address?.street?.message}
          className="sm:col-span-2"
          autoComplete="street-address"
          placeholder={t('checkout.streetPlaceholder')}
          control={register('address.street')}
        />
        <TextField
          id="checkout-directions"
          label={t('checkout.directions')}
          optional
          error={errors.address?.directions?.message}
          className="sm:col-span-2"
          rows={2}
          placeholder={t('checkout.directionsPlaceholder')}
          control={register('address.directions')}
        />
        <TextField
          id="checkout-notes"
          label={t('checkout.orderNotes')}
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
