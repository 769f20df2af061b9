// How the admin's Tailoring section names statuses and kinds and shows
// measurements: in centimetres, with the customer's own inches beside them.
import {
  MEASUREMENT_PARTS,
  type MeasurementPart,
  TAILORING_STATUS_LABELS,
  TAILORING_STATUSES,
  type TailoringRequest,
  type TailoringStatus,
} from '@/api/tailoring';
import { englishT, type Translate } from '@/i18n/english';

export { TAILORING_STATUS_LABELS };

/** The catalogue's ids of the statuses' names (the API keeps its values). */
const STATUS_LABEL_IDS: Record<TailoringStatus, string> = {
  new: 'adminTailoring.statusNew',
  quoted: 'adminTailoring.statusQuoted',
  accepted: 'adminTailoring.statusAccepted',
  in_progress: 'adminTailoring.statusInProgress',
  ready: 'adminTailoring.statusReady',
  delivered: 'adminTailoring.statusDelivered',
  cancelled: 'adminTailoring.statusCancelled',
};

/** A status's name in t's language; one this app does not know, as the server wrote it. */
export function tailoringStatusLabel(status: string, t: Translate = englishT): string {
  const id = (STATUS_LABEL_IDS as Record<string, string | undefined>)[status];
  return id === undefined ? status : t(id);
}

export function tailoringStatusOptions(t: Translate = englishT): { value: TailoringStatus; label: string }[] {
  return TAILORING_STATUSES.map((value) => ({ value, label: tailoringStatusLabel(value, t) }));
}

export const TAILORING_STATUS_OPTIONS = tailoringStatusOptions();

/** A request's kind in t's language. */
export function kindLabel(kind: TailoringRequest['kind'], t: Translate = englishT): string {
  return t(kind === 'alteration' ? 'adminTailoring.kindAlteration' : 'adminTailoring.kindCustom');
}

export const KIND_LABELS: Record<TailoringRequest['kind'], string> = {
  custom_design: 'Custom design',
  alteration: 'Alteration',
};

/** The measurements' names: the customer's form's words (the tailoring catalogue). */
const PART_LABEL_IDS: Record<MeasurementPart, string> = {
  bust: 'tailoring.bust',
  waist: 'tailoring.waist',
  hips: 'tailoring.hips',
  length: 'tailoring.length',
  shoulders: 'tailoring.shoulders',
};

/** The measurements given, as rows: "Bust", "91.4 cm", "36 in" (inches only when given so). */
export function measurementRows(
  request: TailoringRequest,
  t: Translate = englishT,
): { part: string; cm: string; asGiven: string | null }[] {
  return MEASUREMENT_PARTS.flatMap((part) => {
    const cm = request.measurements_cm[part];
    if (cm === undefined) {
      return [];
    }
    const given = request.measurements[part];
    return [
      {
        part: t(PART_LABEL_IDS[part]),
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
