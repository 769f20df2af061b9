// The settings form's GST registration and customer messages (decisions 209
// and 210): the server's rules (backend/internal/settings/tax.go and
// messages.go) with its words, and how they are read into the form.
import { z } from 'zod';

import type { Settings } from '@/api/settings';
import { MESSAGE_EVENTS, MESSAGE_PLACEHOLDERS } from '@/lib/customer-message';

import defaults from '../../../../../docs/testdata/default-settings.json';

export const TAX_MESSAGES = {
  tin: 'TIN must be as MIRA issues it: seven digits, GST, three digits (for example 1000001GST501)',
  tinRequired: 'A GST-registered shop needs its TIN',
  rate: 'GST rate must be a percentage from 0 to 30, with at most two decimals',
  messageRequired: 'Message is required',
  markup: 'Message cannot contain markup such as <b> or <a>',
} as const;

/**
 * How a form says one of the server's rules: in English its words, on a page
 * in another language the text of its code (useServerWords), with the
 * values of its placeholders.
 */
export type SayRule = (code: string, english: string, params?: Record<string, string>) => string;

/** The server's words, as English pages show them. */
export const englishRule: SayRule = (_code, english) => english;

/** The GST rate's bounds, in percent. */
export const GST_RATE = { min: 0, max: 30, step: 0.01 } as const;
/** The longest message (characters, as the server counts them). */
export const MAX_MESSAGE = 1000;

const TIN = /^[1-9]\d{6}GST(\d{3})$/;

export function tinValid(typed: string): boolean {
  const match = TIN.exec(typed.trim().toUpperCase());
  return match !== null && match[1] !== '000';
}

export function rateValid(typed: string): boolean {
  const value = typed.trim();
  const rate = Number(value);
  return /^\d+(\.\d{1,2})?$/.test(value) && rate >= GST_RATE.min && rate <= GST_RATE.max;
}

export function taxFormSchemaIn(say: SayRule) {
  return z
    .object({
      gstRegistered: z.boolean(),
      tin: z.string().transform((value) => value.trim().toUpperCase()),
      ratePercent: z
        .string()
        .refine(rateValid, say('gst_rate_invalid', TAX_MESSAGES.rate))
        .transform((value) => Number(value.trim())),
      pricesIncludeGst: z.boolean(),
    })
    .superRefine((tax, context) => {
      if (tax.tin !== '' && !tinValid(tax.tin)) {
        context.addIssue({ code: 'custom', path: ['tin'], message: say('tin_invalid', TAX_MESSAGES.tin) });
      } else if (tax.tin === '' && tax.gstRegistered) {
        context.addIssue({ code: 'custom', path: ['tin'], message: say('tin_required', TAX_MESSAGES.tinRequired) });
      }
    });
}

export const taxFormSchema = taxFormSchemaIn(englishRule);

/** What is wrong with a template, in the server's words, or undefined. */
export function messageProblem(template: string, say: SayRule = englishRule): string | undefined {
  const value = template.trim();
  if (value === '') {
    return say('template_message_required', TAX_MESSAGES.messageRequired);
  }
  if (Array.from(value).length > MAX_MESSAGE) {
    return say('template_message_too_long', `Message must be at most ${String(MAX_MESSAGE)} characters`, {
      max: String(MAX_MESSAGE),
    });
  }
  if (/<[^<>]*>/.test(value)) {
    return say('template_message_markup', TAX_MESSAGES.markup);
  }
  for (const [, name] of value.matchAll(/\{([^{}]*)\}/g)) {
    if (!(MESSAGE_PLACEHOLDERS as readonly string[]).includes(name ?? '')) {
      return say(
        'template_placeholder_unknown',
        `Unknown placeholder {${name ?? ''}}: use {name}, {order}, {total}, {tracking_link} or {shop}`,
        { placeholder: name ?? '' },
      );
    }
  }
  return undefined;
}

const messageIn = (say: SayRule) =>
  z
    .string()
    .superRefine((value, context) => {
      const problem = messageProblem(value, say);
      if (problem !== undefined) {
        context.addIssue({ code: 'custom', message: problem });
      }
    })
    .transform((value) => value.trim());

export function messagesFormSchemaIn(say: SayRule) {
  const message = messageIn(say);
  return z.object(
    Object.fromEntries(MESSAGE_EVENTS.map((event) => [event, message])) as Record<
      (typeof MESSAGE_EVENTS)[number],
      typeof message
    >,
  );
}

export const messagesFormSchema = messagesFormSchemaIn(englishRule);

const DEFAULT_TAX: NonNullable<Settings['tax']> = defaults.tax;

/** The tax settings as the form's inputs show them. */
export function taxFormValues(tax: Settings['tax']): z.input<typeof taxFormSchema> {
  const read = tax ?? DEFAULT_TAX;
  return { ...read, ratePercent: String(read.ratePercent) };
}

/** The message templates as read, or the defaults from a server that has none. */
export function messagesFormValues(messages: Settings['messages']): z.input<typeof messagesFormSchema> {
  return { ...(messages ?? defaults.messages) };
}
