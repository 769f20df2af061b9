// The settings form (spec sections 3 and 5, "Settings form"): its values, its
// rules (the server's own, backend/internal/settings/validate.go, with the
// same messages, so what the form lets through the server accepts), and how
// its values become the whole settings object PUT /settings takes.
import { z } from 'zod';

import type { AdminSettings } from '@/features/admin/api/admin-settings-api';
import { ANNOUNCEMENT_TYPES, type Settings } from '@/api/settings';
import { MSG_HTTP_URL, MSG_HTTP_URL_OR_PATH, isSafeUrl } from '@/features/admin/settings/safe-url';
import {
  englishRule,
  messagesFormSchemaIn,
  messagesFormValues,
  taxFormSchemaIn,
  taxFormValues,
  type SayRule,
} from '@/features/admin/settings/tax-and-messages-form';

/** Whose lines count towards free delivery (the server's geography.Shop). */
export const FREE_DELIVERY_SHOPS = ['all', 'clothing', 'accessories'] as const;
/** The catalogue's ids of their names. */
export const FREE_DELIVERY_SHOP_LABEL_IDS: Record<(typeof FREE_DELIVERY_SHOPS)[number], string> = {
  all: 'adminSettings.freeShopAll',
  clothing: 'adminSettings.freeShopClothing',
  accessories: 'adminSettings.freeShopAccessories',
};
export const FREE_DELIVERY_SHOP_LABELS: Record<(typeof FREE_DELIVERY_SHOPS)[number], string> = {
  all: 'Both shops',
  clothing: 'Clothing only',
  accessories: 'Appliances only',
};

export const SPLASH = { min: 500, max: 5000, step: 100, hint: 2000 } as const;

/** Longest description, message or URL; longest name or label (characters). */
const MAX_TEXT = 2000;
const MAX_SHORT_TEXT = 200;
/** The most MVR the server takes as an amount. */
const MAX_MVR = 1_000_000_000_000;

export const SETTINGS_MESSAGES = {
  splashDuration: 'Splash duration must be between 500 and 5000 ms, in steps of 100',
  fee: 'Fee must be a number of 0 or more',
  feeDecimals: 'Fee can have at most two decimals',
  announcementType: 'Type must be one of info, warning, success, promo',
  chatIds: 'Chat IDs must be a comma-separated list of numeric chat IDs',
  botToken: 'Bot token must look like 123456789:ABCdef... (as @BotFather gives it)',
  lowStockThreshold: 'Low-stock threshold must be a whole number from 0 to 1000',
  maxUnits: 'Must be a whole number from 1 to 10000',
  cancelDays: 'Must be a whole number from 0 (never) to 365',
} as const;

/** The low-stock threshold's bounds and default (backend/internal/settings). */
export const LOW_STOCK = { min: 0, max: 1000, step: 1, default: 2 } as const;

export function lowStockThresholdValid(typed: string): boolean {
  const value = typed.trim();
  return /^\d+$/.test(value) && Number(value) >= LOW_STOCK.min && Number(value) <= LOW_STOCK.max;
}

/** What one customer may order online, their bounds and defaults (decision 196). */
export const ORDER_UNITS = { min: 1, max: 10_000, step: 1 } as const;
export const CANCEL_DAYS = { min: 0, max: 365, step: 1 } as const;
const ORDER_LIMITS_DEFAULT = {
  maxUnitsPerLine: 10,
  maxUnitsPerOrder: 30,
  maxOpenUnitsPerPhone: 60,
  cancelUnconfirmedCodAfterDays: 0,
} as const;

/** The codes of the server's messages above (docs/messages.md). */
const SETTINGS_CODES: Record<keyof typeof SETTINGS_MESSAGES, string> = {
  splashDuration: 'splash_duration_invalid',
  fee: 'fee_invalid',
  feeDecimals: 'fee_decimals',
  announcementType: 'announcement_type_invalid',
  chatIds: 'chat_ids_invalid',
  botToken: 'bot_token_invalid',
  lowStockThreshold: 'low_stock_invalid',
  maxUnits: 'max_units_invalid',
  cancelDays: 'cancel_days_invalid',
};

/** One of the messages above as `say` says it. */
export function settingsMessage(key: keyof typeof SETTINGS_MESSAGES, say: SayRule = englishRule): string {
  return say(SETTINGS_CODES[key], SETTINGS_MESSAGES[key]);
}

const wholeNumber = (range: { min: number; max: number }, message: string) =>
  z
    .string()
    .refine((typed) => {
      const value = typed.trim();
      return /^\d+$/.test(value) && Number(value) >= range.min && Number(value) <= range.max;
    }, message)
    .transform((value) => Number(value.trim()));

export function tooLong(limit: number): string {
  return `Must be at most ${String(limit)} characters`;
}

const CHAT_ID = /^(-?\d+|@[A-Za-z0-9_]{5,32})$/;
const BOT_TOKEN = /^\d+:[A-Za-z0-9_-]+$/;

/** Characters as the server counts them (code points, not UTF-16 units). */
function length(value: string): number {
  return Array.from(value).length;
}

const textIn = (say: SayRule) => (limit: number) =>
  z
    .string()
    .trim()
    .refine((value) => length(value) <= limit, say('too_long', tooLong(limit), { max: String(limit) }));

const urlIn = (say: SayRule) => (allowPath: boolean) =>
  textIn(say)(MAX_TEXT).refine(
    (value) => value === '' || isSafeUrl(value, allowPath),
    allowPath ? say('url_or_path_invalid', MSG_HTTP_URL_OR_PATH) : say('url_invalid', MSG_HTTP_URL),
  );

/**
 * What is wrong with a fee as typed, or undefined when it is fine. Empty is
 * fine: no fee of its own (an atoll then pays the flat fee; no flat fee means 0).
 */
export function feeProblem(typed: string, say: SayRule = englishRule): string | undefined {
  const value = typed.trim();
  if (value === '') {
    return undefined;
  }
  const amount = Number(value);
  if (!Number.isFinite(amount) || amount < 0 || amount > MAX_MVR) {
    return settingsMessage('fee', say);
  }
  // The shortest decimal that reads back as the amount, as the server counts.
  const shortest = String(amount);
  const decimals = shortest.includes('e') ? Infinity : (shortest.split('.')[1]?.length ?? 0);
  return decimals > 2 ? settingsMessage('feeDecimals', say) : undefined;
}

/** A fee as typed, as the wire's MVR number (null when empty). Call after feeProblem. */
export function feeValue(typed: string): number | null {
  const value = typed.trim();
  return value === '' ? null : Number(value);
}

const feeIn = (say: SayRule) =>
  z
    .string()
    .superRefine((value, context) => {
      const problem = feeProblem(value, say);
      if (problem !== undefined) {
        context.addIssue({ code: 'custom', message: problem });
      }
    })
    .transform(feeValue);

export function splashDurationValid(typed: string): boolean {
  const value = typed.trim();
  const duration = Number(value);
  return (
    /^\d+$/.test(value) && duration >= SPLASH.min && duration <= SPLASH.max && duration % SPLASH.step === 0
  );
}

export function chatIdsValid(typed: string): boolean {
  const value = typed.trim();
  return value === '' || value.split(',').every((id) => CHAT_ID.test(id.trim()));
}

export function botTokenValid(typed: string): boolean {
  const value = typed.trim();
  return value === '' || BOT_TOKEN.test(value);
}

/** The form's rules, their messages said as `say` says the server's (English by default). */
export function settingsFormSchemaIn(say: SayRule = englishRule) {
  const text = textIn(say);
  const url = urlIn(say);
  const fee = feeIn(say);
  const rule = (key: keyof typeof SETTINGS_MESSAGES) => settingsMessage(key, say);
  return z.object({
    contact: z.object({
      phone: text(MAX_SHORT_TEXT),
      whatsappUrl: url(false),
    }),
    hero: z.object({
      title: text(MAX_SHORT_TEXT),
      subtitle: text(MAX_TEXT),
      buttonText: text(MAX_SHORT_TEXT),
      buttonLink: url(true),
      imageUrl: url(true),
    }),
    announcement: z.object({
      enabled: z.boolean(),
      message: text(MAX_TEXT),
      type: z.enum(ANNOUNCEMENT_TYPES, { error: rule('announcementType') }),
      dismissible: z.boolean(),
      link: url(true),
      linkText: text(MAX_SHORT_TEXT),
    }),
    branding: z.object({
      logoUrl: url(true),
      showSplashScreen: z.boolean(),
      splashDuration: z
        .string()
        .refine(splashDurationValid, rule('splashDuration'))
        .transform((value) => Number(value.trim())),
    }),
    delivery: z.object({
      flatFeeMvr: fee,
      /** One per atoll of the geography, in its order. */
      atollFees: z.array(z.object({ atoll: z.string(), fee })),
      /** The islands with a fee of their own (decision 185). */
      islandFees: z.array(z.object({ atoll: z.string(), island: z.string(), fee })),
      /** Free delivery from this subtotal; empty is off (decision 185). */
      freeThresholdMvr: fee,
      freeShop: z.enum(FREE_DELIVERY_SHOPS),
      /** The atolls free delivery does not reach. */
      freeExceptAtolls: z.array(z.string()),
    }),
    bank: z.object({
      bankName: text(MAX_SHORT_TEXT),
      accountName: text(MAX_SHORT_TEXT),
      accountNumber: text(MAX_SHORT_TEXT),
      branch: text(MAX_SHORT_TEXT),
      referenceHelp: text(MAX_TEXT),
    }),
    footer: z.object({
      shortDescription: text(MAX_TEXT),
      googleMapsUrl: url(false),
      directionsUrl: url(false),
      facebookUrl: url(false),
      instagramUrl: url(false),
      twitterUrl: url(false),
    }),
    telegram: z.object({
      enabled: z.boolean(),
      botToken: text(MAX_SHORT_TEXT).refine(botTokenValid, rule('botToken')),
      chatIds: text(MAX_TEXT).refine(chatIdsValid, rule('chatIds')),
      actions: z.boolean(),
    }),
    inventory: z.object({
      lowStockThreshold: z
        .string()
        .refine(lowStockThresholdValid, rule('lowStockThreshold'))
        .transform((value) => Number(value.trim())),
    }),
    orderLimits: z.object({
      maxUnitsPerLine: wholeNumber(ORDER_UNITS, rule('maxUnits')),
      maxUnitsPerOrder: wholeNumber(ORDER_UNITS, rule('maxUnits')),
      maxOpenUnitsPerPhone: wholeNumber(ORDER_UNITS, rule('maxUnits')),
      cancelUnconfirmedCodAfterDays: wholeNumber(CANCEL_DAYS, rule('cancelDays')),
    }),
    tax: taxFormSchemaIn(say),
    messages: messagesFormSchemaIn(say),
  });
}

export const settingsFormSchema = settingsFormSchemaIn();

export type SettingsFormValues = z.input<typeof settingsFormSchema>;
export type SettingsFormOutput = z.output<typeof settingsFormSchema>;

function feeText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/** The form's starting values: the settings as read, numbers as the inputs show them. */
export function formValuesFrom(settings: AdminSettings): SettingsFormValues {
  const { perAtollFees, perIslandFees = {}, freeDelivery } = settings.delivery;
  const shop = FREE_DELIVERY_SHOPS.find((known) => known === freeDelivery?.shop) ?? 'all';
  return {
    contact: { ...settings.contact },
    hero: { ...settings.hero },
    announcement: { ...settings.announcement },
    branding: { ...settings.branding, splashDuration: String(settings.branding.splashDuration) },
    delivery: {
      flatFeeMvr: feeText(settings.delivery.flatFeeMvr),
      atollFees: settings.geo.atolls.map(({ name }) => ({
        atoll: name,
        fee: feeText(Object.hasOwn(perAtollFees, name) ? perAtollFees[name] : null),
      })),
      islandFees: Object.entries(perIslandFees).flatMap(([atoll, islands]) =>
        Object.entries(islands).map(([island, value]) => ({ atoll, island, fee: feeText(value) })),
      ),
      freeThresholdMvr: feeText(freeDelivery?.thresholdMvr ?? null),
      freeShop: shop,
      freeExceptAtolls: [...(freeDelivery?.exceptAtolls ?? [])],
    },
    bank: { ...settings.bank, branch: settings.bank.branch ?? '' },
    footer: { ...settings.footer },
    telegram: { ...settings.telegram, actions: settings.telegram.actions ?? false },
    inventory: { lowStockThreshold: String(settings.inventory?.lowStockThreshold ?? LOW_STOCK.default) },
    orderLimits: orderLimitsText(settings.orderLimits ?? ORDER_LIMITS_DEFAULT),
    tax: taxFormValues(settings.tax),
    messages: messagesFormValues(settings.messages),
  };
}

function orderLimitsText(limits: NonNullable<Settings['orderLimits']>): SettingsFormValues['orderLimits'] {
  return {
    maxUnitsPerLine: String(limits.maxUnitsPerLine),
    maxUnitsPerOrder: String(limits.maxUnitsPerOrder),
    maxOpenUnitsPerPhone: String(limits.maxOpenUnitsPerPhone),
    cancelUnconfirmedCodAfterDays: String(limits.cancelUnconfirmedCodAfterDays),
  };
}

/**
 * The whole settings object to PUT: the form's sections over what was read.
 * The atolls are not edited here (Geography does that) and are sent back as
 * read; a fee typed for an atoll replaces its own, an emptied one becomes
 * null (the flat fee applies), and fees of names that are not atolls of the
 * geography are kept untouched (decision 056).
 */
export function settingsFrom(values: SettingsFormOutput, read: AdminSettings): AdminSettings {
  const perAtollFees: Settings['delivery']['perAtollFees'] = { ...read.delivery.perAtollFees };
  for (const { atoll, fee: typed } of values.delivery.atollFees) {
    if (typed !== null || Object.hasOwn(perAtollFees, atoll)) {
      perAtollFees[atoll] = typed;
    }
  }
  const perIslandFees: Record<string, Record<string, number | null>> = {};
  for (const { atoll, island, fee: typed } of values.delivery.islandFees) {
    perIslandFees[atoll] = { ...perIslandFees[atoll], [island]: typed };
  }
  const { freeThresholdMvr, freeShop, freeExceptAtolls } = values.delivery;
  return {
    bank: values.bank,
    delivery: {
      flatFeeMvr: values.delivery.flatFeeMvr,
      perAtollFees,
      perIslandFees,
      freeDelivery: { thresholdMvr: freeThresholdMvr, shop: freeShop, exceptAtolls: freeExceptAtolls },
    },
    geo: read.geo,
    contact: values.contact,
    footer: values.footer,
    telegram: values.telegram,
    branding: values.branding,
    announcement: values.announcement,
    hero: values.hero,
    inventory: values.inventory,
    orderLimits: values.orderLimits,
    tax: values.tax,
    messages: values.messages,
    // The Dhivehi twins and corrections are not edited here: kept as read.
    ...(read.dhivehi === undefined ? {} : { dhivehi: read.dhivehi }),
  };
}

/**
 * Where a server field path (PUT /settings, 422) is shown in this form: the
 * same path for most, "delivery.atollFees.3.fee" for an atoll's fee; null
 * for paths the form has no input for (they are listed above the Save button).
 */
export function formPathFor(serverPath: string, values: SettingsFormValues): string | null {
  if (serverPath === 'delivery.freeDelivery.thresholdMvr') {
    return 'delivery.freeThresholdMvr';
  }
  const islandFee = /^delivery\.perIslandFees\.(.+)$/.exec(serverPath);
  if (islandFee !== null) {
    const index = values.delivery.islandFees.findIndex(({ atoll, island }) => `${atoll}.${island}` === islandFee[1]);
    return index === -1 ? null : `delivery.islandFees.${String(index)}.fee`;
  }
  const atollFee = /^delivery\.perAtollFees\.(.+)$/.exec(serverPath);
  if (atollFee !== null) {
    const index = values.delivery.atollFees.findIndex(({ atoll }) => atoll === atollFee[1]);
    return index === -1 ? null : `delivery.atollFees.${String(index)}.fee`;
  }
  return FORM_PATHS.has(serverPath) ? serverPath : null;
}

const FORM_PATHS = new Set<string>(
  Object.entries(settingsFormSchema.shape).flatMap(([section, schema]) =>
    Object.keys(schema.shape)
      .filter((field) => !(section === 'delivery' && ['atollFees', 'islandFees', 'freeExceptAtolls'].includes(field)))
      .map((field) => `${section}.${field}`),
  ),
);
