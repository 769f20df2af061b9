// How the admin's Tailoring section names statuses and kinds and shows
// measurements: in centimetres, with the customer's own inches beside them.
import {
  MEASUREMENT_PARTS,
  type MeasurementPart,
  TAILORING_STATUS_LABELS,
  TAILORING_STATUSES,
  type TailoringRequest,
} from '@/api/tailoring';

export { TAILORING_STATUS_LABELS };

export const TAILORING_STATUS_OPTIONS = TAILORING_STATUSES.map((value) => ({
  value,
  label: TAILORING_STATUS_LABELS[value],
}));

export const KIND_LABELS: Record<TailoringRequest['kind'], string> = {
  custom_design: 'Custom design',
  alteration: 'Alteration',
};

const PART_LABELS: Record<MeasurementPart, string> = {
  bust: 'Bust',
  waist: 'Waist',
  hips: 'Hips',
  length: 'Length',
  shoulders: 'Shoulders',
};

/** The measurements given, as rows: "Bust", "91.4 cm", "36 in" (inches only when given so). */
export function measurementRows(request: TailoringRequest): { part: string; cm: string; asGiven: string | null }[] {
  return MEASUREMENT_PARTS.flatMap((part) => {
    const cm = request.measurements_cm[part];
    if (cm === undefined) {
      return [];
    }
    const given = request.measurements[part];
    return [
      {
        part: PART_LABELS[part],
        cm: `${String(cm)} cm`,
        asGiven: request.unit === 'in' && given !== undefined ? `${String(given)} in` : null,
      },
    ];
  });
}

/** What a request is about, in a few words: the item type or the start of the description. */
export function requestSummary(request: TailoringRequest): string {
  if (request.kind === 'alteration') {
    return request.item_type;
  }
  const text = request.description.replace(/\s+/g, ' ').trim();
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}
