// The settings of invoices and of telling customers: the shop's GST
// registration (decision 209) and the message templates sent from an order
// by WhatsApp or SMS (decision 210).
import {
  CheckboxSetting,
  FormSection,
  NumberSetting,
  TextSetting,
  type SettingsForm,
} from '@/features/admin/settings/form-field';
import { GST_RATE } from '@/features/admin/settings/tax-and-messages-form';
import { MESSAGE_EVENT_LABELS, MESSAGE_EVENTS } from '@/lib/customer-message';

export function TaxSettings({ form }: { form: SettingsForm }) {
  return (
    <FormSection
      legend="GST and tax invoices"
      description="When registered, each new order is a tax invoice with your TIN and its GST; orders keep the rate they were placed under."
    >
      <CheckboxSetting form={form} path="tax.gstRegistered" label="GST registered with MIRA" />
      <TextSetting
        form={form}
        path="tax.tin"
        label="TIN"
        optional
        hint="As on MIRA's GST registration, for example 1000001GST501."
        autoComplete="off"
      />
      <NumberSetting form={form} path="tax.ratePercent" label="GST rate (%)" hint="8% on general goods since 2023." range={GST_RATE} />
      <CheckboxSetting
        form={form}
        path="tax.pricesIncludeGst"
        label="Prices include GST"
        hint="Untick to add GST to the total at checkout."
      />
    </FormSection>
  );
}

const PLACEHOLDER_HINT = 'You can use {name}, {order}, {total}, {tracking_link} and {shop}.';

export function MessageSettings({ form }: { form: SettingsForm }) {
  return (
    <FormSection
      legend="Customer messages"
      description={`Sent from an order with one tap, by WhatsApp or SMS. ${PLACEHOLDER_HINT}`}
    >
      {MESSAGE_EVENTS.map((event) => (
        <TextSetting key={event} form={form} path={`messages.${event}`} label={MESSAGE_EVENT_LABELS[event]} wide rows={3} />
      ))}
    </FormSection>
  );
}
