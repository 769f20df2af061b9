// The settings of running the shop besides delivery (delivery-settings.tsx):
// the bank account for transfers, the footer's links and map, when stock
// counts as low, how much one customer may order online and when an
// unconfirmed cash-on-delivery order is let go.
import { FormSection, NumberSetting, TextSetting, type SettingsForm } from '@/features/admin/settings/form-field';
import { CANCEL_DAYS, LOW_STOCK, ORDER_UNITS } from '@/features/admin/settings/settings-form';
import { useT } from '@/i18n/use-t';

export function BankSettings({ form }: { form: SettingsForm }) {
  const t = useT();
  return (
    <FormSection legend={t('adminSettings.bank')} description={t('adminSettings.bankIntro')}>
      <TextSetting form={form} path="bank.bankName" label={t('adminSettings.bankName')} />
      <TextSetting form={form} path="bank.accountName" label={t('adminSettings.accountName')} />
      <TextSetting form={form} path="bank.accountNumber" label={t('adminSettings.accountNumber')} inputMode="numeric" />
      <TextSetting form={form} path="bank.branch" label={t('adminSettings.branch')} optional />
      <TextSetting form={form} path="bank.referenceHelp" label={t('adminSettings.referenceHelp')} wide rows={2} />
    </FormSection>
  );
}

export function FooterSettings({ form }: { form: SettingsForm }) {
  const t = useT();
  return (
    <FormSection legend={t('adminSettings.footer')}>
      <TextSetting form={form} path="footer.shortDescription" label={t('adminSettings.shortDescription')} wide rows={2} />
      <TextSetting form={form} path="footer.facebookUrl" label={t('adminSettings.facebookUrl')} optional type="url" />
      <TextSetting form={form} path="footer.instagramUrl" label={t('adminSettings.instagramUrl')} optional type="url" />
      <TextSetting form={form} path="footer.twitterUrl" label={t('adminSettings.twitterUrl')} optional type="url" />
      <TextSetting form={form} path="footer.directionsUrl" label={t('adminSettings.directionsUrl')} optional type="url" />
      <TextSetting
        form={form}
        path="footer.googleMapsUrl"
        label={t('adminSettings.mapUrl')}
        optional
        hint={t('adminSettings.mapHint', { noMap: t('site.footerNoMap') })}
        wide
        type="url"
      />
    </FormSection>
  );
}

export function StockSettings({ form }: { form: SettingsForm }) {
  const t = useT();
  return (
    <FormSection legend={t('adminSettings.stock')} description={t('adminSettings.stockIntro')}>
      <NumberSetting
        form={form}
        path="inventory.lowStockThreshold"
        label={t('adminSettings.lowStock')}
        hint={t('adminSettings.lowStockHint')}
        range={LOW_STOCK}
      />
      <NumberSetting
        form={form}
        path="orderLimits.maxUnitsPerLine"
        label={t('adminSettings.maxPerLine')}
        hint={t('adminSettings.maxPerLineHint')}
        range={ORDER_UNITS}
      />
      <NumberSetting form={form} path="orderLimits.maxUnitsPerOrder" label={t('adminSettings.maxPerOrder')} range={ORDER_UNITS} />
      <NumberSetting
        form={form}
        path="orderLimits.maxOpenUnitsPerPhone"
        label={t('adminSettings.maxPerPhone')}
        hint={t('adminSettings.maxPerPhoneHint')}
        range={ORDER_UNITS}
      />
      <NumberSetting
        form={form}
        path="orderLimits.cancelUnconfirmedCodAfterDays"
        label={t('adminSettings.cancelDays')}
        hint={t('adminSettings.cancelDaysHint')}
        range={CANCEL_DAYS}
      />
    </FormSection>
  );
}
