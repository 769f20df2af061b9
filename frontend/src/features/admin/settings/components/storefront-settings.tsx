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
import { FormField } from '@/ui/field';
import { Options } from '@/ui/options';

const ANNOUNCEMENT_TYPE_LABELS: Record<AnnouncementSettings['type'], string> = {
  info: 'Info (blue)',
  warning: 'Warning (yellow)',
  success: 'Success (green)',
  promo: 'Promo (pink to purple)',
};

/** The banner's colours per type (the storefront's, hex tokens only). */
const ANNOUNCEMENT_PREVIEW: Record<AnnouncementSettings['type'], string> = {
  info: 'bg-info-700 text-white',
  warning: 'bg-warning-300 text-warning-950',
  success: 'bg-success-700 text-white',
  promo: 'bg-promo-gradient text-white',
};

const PAGE_OR_ADDRESS = 'A page of the shop such as /shop, or a full https:// address';

export function ContactSettings({ form }: { form: SettingsForm }) {
  return (
    <FormSection legend="Contact" description="How customers reach the shop.">
      <TextSetting form={form} path="contact.phone" label="Phone" type="tel" autoComplete="off" />
      <TextSetting
        form={form}
        path="contact.whatsappUrl"
        label="WhatsApp link"
        optional
        hint="For example https://wa.me/9607771234"
        type="url"
      />
    </FormSection>
  );
}

export function HeroSettings({ form }: { form: SettingsForm }) {
  const heroImage = useWatch({ control: form.control, name: 'hero.imageUrl' });
  return (
    <FormSection legend="Home page hero" description="The large banner at the top of the home page.">
      <TextSetting form={form} path="hero.title" label="Title" wide />
      <TextSetting form={form} path="hero.subtitle" label="Subtitle" wide rows={2} />
      <TextSetting form={form} path="hero.buttonText" label="Button text" />
      <TextSetting form={form} path="hero.buttonLink" label="Button link" hint={PAGE_OR_ADDRESS} />
      <TextSetting form={form} path="hero.imageUrl" label="Image URL" hint="Recommended size 1200x800" wide />
      <div className="sm:col-span-2">
        <p className="text-sm font-semibold text-ink-800">Preview</p>
        <HeroPreview url={heroImage} />
      </div>
    </FormSection>
  );
}

export function AnnouncementSettingsSection({ form }: { form: SettingsForm }) {
  const announcement = useWatch({ control: form.control, name: 'announcement' });
  return (
    <FormSection legend="Announcement banner" description="The bar above the header on every page.">
      <div className="space-y-3 sm:col-span-2">
        <CheckboxSetting form={form} path="announcement.enabled" label="Show the announcement" />
        <CheckboxSetting
          form={form}
          path="announcement.dismissible"
          label="Visitors can close it"
          hint="A closed banner shows again when the message changes."
        />
      </div>
      <TextSetting form={form} path="announcement.message" label="Message" wide rows={2} />
      <FormField look="admin" form={form} name="announcement.type" id={settingId('announcement.type')} label="Type">
        {(control) => (
          <select className={inputClass} {...control}>
            <Options choices={Object.keys(ANNOUNCEMENT_TYPE_LABELS)} labels={ANNOUNCEMENT_TYPE_LABELS} />
          </select>
        )}
      </FormField>
      <div>
        <p className="text-sm font-semibold text-ink-800">Preview</p>
        <p
          data-testid="announcement-preview"
          className={`mt-1.5 flex min-h-11 items-center rounded-lg px-3.5 py-2 text-sm font-medium ${ANNOUNCEMENT_PREVIEW[announcement.type]}`}
        >
          <span className="line-clamp-2">{announcement.message.trim() || 'Your message'}</span>
        </p>
      </div>
      <TextSetting form={form} path="announcement.link" label="Link" optional hint={PAGE_OR_ADDRESS} />
      <TextSetting form={form} path="announcement.linkText" label="Link text" optional />
    </FormSection>
  );
}

export function BrandingSettings({ form }: { form: SettingsForm }) {
  return (
    <FormSection legend="Logo and splash screen" description="The splash screen shows the logo once per visit.">
      <TextSetting
        form={form}
        path="branding.logoUrl"
        label="Logo URL"
        optional
        hint="Without a logo the shop's name is shown."
        wide
      />
      <div className="sm:col-span-2">
        <CheckboxSetting form={form} path="branding.showSplashScreen" label="Show the splash screen" />
      </div>
      <NumberSetting
        form={form}
        path="branding.splashDuration"
        label="Splash duration (ms)"
        hint="500 to 5000 in steps of 100; 2000 is two seconds"
        range={SPLASH}
        placeholder={String(SPLASH.hint)}
      />
    </FormSection>
  );
}
