// The tailoring forms (spec section 5, "Custom design request" and
// "Alteration request"): their rules with the spec's messages word for word,
// and how their values become POST /tailoring/requests. The server checks
// the same rules again. The rules are built with a `t`, so their messages
// follow the page's language; the English ones are the spec's.
import { z } from 'zod';

import {
  MEASUREMENT_PARTS,
  type MeasurementPart,
  type MeasurementUnit,
  type TailoringRequestInput,
  type TailoringStatus,
} from '@/api/tailoring';
import { englishT, type Translate } from '@/i18n/english';
import { isValidMaldivesPhone } from '@/lib/phone';
import { lookupSchemaOf } from '@/ui/lookup-form';

const MESSAGE_IDS = {
  phone: 'tailoring.errorPhone',
  description: 'tailoring.errorDescription',
  measurement: 'tailoring.errorMeasurement',
  itemType: 'tailoring.errorItemType',
  requestNumber: 'tailoring.errorRequestNumber',
  lookupPhone: 'tailoring.errorLookupPhone',
  controlCharacters: 'tailoring.errorControlCharacters',
} as const;

type TailoringMessages = Record<keyof typeof MESSAGE_IDS, string>;

function messagesIn(t: Translate): TailoringMessages {
  return Object.fromEntries(Object.entries(MESSAGE_IDS).map(([key, id]) => [key, t(id)])) as TailoringMessages;
}

/** The messages in English (the spec's words). */
export const TAILORING_MESSAGES = messagesIn(englishT);

/** What an alteration can be made to (the server's list). */
export const ITEM_TYPES = ['Abaya', 'Dress', 'Jilbab', 'Skirt', 'Trousers', 'Blouse', 'Kurta', 'Other'] as const;

/** The item types' label ids. */
export const ITEM_TYPE_IDS: Record<(typeof ITEM_TYPES)[number], string> = {
  Abaya: 'tailoring.itemAbaya',
  Dress: 'tailoring.itemDress',
  Jilbab: 'tailoring.itemJilbab',
  Skirt: 'tailoring.itemSkirt',
  Trousers: 'tailoring.itemTrousers',
  Blouse: 'tailoring.itemBlouse',
  Kurta: 'tailoring.itemKurta',
  Other: 'tailoring.itemOther',
};

/** The measurements' label ids. */
export const MEASUREMENT_LABELS: Record<MeasurementPart, string> = {
  bust: 'tailoring.bust',
  waist: 'tailoring.waist',
  hips: 'tailoring.hips',
  length: 'tailoring.length',
  shoulders: 'tailoring.shoulders',
};

/** The bounds the server keeps, in each unit (message: an id). */
export const MEASUREMENT_RANGE: Record<MeasurementUnit, { min: number; max: number; message: string }> = {
  cm: { min: 1, max: 300, message: 'tailoring.errorRangeCm' },
  in: { min: 0.4, max: 118, message: 'tailoring.errorRangeIn' },
};

/** The statuses' label ids as the customer sees them (a new request is "Received"). */
export const STATUS_LABELS: Record<TailoringStatus, string> = {
  new: 'tailoring.statusNew',
  quoted: 'tailoring.statusQuoted',
  accepted: 'tailoring.statusAccepted',
  in_progress: 'tailoring.statusInProgress',
  ready: 'tailoring.statusReady',
  delivered: 'tailoring.statusDelivered',
  cancelled: 'tailoring.statusCancelled',
};

// Control characters but line breaks and tabs (allowed in long text).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex
const CONTROL_ONE_LINE = /[\u0000-\u001F\u007F]/;


const measurementsSchema = z.object({
  bust: z.string(),
  waist: z.string(),
  hips: z.string(),
  length: z.string(),
  shoulders: z.string(),
});
type MeasurementValues = z.infer<typeof measurementsSchema>;

/** The measurements typed, as numbers, by part; empty ones left out. */
export function measurementsOf(values: MeasurementValues): Partial<Record<MeasurementPart, number>> {
  const out: Partial<Record<MeasurementPart, number>> = {};
  for (const part of MEASUREMENT_PARTS) {
    const text = values[part].trim().replace(',', '.');
    if (text !== '') {
      out[part] = Number(text);
    }
  }
  return out;
}

/**
 * Both forms in one schema: kind says which. A custom design needs a
 * description of 10 characters or more; an alteration an item type; both a
 * valid phone and at least one measurement within bounds.
 */
export function requestSchemaIn(t: Translate) {
  const messages = messagesIn(t);
  const longText = (max: number, control: RegExp) =>
    z
      .string()
      .trim()
      .max(max, t('tailoring.errorAtMost', { max }))
      .refine((v) => !control.test(v), messages.controlCharacters);
  return z
    .object({
      kind: z.enum(['custom_design', 'alteration']),
      phone: z.string().trim().refine(isValidMaldivesPhone, messages.phone),
      description: longText(2000, CONTROL),
      fabricType: longText(60, CONTROL_ONE_LINE),
      color: longText(60, CONTROL_ONE_LINE),
      itemType: z.string(),
      unit: z.enum(['cm', 'in']),
      measurements: measurementsSchema,
      notes: longText(1000, CONTROL),
    })
    .superRefine((values, context) => {
      if (values.kind === 'custom_design' && values.description.length < 10) {
        context.addIssue({ code: 'custom', path: ['description'], message: messages.description });
      }
      if (values.kind === 'alteration' && !(ITEM_TYPES as readonly string[]).includes(values.itemType)) {
        context.addIssue({ code: 'custom', path: ['itemType'], message: messages.itemType });
      }
      const given = measurementsOf(values.measurements);
      if (Object.keys(given).length === 0) {
        context.addIssue({ code: 'custom', path: ['measurements'], message: messages.measurement });
        return;
      }
      const range = MEASUREMENT_RANGE[values.unit];
      for (const [part, value] of Object.entries(given)) {
        if (!Number.isFinite(value) || value < range.min || value > range.max) {
          context.addIssue({ code: 'custom', path: ['measurements', part], message: t(range.message) });
        }
      }
    });
}

/** The rules with the English messages. */
export const requestSchema = requestSchemaIn(englishT);
export type RequestValues = z.input<typeof requestSchema>;
export type RequestOutput = z.output<typeof requestSchema>;

export function emptyRequest(kind: RequestValues['kind']): RequestValues {
  return {
    kind,
    phone: '',
    description: '',
    fabricType: '',
    color: '',
    itemType: '',
    unit: 'cm',
    measurements: { bust: '', waist: '', hips: '', length: '', shoulders: '' },
    notes: '',
  };
}

/** The body of POST /tailoring/requests for the form's values. */
export function requestInput(values: RequestOutput, designFiles: string[]): TailoringRequestInput {
  const common = {
    phone: values.phone,
    unit: values.unit,
    measurements: measurementsOf(values.measurements),
    notes: values.notes,
  };
  return values.kind === 'alteration'
    ? { kind: 'alteration', item_type: values.itemType, ...common }
    : {
        kind: 'custom_design',
        description: values.description,
        fabric_type: values.fabricType,
        color: values.color,
        design_files: designFiles,
        ...common,
      };
}

/** Where a server field message belongs in the forms ("fabric_type" -> "fabricType"). */
export function formPathOf(serverPath: string): string | null {
  const direct: Record<string, string> = {
    phone: 'phone',
    description: 'description',
    fabric_type: 'fabricType',
    color: 'color',
    item_type: 'itemType',
    unit: 'unit',
    notes: 'notes',
    measurements: 'measurements',
  };
  if (Object.hasOwn(direct, serverPath)) {
    return direct[serverPath] ?? null;
  }
  const part = /^measurements\.(bust|waist|hips|length|shoulders)$/.exec(serverPath);
  return part === null ? null : `measurements.${part[1] ?? ''}`;
}

export function lookupSchemaIn(t: Translate) {
  const messages = messagesIn(t);
  return lookupSchemaOf({ number: messages.requestNumber, phone: messages.lookupPhone });
}
