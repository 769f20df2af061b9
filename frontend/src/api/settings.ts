// The store settings (GET /settings) and the atolls the shop delivers to
// (GET /atolls). Read by the site chrome now, by checkout and the admin later,
// so they live here rather than in one feature.
//
// Reads never fail: the server's answer, else the copy the browser last saw
// (the offline fallback), else the built-in defaults (spec section 4,
// "Backend availability").
import { useState } from 'react';

import { baseApi } from '@/api/base-api';
import { BOOTSTRAP_ELEMENT_ID, readBootstrap } from '@/api/bootstrap-element';
import { readSavedCopy } from '@/api/fallback-base-query';
import { STAND_IN_SETTINGS } from '@/api/stand-in-settings';
import type { Language } from '@/i18n/languages';
import { useLanguage } from '@/i18n/use-language';
import { localStorageOrNull } from '@/lib/browser-storage';
import { localized } from '@/lib/localized';
import {
  array,
  boolean,
  type Infer,
  nullable,
  number,
  object,
  oneOf,
  optional,
  orElse,
  record,
  string,
  withDefault,
} from '@/lib/json-shape';

export const ANNOUNCEMENT_TYPES = ['info', 'warning', 'success', 'promo'] as const;

export const atollSchema = object({
  name: string,
  islands: array(string),
});
export type Atoll = Infer<typeof atollSchema>;

export const taxSchema = object({
  gstRegistered: boolean,
  tin: string,
  ratePercent: number,
  pricesIncludeGst: boolean,
});
export type TaxSettings = Infer<typeof taxSchema>;

/** The wire shape of docs/openapi.yaml#/components/schemas/Settings. */
export const dhivehiSettingsSchema = object({
  announcementMessage: string,
  announcementLinkText: string,
  heroTitle: string,
  heroSubtitle: string,
  heroButtonText: string,
  footerShortDescription: string,
  /** The first-visit popup's and the tailoring guide's (decision 235); absent from older servers. */
  firstVisitMessage: withDefault(string, ''),
  firstVisitButtonText: withDefault(string, ''),
  tailoringGuide: withDefault(string, ''),
  overrides: record(string),
});

export const settingsSchema = object({
  bank: object({
    bankName: string,
    accountName: string,
    accountNumber: string,
    branch: optional(string),
    referenceHelp: string,
  }),
  delivery: object({
    flatFeeMvr: nullable(number),
    perAtollFees: record(nullable(number)),
    /** Fees of single islands, by atoll then island (decision 185); absent from older servers. */
    perIslandFees: optional(record(record(nullable(number)))),
    /** The free-delivery rule (decision 185); absent from older servers. */
    freeDelivery: optional(
      object({
        thresholdMvr: nullable(number),
        shop: string,
        exceptAtolls: array(string),
      }),
    ),
  }),
  geo: object({ atolls: array(atollSchema) }),
  contact: object({
    phone: string,
    whatsappUrl: string,
  }),
  footer: object({
    shortDescription: string,
    googleMapsUrl: string,
    directionsUrl: string,
    facebookUrl: string,
    instagramUrl: string,
    twitterUrl: string,
  }),
  /** Sent to the admin only. */
  telegram: optional(
    object({
      enabled: boolean,
      botToken: string,
      chatIds: string,
      /** The chats may act on orders with buttons (decision 131); absent from older servers. */
      actions: optional(boolean),
    }),
  ),
  branding: object({
    logoUrl: string,
    showSplashScreen: boolean,
    splashDuration: number,
  }),
  announcement: object({
    enabled: boolean,
    message: string,
    // A type this app does not know yet is shown as info, not as an outage.
    type: orElse(oneOf(ANNOUNCEMENT_TYPES), 'info'),
    dismissible: boolean,
    link: string,
    linkText: string,
  }),
  hero: object({
    title: string,
    subtitle: string,
    buttonText: string,
    buttonLink: string,
    imageUrl: string,
  }),
  /** The admin's only, like telegram. */
  inventory: optional(object({ lowStockThreshold: number })),
  /** The admin's only too: what one customer may order online. */
  orderLimits: optional(
    object({
      maxUnitsPerLine: number,
      maxUnitsPerOrder: number,
      maxOpenUnitsPerPhone: number,
      cancelUnconfirmedCodAfterDays: number,
    }),
  ),
  /** The shop's GST registration (decision 209); absent from older servers. */
  tax: optional(taxSchema),
  /** The admin's only: the customer message templates (decision 210). */
  messages: optional(
    object({
      confirmed: string,
      shipped: string,
      delivered: string,
      cancelled: string,
      paymentReceived: string,
    }),
  ),
  /**
   * The owner's Dhivehi twins of the banner, hero and footer texts ("" shows
   * the English) and corrections of the app's Dhivehi texts, id → ICU text
   * (decision 229); absent from older servers.
   */
  dhivehi: optional(dhivehiSettingsSchema),
});
export type Settings = Infer<typeof settingsSchema>;
export type DhivehiSettings = Infer<typeof dhivehiSettingsSchema>;

/**
 * The settings as a page in language shows them: on a Dhivehi page, the
 * owner's Dhivehi banner, hero and footer texts in place of the English ones
 * where they are written. The admin edits the settings as stored.
 */
export function settingsIn(settings: Settings, language: Language): Settings {
  const dv = settings.dhivehi;
  if (language !== 'dv' || dv === undefined) {
    return settings;
  }
  const { announcement, hero, footer } = settings;
  return {
    ...settings,
    announcement: {
      ...announcement,
      message: localized(announcement.message, dv.announcementMessage, language),
      linkText: localized(announcement.linkText, dv.announcementLinkText, language),
    },
    hero: {
      ...hero,
      title: localized(hero.title, dv.heroTitle, language),
      subtitle: localized(hero.subtitle, dv.heroSubtitle, language),
      buttonText: localized(hero.buttonText, dv.heroButtonText, language),
    },
    footer: { ...footer, shortDescription: localized(footer.shortDescription, dv.footerShortDescription, language) },
  };
}
export type AnnouncementSettings = Settings['announcement'];
export type BrandingSettings = Settings['branding'];
export type FooterSettings = Settings['footer'];
export type ContactSettings = Settings['contact'];

const atollsSchema = array(atollSchema);

/**
 * The bot token and chat ids reach the browser only when the admin asks, and
 * must not outlive the page in localStorage: the saved copy leaves them out.
 */
function withoutTelegram(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return data;
  }
  const copy: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  delete copy.telegram;
  return copy;
}

/** The built-in settings, fetched when the server cannot answer (the first load has them without the geography). */
async function fallBackToDefaults<T>(what: string, reason: string, pick: (defaults: Settings) => T): Promise<{ data: T }> {
  console.warn(`${what}: ${reason}; using the built-in defaults`);
  const { DEFAULT_SETTINGS } = await import('@/api/default-settings');
  return { data: pick(DEFAULT_SETTINGS) };
}

const whole = (settings: Settings) => settings;
const atollsOf = (settings: Settings) => settings.geo.atolls;

export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSettings: build.query<Settings, void>({
      extraOptions: { copyOf: withoutTelegram },
      queryFn: async (_arg, _api, _extraOptions, baseQuery) => {
        const result = await baseQuery('/settings');
        if (result.error !== undefined) {
          return fallBackToDefaults('GET /settings', `failed (${String(result.error.status)})`, whole);
        }
        const parsed = settingsSchema.safeParse(result.data);
        return parsed.success
          ? { data: parsed.data }
          : fallBackToDefaults('GET /settings', `unexpected answer (${parsed.error.message})`, whole);
      },
      providesTags: ['Settings'],
    }),
    getAtolls: build.query<Atoll[], void>({
      queryFn: async (_arg, _api, _extraOptions, baseQuery) => {
        const result = await baseQuery('/atolls');
        if (result.error !== undefined) {
          return fallBackToDefaults('GET /atolls', `failed (${String(result.error.status)})`, atollsOf);
        }
        const parsed = atollsSchema.safeParse(result.data);
        return parsed.success
          ? { data: parsed.data }
          : fallBackToDefaults('GET /atolls', `unexpected answer (${parsed.error.message})`, atollsOf);
      },
      providesTags: ['Atoll'],
    }),
  }),
});

export const { useGetSettingsQuery, useGetAtollsQuery } = settingsApi;

/** The settings the browser saved last time, if any and still readable. */
export function readSavedSettings(): Settings | null {
  const parsed = settingsSchema.safeParse(readSavedCopy('/settings', localStorageOrNull()));
  return parsed.success ? parsed.data : null;
}

export { BOOTSTRAP_ELEMENT_ID };

/**
 * The settings index.html carried (the server's, as the page was served), if
 * any: the first screen is then drawn with the owner's banner and texts
 * instead of waiting for GET /settings and moving the page when it answers.
 */
export function readEmbeddedSettings(): Settings | null {
  const parsed = settingsSchema.safeParse(readBootstrap()?.settings);
  return parsed.success ? parsed.data : null;
}

export type SettingsView = {
  settings: Settings;
  /**
   * false while the first request of a browser that never saw the settings is
   * still under way: `settings` are then the built-in defaults, a stand-in.
   */
  isKnown: boolean;
};

function onlyData({ data }: { data?: Settings }): { data?: Settings } {
  return { data };
}

/**
 * The settings at once, for chrome that must not wait for the network (the
 * splash screen, the header logo): the server's answer, else those index.html
 * carried, else the saved copy, else the built-in defaults as a stand-in
 * until the answer comes.
 */
export function useSettings(): SettingsView {
  // Only the answer: whether a read is under way draws nothing here.
  const { data } = useGetSettingsQuery(undefined, { selectFromResult: onlyData });
  // Read once per component: these only matter until data arrives.
  const [saved] = useState(() => readEmbeddedSettings() ?? readSavedSettings());
  if (data !== undefined) {
    return { settings: data, isKnown: true };
  }
  if (saved !== null) {
    return { settings: saved, isKnown: true };
  }
  return { settings: STAND_IN_SETTINGS, isKnown: false };
}

/** useSettings, with the texts a page shows in the page's language (settingsIn). */
export function useShownSettings(): SettingsView {
  const language = useLanguage();
  const view = useSettings();
  return { ...view, settings: settingsIn(view.settings, language) };
}
