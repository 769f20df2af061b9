// Tailoring requests (docs/openapi.yaml: POST /tailoring/requests, GET
// /tailoring/requests/track, POST /uploads purpose=design-file, and the
// admin's GET/PUT /tailoring/requests[/{number}]). Every call is live: a
// request holds a customer's phone and measurements, and a stale status or
// quote would mislead (no offline copy, as orders).
import type { BaseQueryApi, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { z } from 'zod';

import { baseApi } from '@/api/base-api';
import { httpStatusOf } from '@/api/errors';

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
export type TailoringListPage = { requests: TailoringRequest[]; total: number };

/** A design file of a request, as the signed-in admin reads it. */
export function designFileUrl(number: string, index: number): string {
  return `/api/tailoring/requests/${encodeURIComponent(number)}/files/${String(index)}`;
}

const uploadedFileSchema = z.object({ ref: z.string() });

const LIVE = { offlineFallback: false } as const;

function parsed<T>(schema: z.ZodType<T>, body: unknown, what: string): { data: T } | { error: FetchBaseQueryError } {
  const result = schema.safeParse(body);
  return result.success
    ? { data: result.data }
    : { error: { status: 'CUSTOM_ERROR', error: `${what}: unexpected answer (${result.error.message})` } };
}

/** A signed-out answer on an admin call: the session is checked again. */
function checkSessionOn401(error: FetchBaseQueryError, api: Pick<BaseQueryApi, 'dispatch'>): void {
  if (httpStatusOf(error) === 401) {
    api.dispatch(baseApi.util.invalidateTags(['Session']));
  }
}

export const tailoringApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    submitTailoringRequest: build.mutation<TailoringRequest, TailoringRequestInput>({
      extraOptions: LIVE,
      queryFn: async (input, _api, _extraOptions, baseQuery) => {
        const result = await baseQuery({ url: '/tailoring/requests', method: 'POST', body: input });
        return result.error === undefined
          ? parsed(tailoringRequestSchema, result.data, 'POST /tailoring/requests')
          : { error: result.error };
      },
      invalidatesTags: [{ type: 'TailoringRequest', id: 'LIST' }],
    }),
    trackTailoringRequest: build.query<TailoringRequest, TrackTailoringArgs>({
      extraOptions: LIVE,
      queryFn: async ({ number, phone }, _api, _extraOptions, baseQuery) => {
        const result = await baseQuery({ url: '/tailoring/requests/track', params: { number, phone } });
        return result.error === undefined
          ? parsed(tailoringRequestSchema, result.data, 'GET /tailoring/requests/track')
          : { error: result.error };
      },
      providesTags: (request) => (request ? [{ type: 'TailoringRequest', id: request.number }] : []),
    }),
    uploadDesignFile: build.mutation<{ ref: string }, File>({
      extraOptions: LIVE,
      queryFn: async (file, _api, _extraOptions, baseQuery) => {
        const form = new FormData();
        // purpose first: the server reads it before it streams the file.
        form.append('purpose', 'design-file');
        form.append('file', file, file.name);
        const result = await baseQuery({ url: '/uploads', method: 'POST', body: form });
        return result.error === undefined
          ? parsed(uploadedFileSchema, result.data, 'POST /uploads')
          : { error: result.error };
      },
    }),
    listTailoringRequests: build.query<TailoringListPage, TailoringListQuery>({
      extraOptions: LIVE,
      queryFn: async ({ page, status, q }, api, _extraOptions, baseQuery) => {
        const params: Record<string, string | number> = { page, per_page: ADMIN_TAILORING_PER_PAGE };
        if (status !== undefined) {
          params.status = status;
        }
        if ((q?.trim() ?? '') !== '') {
          params.q = q?.trim() ?? '';
        }
        const result = await baseQuery({ url: '/tailoring/requests', params });
        if (result.error !== undefined) {
          checkSessionOn401(result.error, api);
          return { error: result.error };
        }
        const list = parsed(z.array(tailoringRequestSchema), result.data, 'GET /tailoring/requests');
        if ('error' in list) {
          return list;
        }
        const header = Number(result.meta?.response?.headers.get('x-total-count') ?? Number.NaN);
        const total = Number.isInteger(header) && header >= list.data.length ? header : list.data.length;
        return { data: { requests: list.data, total } };
      },
      providesTags: (page) => [
        { type: 'TailoringRequest', id: 'LIST' },
        ...(page?.requests ?? []).map((r) => ({ type: 'TailoringRequest' as const, id: r.number })),
      ],
    }),
    getTailoringRequest: build.query<TailoringRequest, string>({
      extraOptions: LIVE,
      queryFn: async (number, api, _extraOptions, baseQuery) => {
        const path = `/tailoring/requests/${encodeURIComponent(number)}`;
        const result = await baseQuery(path);
        if (result.error !== undefined) {
          checkSessionOn401(result.error, api);
          return { error: result.error };
        }
        return parsed(tailoringRequestSchema, result.data, `GET ${path}`);
      },
      providesTags: (_request, _error, number) => [{ type: 'TailoringRequest', id: number }],
    }),
    updateTailoringRequest: build.mutation<TailoringRequest, { number: string; update: TailoringUpdate }>({
      extraOptions: LIVE,
      queryFn: async ({ number, update }, api, _extraOptions, baseQuery) => {
        const path = `/tailoring/requests/${encodeURIComponent(number)}`;
        const result = await baseQuery({ url: path, method: 'PUT', body: update });
        if (result.error !== undefined) {
          checkSessionOn401(result.error, api);
          return { error: result.error };
        }
        return parsed(tailoringRequestSchema, result.data, `PUT ${path}`);
      },
      invalidatesTags: (_result, error, { number }) =>
        error === undefined
          ? [
              { type: 'TailoringRequest', id: 'LIST' },
              { type: 'TailoringRequest', id: number },
            ]
          : [],
    }),
  }),
});

export const {
  useSubmitTailoringRequestMutation,
  useLazyTrackTailoringRequestQuery,
  useTrackTailoringRequestQuery,
  useUploadDesignFileMutation,
  useListTailoringRequestsQuery,
  useGetTailoringRequestQuery,
  useUpdateTailoringRequestMutation,
} = tailoringApi;
