// The settings of running the shop: delivery fees (a flat fee and one per
// atoll of the geography), the bank account for transfers, the footer's
// links and map, and when stock counts as low.
import { useWatch } from 'react-hook-form';

import { FormSection, MVR_RANGE, NumberSetting, TextSetting, type SettingsForm } from '@/features/admin/settings/form-field';
import { LOW_STOCK, ORDER_UNITS } from '@/features/admin/settings/settings-form';

export function DeliverySettings({ form }: { form: SettingsForm }) {
  const atollFees = useWatch({ control: form.control, name: 'delivery.atollFees' });
  return (
    <FormSection
      legend="Delivery fees"
      description="In MVR. An atoll without a fee of its own pays the flat fee; with no flat fee, delivery there is free."
    >
      <NumberSetting
        form={form}
        path="delivery.flatFeeMvr"
        label="Flat fee (MVR)"
        hint="Also the delivery fee the cart shows."
        range={MVR_RANGE}
      />
      <fieldset className="min-w-0 sm:col-span-2">
        <legend className="text-sm font-semibold text-ink-800">Fee per atoll (MVR)</legend>
        {atollFees.length === 0 ? (
          <p className="mt-1 text-sm text-ink-600">Add atolls in Geography to set a fee for each.</p>
        ) : (
          <div className="mt-2 grid gap-x-4 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
            {atollFees.map(({ atoll }, index) => (
              <NumberSetting
                key={atoll}
                form={form}
                path={`delivery.atollFees.${index}.fee`}
                label={atoll}
                range={MVR_RANGE}
                placeholder="Flat fee"
              />
            ))}
          </div>
        )}
      </fieldset>
    </FormSection>
  );
}

export function BankSettings({ form }: { form: SettingsForm }) {
  return (
    <FormSection legend="Bank transfer" description="Shown at checkout when a customer pays by bank transfer.">
      <TextSetting form={form} path="bank.bankName" label="Bank name" />
      <TextSetting form={form} path="bank.accountName" label="Account name" />
      <TextSetting form={form} path="bank.accountNumber" label="Account number" inputMode="numeric" />
      <TextSetting form={form} path="bank.branch" label="Branch" optional />
      <TextSetting form={form} path="bank.referenceHelp" label="Instructions for the customer" wide rows={2} />
    </FormSection>
  );
}

export function FooterSettings({ form }: { form: SettingsForm }) {
  return (
    <FormSection legend="Footer, social links and map">
      <TextSetting form={form} path="footer.shortDescription" label="Short description" wide rows={2} />
      <TextSetting form={form} path="footer.facebookUrl" label="Facebook URL" optional type="url" />
      <TextSetting form={form} path="footer.instagramUrl" label="Instagram URL" optional type="url" />
      <TextSetting form={form} path="footer.twitterUrl" label="Twitter URL" optional type="url" />
      <TextSetting form={form} path="footer.directionsUrl" label="Get Directions link" optional type="url" />
      <TextSetting
        form={form}
        path="footer.googleMapsUrl"
        label="Map embed URL"
        optional
        hint='The "src" address of Google Maps’ Share › Embed a map. Empty shows "Map location not configured".'
        wide
        type="url"
      />
    </FormSection>
  );
}

export function StockSettings({ form }: { form: SettingsForm }) {
  return (
    <FormSection legend="Stock" description="Variants running low are listed on the dashboard; one customer takes only so much online.">
      <NumberSetting
        form={form}
        path="inventory.lowStockThreshold"
        label="Low-stock threshold"
        hint="A variant with this many or fewer left is low; an order taking it there sends a Telegram alert."
        range={LOW_STOCK}
      />
      <NumberSetting
        form={form}
        path="orderLimits.maxUnitsPerLine"
        label="Most of one item in an order"
        hint="A customer asking for more is told to message you on WhatsApp. Your own orders are not limited."
        range={ORDER_UNITS}
      />
      <NumberSetting form={form} path="orderLimits.maxUnitsPerOrder" label="Most items in one order" range={ORDER_UNITS} />
      <NumberSetting
        form={form}
        path="orderLimits.maxOpenUnitsPerPhone"
        label="Most items in one phone's unpaid orders"
        hint="Counted over orders not yet paid, delivered or cancelled."
        range={ORDER_UNITS}
      />
    </FormSection>
  );
}
