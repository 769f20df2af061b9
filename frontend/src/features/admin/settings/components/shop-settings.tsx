// The settings of running the shop besides delivery (delivery-settings.tsx):
// the bank account for transfers, the footer's links and map, when stock
// counts as low, how much one customer may order online and when an
// unconfirmed cash-on-delivery order is let go.
import { FormSection, NumberSetting, TextSetting, type SettingsForm } from '@/features/admin/settings/form-field';
import { CANCEL_DAYS, LOW_STOCK, ORDER_UNITS } from '@/features/admin/settings/settings-form';

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
      <NumberSetting
        form={form}
        path="orderLimits.cancelUnconfirmedCodAfterDays"
        label="Cancel unconfirmed cash-on-delivery orders after (days)"
        hint="0 = never. A cash-on-delivery order still pending and unpaid this long after it was placed is cancelled and its stock returned."
        range={CANCEL_DAYS}
      />
    </FormSection>
  );
}
