// The settings of what every visitor sees first: how to reach the shop, the
// home page hero (with a preview of its image), the announcement banner (with
// a preview in its colours) and the logo and splash screen.
import { useWatch } from 'react-hook-form';

import type { AnnouncementSettings } from '@/api/settings';
import { HeroPreview } from '@/features/admin/settings/hero-preview';
import {
  CheckboxSetting,
  FormSection,
  NumberSetting,
  TextSetting,
  settingId,
  type SettingsForm,
} from '@/features/admin/settings/form-field';
import { SPLASH } from '@/features/admin/settings/settings-form';
import { inputClass } from '@/features/admin/ui/form-controls';
import { useT } from '@/i18n/use-t';
import { FormField } from '@/ui/field';
import { Options } from '@/ui/options';

const ANNOUNCEMENT_TYPE_LABELS: Record<AnnouncementSettings['type'], string> = {
  info: 'adminSettings.typeInfo',
  warning: 'adminSettings.typeWarning',
  success: 'adminSettings.typeSuccess',
  promo: 'adminSettings.typePromo',
};

/** The banner's colours per type (the storefront's, hex tokens only). */
const ANNOUNCEMENT_PREVIEW: Record<AnnouncementSettings['type'], string> = {
  info: 'bg-info-700 text-white',
  warning: 'bg-warning-300 text-warning-950',
  success: 'bg-success-700 text-white',
  promo: 'bg-promo-gradient text-white',
};

export function ContactSettings({ form }: { form: SettingsForm }) {
  const t = useT();
  return (
    <FormSection legend={t('adminSettings.contact')} description={t('adminSettings.contactIntro')}>
      <TextSetting form={form} path="contact.phone" label={t('adminSettings.phone')} type="tel" autoComplete="off" />
      <TextSetting
        form={form}
        path="contact.whatsappUrl"
        label={t('adminSettings.whatsappLink')}
        optional
        hint={t('adminSettings.whatsappHint')}
        type="url"
      />
    </FormSection>
  );
}

export function HeroSettings({ form }: { form: SettingsForm }) {
  const t = useT();
  const heroImage = useWatch({ control: form.control, name: 'hero.imageUrl' });
  return (
    <FormSection legend={t('adminSettings.hero')} description={t('adminSettings.heroIntro')}>
      <TextSetting form={form} path="hero.title" label={t('adminSettings.heroTitle')} wide />
      <TextSetting form={form} path="hero.subtitle" label={t('adminSettings.heroSubtitle')} wide rows={2} />
      <TextSetting form={form} path="hero.buttonText" label={t('adminSettings.heroButtonText')} />
      <TextSetting form={form} path="hero.buttonLink" label={t('adminSettings.heroButtonLink')} hint={t('adminSettings.pageOrAddress')} />
      <TextSetting
        form={form}
        path="hero.imageUrl"
        label={t('adminSettings.heroImageUrl')}
        hint={t('adminSettings.heroImageHint')}
        wide
      />
      <div className="sm:col-span-2">
        <p className="text-sm font-semibold text-ink-800">{t('adminSettings.preview')}</p>
        <HeroPreview url={heroImage} />
      </div>
    </FormSection>
  );
}

export function AnnouncementSettingsSection({ form }: { form: SettingsForm }) {
  const t = useT();
  const announcement = useWatch({ control: form.control, name: 'announcement' });
  const typeLabels = Object.fromEntries(Object.entries(ANNOUNCEMENT_TYPE_LABELS).map(([type, id]) => [type, t(id)]));
  return (
    <FormSection legend={t('adminSettings.announcement')} description={t('adminSettings.announcementIntro')}>
      <div className="space-y-3 sm:col-span-2">
        <CheckboxSetting form={form} path="announcement.enabled" label={t('adminSettings.showAnnouncement')} />
        <CheckboxSetting
          form={form}
          path="announcement.dismissible"
          label={t('adminSettings.dismissible')}
          hint={t('adminSettings.dismissibleHint')}
        />
      </div>
      <TextSetting form={form} path="announcement.message" label={t('adminSettings.message')} wide rows={2} />
      <FormField
        look="admin"
        form={form}
        name="announcement.type"
        id={settingId('announcement.type')}
        label={t('adminSettings.type')}
      >
        {(control) => (
          <select className={inputClass} {...control}>
            <Options choices={Object.keys(ANNOUNCEMENT_TYPE_LABELS)} labels={typeLabels} />
          </select>
        )}
      </FormField>
      <div>
        <p className="text-sm font-semibold text-ink-800">{t('adminSettings.preview')}</p>
        <p
          data-testid="announcement-preview"
          className={`mt-1.5 flex min-h-11 items-center rounded-lg px-3.5 py-2 text-sm font-medium ${ANNOUNCEMENT_PREVIEW[announcement.type]}`}
        >
          <span className="line-clamp-2">{announcement.message.trim() || t('adminSettings.yourMessage')}</span>
        </p>
      </div>
      <TextSetting
        form={form}
        path="announcement.link"
        label={t('adminSettings.link')}
        optional
        hint={t('adminSettings.pageOrAddress')}
      />
      <TextSetting form={form} path="announcement.linkText" label={t('adminSettings.linkText')} optional />
    </FormSection>
  );
}

export function BrandingSettings({ form }: { form: SettingsForm }) {
  const t = useT();
  return (
    <FormSection legend={t('adminSettings.branding')} description={t('adminSettings.brandingIntro')}>
      <TextSetting
        form={form}
        path="branding.logoUrl"
        label={t('adminSettings.logoUrl')}
        optional
        hint={t('adminSettings.logoHint')}
        wide
      />
      <div className="sm:col-span-2">
        <CheckboxSetting form={form} path="branding.showSplashScreen" label={t('adminSettings.showSplash')} />
      </div>
      <NumberSetting
        form={form}
        path="branding.splashDuration"
        label={t('adminSettings.splashDuration')}
        hint={t('adminSettings.splashHint')}
        range={SPLASH}
        placeholder={String(SPLASH.hint)}
      />
    </FormSection>
  );
}
