// The settings form (spec section 2 "Settings", sections 3, 4 and 5): every
// section of the settings object as a fieldset, checked with the server's
// rules before sending, saved whole with PUT /settings. A refused save keeps
// what was typed and shows the server's words on the fields they concern.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import type { AdminSettings } from '@/features/admin/api/admin-settings-api';
import { DeliverySettings } from '@/features/admin/settings/components/delivery-settings';
import { BankSettings, FooterSettings, StockSettings } from '@/features/admin/settings/components/shop-settings';
import {
  AnnouncementSettingsSection,
  BrandingSettings,
  ContactSettings,
  HeroSettings,
} from '@/features/admin/settings/components/storefront-settings';
import { MessageSettings, TaxSettings } from '@/features/admin/settings/components/tax-message-settings';
import { useSettingsSave } from '@/features/admin/settings/hooks/use-settings-save';
import {
  formValuesFrom,
  settingsFormSchemaIn,
  type SettingsFormOutput,
  type SettingsFormValues,
} from '@/features/admin/settings/settings-form';
import { TelegramFieldset } from '@/features/admin/settings/telegram-fieldset';
import { englishT } from '@/features/admin/ui/admin-intl';
import { useServerWords } from '@/i18n/use-server-words';
import { useT } from '@/i18n/use-t';
import { FailureNotice } from '@/features/admin/ui/failure-notice';
import { BusyButton, primaryButtonClass } from '@/features/admin/ui/form-controls';
import { Notice } from '@/ui/notice';
import { useUnsavedChanges } from '@/features/admin/ui/unsaved-changes';

export const SETTINGS_SAVED = englishT('adminSettings.settingsSaved');

export function SettingsEditor({ settings }: { settings: AdminSettings }) {
  const t = useT();
  const say = useServerWords();
  const form = useForm<SettingsFormValues, unknown, SettingsFormOutput>({
    resolver: zodResolver(settingsFormSchemaIn((code, text, params) => say({ code, text, params }))),
    defaultValues: formValuesFrom(settings),
  });
  useUnsavedChanges(form.formState.isDirty);
  const { submit, saving, savedShown, failure } = useSettingsSave(form, settings);

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-6" aria-label={t('adminSettings.storeSettings')}>
      <ContactSettings form={form} />
      <HeroSettings form={form} />
      <AnnouncementSettingsSection form={form} />
      <BrandingSettings form={form} />
      <DeliverySettings form={form} atolls={settings.geo.atolls} />
      <BankSettings form={form} />
      <FooterSettings form={form} />
      <TelegramFieldset form={form} />
      <StockSettings form={form} />
      <TaxSettings form={form} />
      <MessageSettings form={form} />

      {/* Save stays in reach above the phone's bottom bar while the owner scrolls. */}
      <div className="sticky bottom-[calc(var(--spacing-bottom-bar)+env(safe-area-inset-bottom)+0.5rem)] z-20 space-y-3 rounded-2xl border border-ink-200 bg-white p-4 shadow-[0_-8px_24px_rgba(10,57,65,0.08)] md:bottom-4 md:p-5">
        {failure !== null ? <FailureNotice {...failure} /> : null}
        {savedShown ? <Notice tone="success">{t('adminSettings.settingsSaved')}</Notice> : null}
        <BusyButton busy={saving} busyLabel={t('adminSettings.saving')} className={`${primaryButtonClass} w-full sm:w-auto`}>
          {t('adminSettings.save')}
        </BusyButton>
      </div>
    </form>
  );
}
