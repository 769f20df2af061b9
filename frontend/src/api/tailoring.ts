// Tailoring requests as the server sends them (docs/openapi.yaml), shared by
// the customer's screens (features/tailoring/api) and the admin's
// (features/admin/tailoring/api), which add their own endpoints. Every call
// is live: a request holds a customer's phone and measurements, and a stale
// status or quote would mislead (no offline copy, as orders).
import { z } from 'zod';

export const TAILORING_STATUSES = [
  'new',
  'quoted',
  'accepted',
  'in_progress',
  'ready',
  'delivered',
  'cancelled',
] as const;
export type TailoringStatus = (typeof TAILORING_STATUSES)[number];

/** What the owner calls each status; the customer's screens call a new request "Received". */
export const TAILORING_STATUS_LABELS: Record<TailoringStatus, string> = {
  new: 'New',
  quoted: 'Quoted',
  accepted: 'Accepted',
  in_progress: 'In progress',
  ready: 'Ready',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const MEASUREMENT_PARTS = ['bust', 'waist', 'hips', 'length', 'shoulders'] as const;
export type MeasurementPart = (typeof MEASUREMENT_PARTS)[number];

export type MeasurementUnit = 'cm' | 'in';

const measurementsSchema = z.partialRecord(z.enum(MEASUREMENT_PARTS), z.number());

export const tailoringRequestSchema = z.object({
  number: z.string(),
  kind: z.enum(['custom_design', 'alteration']),
  title: z.string(),
  phone: z.string(),
  description: z.string().catch(''),
  fabric_type: z.string().catch(''),
  color: z.string().catch(''),
  item_type: z.string().catch(''),
  unit: z.enum(['cm', 'in']).catch('cm'),
  measurements: measurementsSchema.catch({}),
  measurements_cm: measurementsSchema.catch({}),
  notes: z.string().catch(''),
  design_files: z.number().int().nonnegative().catch(0),
  // A status this app does not know yet reads as new, not as an outage.
  status: z.enum(TAILORING_STATUSES).catch('new'),
  status_history: z.array(z.object({ status: z.string(), at: z.string() })).catch([]),
  estimated_price: z.number().nullable().catch(null),
  final_price: z.number().nullable().catch(null),
  price: z.number().nullable().catch(null),
  orderable: z.boolean().catch(false),
  order_number: z.string().nullable().catch(null),
  created_at: z.string(),
  updated_at: z.string().catch(''),
});
export type TailoringRequest = z.infer<typeof tailoringRequestSchema>;

/** The body of POST /tailoring/requests. */
export type TailoringRequestInput = {
  kind: 'custom_design' | 'alteration';
  phone: string;
  description?: string;
  fabric_type?: string;
  color?: string;
  item_type?: string;
  unit: MeasurementUnit;
  measurements: Partial<Record<MeasurementPart, number>>;
  notes?: string;
  design_files?: string[];
};

export type TrackTailoringArgs = { number: string; phone: string };

/** The admin's change: the status and both prices (null for none). */
export type TailoringUpdate = {
  status: TailoringStatus;
  estimated_price: number | null;
  final_price: number | null;
};

/** Requests per page of the admin's list. */
export const ADMIN_TAILORING_PER_PAGE = 20;

export type TailoringListQuery = { page: number; status?: TailoringStatus | undefined; q?: string | undefined };
export type TailoringListPage = { items: TailoringRequest[]; total: number };

/** A design file of a request, as the signed-in admin reads it. */
export function designFileUrl(number: string, index: number): string {
  return `/api/tailoring/requests/${encodeURIComponent(number)}/files/${String(index)}`;
}

/** The answer of POST /uploads for a design file. */
export const uploadedFileSchema = z.object({ ref: z.string() });
