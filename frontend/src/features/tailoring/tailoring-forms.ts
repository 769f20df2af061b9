// The tailoring forms (spec section 5, "Custom design request" and
// "Alteration request"): their rules with the spec's messages word for word,
// and how their values become POST /tailoring/requests. The server checks
// the same rules again.
import { z } from 'zod';

import {
  MEASUREMENT_PARTS,
  type MeasurementPart,
  type MeasurementUnit,
  type TailoringRequestInput,
  TAILORING_STATUS_LABELS,
  type TailoringStatus,
} from '@/api/tailoring';
import { isValidMaldivesPhone } from '@/lib/phone';
import { lookupSchemaOf } from '@/ui/lookup-form';

export const TAILORING_MESSAGES = {
  phone: 'Please enter a valid Maldives phone number (+960####### or 7-digit starting with 7/9)',
  description: 'Please describe what you want to create in at least 10 characters.',
  measurement: 'Please provide at least one measurement',
  itemType: 'Please select item type',
  requestNumber: 'Request number is required',
  lookupPhone: 'Please enter a valid Maldives phone number',
  controlCharacters: 'Must not contain control characters',
} as const;

/** What an alteration can be made to (the server's list). */
export const ITEM_TYPES = ['Abaya', 'Dress', 'Jilbab', 'Skirt', 'Trousers', 'Blouse', 'Kurta', 'Other'] as const;

export const MEASUREMENT_LABELS: Record<MeasurementPart, string> = {
  bust: 'Bust',
  waist: 'Waist',
  hips: 'Hips',
  length: 'Length',
  shoulders: 'Shoulders',
};

/** The bounds the server keeps, in each unit. */
export const MEASUREMENT_RANGE: Record<MeasurementUnit, { min: number; max: number; message: string }> = {
  cm: { min: 1, max: 300, message: 'Must be between 1 and 300 cm' },
  in: { min: 0.4, max: 118, message: 'Must be between 0.4 and 118 in' },
};

export const STATUS_LABELS: Record<TailoringStatus, string> = { ...TAILORING_STATUS_LABELS, new: 'Received' };

// Control characters but line breaks and tabs (allowed in long text).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex
const CONTROL_ONE_LINE = /[\u0000-\u001F\u007F]/;

const shortText = z
  .string()
  .trim()
  .max(60, 'Must be at most 60 characters')
  .refine((v) => !CONTROL_ONE_LINE.test(v), TAILORING_MESSAGES.controlCharacters);
const notes = z
  .string()
  .trim()
  .max(1000, 'Must be at most 1000 characters')
  .refine((v) => !CONTROL.test(v), TAILORING_MESSAGES.controlCharacters);

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
export const requestSchema = z
  .object({
    kind: z.enum(['custom_design', 'alteration']),
    phone: z.string().trim().refine(isValidMaldivesPhone, TAILORING_MESSAGES.phone),
    description: z
      .string()
      .trim()
      .max(2000, 'Must be at most 2000 characters')
      .refine((v) => !CONTROL.test(v), TAILORING_MESSAGES.controlCharacters),
    fabricType: shortText,
    color: shortText,
    itemType: z.string(),
    unit: z.enum(['cm', 'in']),
    measurements: measurementsSchema,
    notes,
  })
  .superRefine((values, context) => {
    if (values.kind === 'custom_design' && values.description.length < 10) {
      context.addIssue({ code: 'custom', path: ['description'], message: TAILORING_MESSAGES.description });
    }
    if (values.kind === 'alteration' && !(ITEM_TYPES as readonly string[]).includes(values.itemType)) {
      context.addIssue({ code: 'custom', path: ['itemType'], message: TAILORING_MESSAGES.itemType });
    }
    const given = measurementsOf(values.measurements);
    if (Object.keys(given).length === 0) {
      context.addIssue({ code: 'custom', path: ['measurements'], message: TAILORING_MESSAGES.measurement });
      return;
    }
    const range = MEASUREMENT_RANGE[values.unit];
    for (const [part, value] of Object.entries(given)) {
      if (!Number.isFinite(value) || value < range.min || value > range.max) {
        context.addIssue({ code: 'custom', path: ['measurements', part], message: range.message });
      }
    }
  });
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

export const lookupSchema = lookupSchemaOf({ number: TAILORING_MESSAGES.requestNumber, phone: TAILORING_MESSAGES.lookupPhone });
