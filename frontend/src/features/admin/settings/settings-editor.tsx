// The settings form (spec section 2 "Settings", sections 3, 4 and 5): every
// section of the settings object as a fieldset, checked with the server's
// rules before sending, saved whole with PUT /settings. A refused save keeps
// what was typed and shows the server's words on the fields they concern.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';

import { SESSION_ENDED, serverFieldsOf, useSaveSettingsMutation, type AdminSettings } from '@/api/admin-settings';
import { httpStatusOf, serverMessageOf } from '@/api/errors';
import type { AnnouncementSettings } from '@/api/settings';
import {
  CheckboxRow,
  Field,
  FormSection,
  checkboxClass,
  describedProps,
  inputClass,
  primaryButtonClass,
  textareaClass,
} from '@/features/admin/settings/form-field';
import { HeroPreview } from '@/features/admin/settings/hero-preview';
import {
  LOW_STOCK,
  SPLASH,
  formPathFor,
  formValuesFrom,
  settingsFormSchema,
  settingsFrom,
  type SettingsFormOutput,
  type SettingsFormValues,
} from '@/features/admin/settings/settings-form';
import { TelegramFieldset } from '@/features/admin/settings/telegram-fieldset';
import { useWarnBeforeLeaving } from '@/features/admin/settings/use-warn-before-leaving';
import { Notice } from '@/features/admin/ui/notice';

export const SETTINGS_SAVED = 'Settings saved successfully!';
/** How long "Settings saved successfully!" shows (spec section 9). */
export const SETTINGS_SAVED_MS = 2000;
export const CHECK_FIELDS = 'Please check the highlighted fields.';
const UNREACHABLE = 'Could not reach the server. Your changes are still here: please try again.';
const SAVE_FAILED = 'Could not save the settings. Please try again.';

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

type Failure = { message: string; details: string[] };

function saveFailureMessage(error: unknown): string {
  switch (httpStatusOf(error)) {
    case 401:
      return SESSION_ENDED;
    case 422:
      return serverMessageOf(error) ?? CHECK_FIELDS;
    case undefined:
      return UNREACHABLE;
    default:
      return serverMessageOf(error) ?? SAVE_FAILED;
  }
}

/** A server path the form has no input for, in the owner's words. */
function describePath(path: string): string {
  if (path.startsWith('geo.')) {
    return 'Geography';
  }
  if (path.startsWith('delivery.perAtollFees')) {
    return 'Delivery fees';
  }
  return path;
}

const id = (path: string) => `settings-${path.replaceAll('.', '-')}`;

export function SettingsEditor({ settings }: { settings: AdminSettings }) {
  const [saveSettings, { isLoading: saving }] = useSaveSettingsMutation();
  // Counts saves, so a second save in a row shows the message for its own 2 s.
  const [savedCount, setSavedCount] = useState(0);
  const [savedShown, setSavedShown] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const form = useForm<SettingsFormValues, unknown, SettingsFormOutput>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: formValuesFrom(settings),
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    reset,
    formState: { errors, isDirty },
  } = form;
  useWarnBeforeLeaving(isDirty);
  const heroImage = useWatch({ control, name: 'hero.imageUrl' });
  const announcement = useWatch({ control, name: 'announcement' });
  const atollFees = useWatch({ control, name: 'delivery.atollFees' });

  useEffect(() => {
    if (savedCount === 0) {
      return undefined;
    }
    const timer = window.setTimeout(() => {
      setSavedShown(false);
    }, SETTINGS_SAVED_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [savedCount]);

  const submit = handleSubmit(
    async (values) => {
      setSavedShown(false);
      setFailure(null);
      try {
        const saved = await saveSettings(settingsFrom(values, settings)).unwrap();
        reset(formValuesFrom(saved));
        setSavedShown(true);
        setSavedCount((count) => count + 1);
      } catch (error) {
        const current = getValues();
        const details: string[] = [];
        let focus = true;
        for (const [serverPath, message] of Object.entries(serverFieldsOf(error))) {
          const formPath = formPathFor(serverPath, current);
          if (formPath === null) {
            details.push(`${describePath(serverPath)}: ${message}`);
            continue;
          }
          setError(formPath as Path<SettingsFormValues>, { message }, { shouldFocus: focus });
          focus = false;
        }
        setFailure({ message: saveFailureMessage(error), details });
      }
    },
    () => {
      setSavedShown(false);
      setFailure({ message: CHECK_FIELDS, details: [] });
    },
  );

  /** Props of a text input or textarea registered at `path`, with its error and hint. */
  const fieldProps = (path: Path<SettingsFormValues>, hasHint = false) => {
    const error = fieldError(errors, path);
    return { id: id(path), ...describedProps(id(path), error, hasHint), ...register(path) };
  };
  const errorOf = (path: Path<SettingsFormValues>) => fieldError(errors, path);

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-6" aria-label="Store settings">
      <FormSection legend="Contact" description="How customers reach the shop.">
        <Field id={id('contact.phone')} label="Phone" error={errorOf('contact.phone')}>
          <input type="tel" autoComplete="off" className={inputClass} {...fieldProps('contact.phone')} />
        </Field>
        <Field
          id={id('contact.whatsappUrl')}
          label="WhatsApp link"
          optional
          error={errorOf('contact.whatsappUrl')}
          hint="For example https://wa.me/9607771234"
        >
          <input type="url" className={inputClass} {...fieldProps('contact.whatsappUrl', true)} />
        </Field>
      </FormSection>

      <FormSection legend="Home page hero" description="The large banner at the top of the home page.">
        <Field id={id('hero.title')} label="Title" error={errorOf('hero.title')} className="sm:col-span-2">
          <input type="text" className={inputClass} {...fieldProps('hero.title')} />
        </Field>
        <Field id={id('hero.subtitle')} label="Subtitle" error={errorOf('hero.subtitle')} className="sm:col-span-2">
          <textarea rows={2} className={textareaClass} {...fieldProps('hero.subtitle')} />
        </Field>
        <Field id={id('hero.buttonText')} label="Button text" error={errorOf('hero.buttonText')}>
          <input type="text" className={inputClass} {...fieldProps('hero.buttonText')} />
        </Field>
        <Field
          id={id('hero.buttonLink')}
          label="Button link"
          error={errorOf('hero.buttonLink')}
          hint="A page of the shop such as /shop, or a full https:// address"
        >
          <input type="text" className={inputClass} {...fieldProps('hero.buttonLink', true)} />
        </Field>
        <Field
          id={id('hero.imageUrl')}
          label="Image URL"
          error={errorOf('hero.imageUrl')}
          hint="Recommended size 1200x800"
          className="sm:col-span-2"
        >
          <input type="text" className={inputClass} {...fieldProps('hero.imageUrl', true)} />
        </Field>
        <div className="sm:col-span-2">
          <p className="text-sm font-semibold text-ink-800">Preview</p>
          <HeroPreview url={heroImage} />
        </div>
      </FormSection>

      <FormSection legend="Announcement banner" description="The bar above the header on every page.">
        <div className="space-y-3 sm:col-span-2">
          <CheckboxRow id={id('announcement.enabled')} label="Show the announcement">
            <input type="checkbox" className={checkboxClass} {...fieldProps('announcement.enabled')} />
          </CheckboxRow>
          <CheckboxRow
            id={id('announcement.dismissible')}
            label="Visitors can close it"
            hint="A closed banner shows again when the message changes."
          >
            <input type="checkbox" className={checkboxClass} {...fieldProps('announcement.dismissible', true)} />
          </CheckboxRow>
        </div>
        <Field
          id={id('announcement.message')}
          label="Message"
          error={errorOf('announcement.message')}
          className="sm:col-span-2"
        >
          <textarea rows={2} className={textareaClass} {...fieldProps('announcement.message')} />
        </Field>
        <Field id={id('announcement.type')} label="Type" error={errorOf('announcement.type')}>
          <select className={inputClass} {...fieldProps('announcement.type')}>
            {Object.entries(ANNOUNCEMENT_TYPE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <div>
          <p className="text-sm font-semibold text-ink-800">Preview</p>
          <p
            data-testid="announcement-preview"
            className={`mt-1.5 flex min-h-11 items-center rounded-lg px-3.5 py-2 text-sm font-medium ${ANNOUNCEMENT_PREVIEW[announcement.type]}`}
          >
            <span className="line-clamp-2">{announcement.message.trim() || 'Your message'}</span>
          </p>
        </div>
        <Field
          id={id('announcement.link')}
          label="Link"
          optional
          error={errorOf('announcement.link')}
          hint="A page of the shop such as /shop, or a full https:// address"
        >
          <input type="text" className={inputClass} {...fieldProps('announcement.link', true)} />
        </Field>
        <Field id={id('announcement.linkText')} label="Link text" optional error={errorOf('announcement.linkText')}>
          <input type="text" className={inputClass} {...fieldProps('announcement.linkText')} />
        </Field>
      </FormSection>

      <FormSection legend="Logo and splash screen" description="The splash screen shows the logo once per visit.">
        <Field
          id={id('branding.logoUrl')}
          label="Logo URL"
          optional
          error={errorOf('branding.logoUrl')}
          hint="Without a logo the shop's name is shown."
          className="sm:col-span-2"
        >
          <input type="text" className={inputClass} {...fieldProps('branding.logoUrl', true)} />
        </Field>
        <div className="sm:col-span-2">
          <CheckboxRow id={id('branding.showSplashScreen')} label="Show the splash screen">
            <input type="checkbox" className={checkboxClass} {...fieldProps('branding.showSplashScreen')} />
          </CheckboxRow>
        </div>
        <Field
          id={id('branding.splashDuration')}
          label="Splash duration (ms)"
          error={errorOf('branding.splashDuration')}
          hint="500 to 5000 in steps of 100; 2000 is two seconds"
        >
          <input
            type="number"
            inputMode="numeric"
            min={SPLASH.min}
            max={SPLASH.max}
            step={SPLASH.step}
            placeholder={String(SPLASH.hint)}
            className={inputClass}
            {...fieldProps('branding.splashDuration', true)}
          />
        </Field>
      </FormSection>

      <FormSection
        legend="Delivery fees"
        description="In MVR. An atoll without a fee of its own pays the flat fee; with no flat fee, delivery there is free."
      >
        <Field
          id={id('delivery.flatFeeMvr')}
          label="Flat fee (MVR)"
          error={errorOf('delivery.flatFeeMvr')}
          hint="Also the delivery fee the cart shows."
        >
          <input
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            className={inputClass}
            {...fieldProps('delivery.flatFeeMvr', true)}
          />
        </Field>
        <fieldset className="min-w-0 sm:col-span-2">
          <legend className="text-sm font-semibold text-ink-800">Fee per atoll (MVR)</legend>
          {atollFees.length === 0 ? (
            <p className="mt-1 text-sm text-ink-600">Add atolls in Geography to set a fee for each.</p>
          ) : (
            <div className="mt-2 grid gap-x-4 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
              {atollFees.map(({ atoll }, index) => {
                const path: `delivery.atollFees.${number}.fee` = `delivery.atollFees.${index}.fee`;
                return (
                  <Field key={atoll} id={id(path)} label={atoll} error={errorOf(path)}>
                    <input
                      type="number"
                      inputMode="decimal"
                      min={0}
                      step={0.01}
                      placeholder="Flat fee"
                      className={inputClass}
                      {...fieldProps(path)}
                    />
                  </Field>
                );
              })}
            </div>
          )}
        </fieldset>
      </FormSection>

      <FormSection legend="Bank transfer" description="Shown at checkout when a customer pays by bank transfer.">
        <Field id={id('bank.bankName')} label="Bank name" error={errorOf('bank.bankName')}>
          <input type="text" className={inputClass} {...fieldProps('bank.bankName')} />
        </Field>
        <Field id={id('bank.accountName')} label="Account name" error={errorOf('bank.accountName')}>
          <input type="text" className={inputClass} {...fieldProps('bank.accountName')} />
        </Field>
        <Field id={id('bank.accountNumber')} label="Account number" error={errorOf('bank.accountNumber')}>
          <input type="text" inputMode="numeric" className={inputClass} {...fieldProps('bank.accountNumber')} />
        </Field>
        <Field id={id('bank.branch')} label="Branch" optional error={errorOf('bank.branch')}>
          <input type="text" className={inputClass} {...fieldProps('bank.branch')} />
        </Field>
        <Field
          id={id('bank.referenceHelp')}
          label="Instructions for the customer"
          error={errorOf('bank.referenceHelp')}
          className="sm:col-span-2"
        >
          <textarea rows={2} className={textareaClass} {...fieldProps('bank.referenceHelp')} />
        </Field>
      </FormSection>

      <FormSection legend="Footer, social links and map">
        <Field
          id={id('footer.shortDescription')}
          label="Short description"
          error={errorOf('footer.shortDescription')}
          className="sm:col-span-2"
        >
          <textarea rows={2} className={textareaClass} {...fieldProps('footer.shortDescription')} />
        </Field>
        <Field id={id('footer.facebookUrl')} label="Facebook URL" optional error={errorOf('footer.facebookUrl')}>
          <input type="url" className={inputClass} {...fieldProps('footer.facebookUrl')} />
        </Field>
        <Field id={id('footer.instagramUrl')} label="Instagram URL" optional error={errorOf('footer.instagramUrl')}>
          <input type="url" className={inputClass} {...fieldProps('footer.instagramUrl')} />
        </Field>
        <Field id={id('footer.twitterUrl')} label="Twitter URL" optional error={errorOf('footer.twitterUrl')}>
          <input type="url" className={inputClass} {...fieldProps('footer.twitterUrl')} />
        </Field>
        <Field
          id={id('footer.directionsUrl')}
          label="Get Directions link"
          optional
          error={errorOf('footer.directionsUrl')}
        >
          <input type="url" className={inputClass} {...fieldProps('footer.directionsUrl')} />
        </Field>
        <Field
          id={id('footer.googleMapsUrl')}
          label="Map embed URL"
          optional
          error={errorOf('footer.googleMapsUrl')}
          hint='The "src" address of Google Maps’ Share › Embed a map. Empty shows "Map location not configured".'
          className="sm:col-span-2"
        >
          <input type="url" className={inputClass} {...fieldProps('footer.googleMapsUrl', true)} />
        </Field>
      </FormSection>

      <TelegramFieldset form={form} />

      <FormSection legend="Stock" description="Variants running low are listed on the dashboard.">
        <Field
          id={id('inventory.lowStockThreshold')}
          label="Low-stock threshold"
          error={errorOf('inventory.lowStockThreshold')}
          hint="A variant with this many or fewer left is low; an order taking it there sends a Telegram alert."
        >
          <input
            type="number"
            inputMode="numeric"
            min={LOW_STOCK.min}
            max={LOW_STOCK.max}
            step={1}
            className={inputClass}
            {...fieldProps('inventory.lowStockThreshold', true)}
          />
        </Field>
      </FormSection>

      {/* Save stays in reach above the phone's bottom bar while the owner scrolls. */}
      <div className="sticky bottom-[calc(var(--spacing-bottom-bar)+env(safe-area-inset-bottom)+0.5rem)] z-20 space-y-3 rounded-2xl border border-ink-200 bg-white p-4 shadow-[0_-8px_24px_rgba(10,57,65,0.08)] md:bottom-4 md:p-5">
        {failure !== null ? (
          <Notice tone="error">
            <p className="font-semibold">{failure.message}</p>
            {failure.details.length > 0 ? (
              <ul className="mt-1 list-disc pl-5">
                {failure.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            ) : null}
          </Notice>
        ) : null}
        {savedShown ? <Notice tone="success">{SETTINGS_SAVED}</Notice> : null}
        <button type="submit" disabled={saving} className={`${primaryButtonClass} w-full sm:w-auto`}>
          {saving ? 'Saving...' : 'Save'}
        </button>
      </div>
    </form>
  );
}

/** The message at a dotted path of react-hook-form's errors. */
function fieldError(errors: object, path: string): string | undefined {
  let node: unknown = errors;
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null) {
      return undefined;
    }
    node = (node as Record<string, unknown>)[key];
  }
  if (typeof node !== 'object' || node === null || !('message' in node)) {
    return undefined;
  }
  return typeof node.message === 'string' ? node.message : undefined;
}
