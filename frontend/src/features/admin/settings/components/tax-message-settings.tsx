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
import { useT } from '@/i18n/use-t';
import { MESSAGE_EVENTS } from '@/lib/customer-message';

export function TaxSettings({ form }: { form: SettingsForm }) {
  const t = useT();
  return (
    <FormSection
      legend={t('adminSettings.tax')}
      description={t('adminSettings.taxIntro')}
    >
      <CheckboxSetting form={form} path="tax.gstRegistered" label={t('adminSettings.gstRegistered')} />
      <TextSetting
        form={form}
        path="tax.tin"
        label={t('adminSettings.tin')}
        optional
        hint={t('adminSettings.tinHint')}
        autoComplete="off"
      />
      <NumberSetting form={form} path="tax.ratePercent" label={t('adminSettings.gstRate')} hint={t('adminSettings.gstRateHint')} range={GST_RATE} />
      <CheckboxSetting
        form={form}
        path="tax.pricesIncludeGst"
        label={t('adminSettings.pricesIncludeGst')}
        hint={t('adminSettings.pricesIncludeGstHint')}
      />
    </FormSection>
  );
}

/** The catalogue's id of each event's name. */
const EVENT_LABEL_IDS: Record<(typeof MESSAGE_EVENTS)[number], string> = {
  confirmed: 'adminOrders.eventConfirmed',
  shipped: 'adminOrders.eventShipped',
  delivered: 'adminOrders.eventDelivered',
  cancelled: 'adminOrders.eventCancelled',
  paymentReceived: 'adminOrders.eventPaymentReceived',
};

export function MessageSettings({ form }: { form: SettingsForm }) {
  const t = useT();
  return (
    <FormSection
      legend={t('adminSettings.customerMessages')}
      description={t('adminSettings.customerMessagesIntro')}
    >
      {MESSAGE_EVENTS.map((event) => (
        <TextSetting key={event} form={form} path={`messages.${event}`} label={t(EVENT_LABEL_IDS[event])} wide rows={3} />
      ))}
    </FormSection>
  );
}
