// The owner's tailoring calls (docs/openapi.yaml): the list (GET
// /tailoring/requests, newest first, X-Total-Count), one request and its
// update (GET/PUT /tailoring/requests/{number}). All live, all admin-only.
import { z } from 'zod';

import { answerOf, LIVE, parseAnswer, recheckSessionOn401, totalCount } from '@/api/answers';
import { baseApi } from '@/api/base-api';
import {
  ADMIN_TAILORING_PER_PAGE,
  type TailoringListPage,
  type TailoringListQuery,
  type TailoringRequest,
  tailoringRequestSchema,
  type TailoringUpdate,
} from '@/api/tailoring';

export const adminTailoringApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
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
          recheckSessionOn401(result.error, api);
          return { error: result.error };
        }
        const list = parseAnswer(z.array(tailoringRequestSchema), result.data, 'GET /tailoring/requests');
        if ('error' in list) {
          return list;
        }
        return { data: { requests: list.data, total: totalCount(result.meta?.response?.headers, list.data.length) } };
      },
      providesTags: (page) => [
        { type: 'TailoringRequest', id: 'LIST' },
        ...(page?.requests ?? []).map((r) => ({ type: 'TailoringRequest' as const, id: r.number })),
      ],
    }),
    getTailoringRequest: build.query<TailoringRequest, string>({
      extraOptions: LIVE,
      queryFn: answerOf(tailoringRequestSchema, (number) => `/tailoring/requests/${encodeURIComponent(number)}`, { admin: true }),
      providesTags: (_request, _error, number) => [{ type: 'TailoringRequest', id: number }],
    }),
    updateTailoringRequest: build.mutation<TailoringRequest, { number: string; update: TailoringUpdate }>({
      extraOptions: LIVE,
      queryFn: answerOf(
        tailoringRequestSchema,
        ({ number, update }) => ({ url: `/tailoring/requests/${encodeURIComponent(number)}`, method: 'PUT', body: update }),
        { admin: true },
      ),
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

export const { useListTailoringRequestsQuery, useGetTailoringRequestQuery, useUpdateTailoringRequestMutation } =
  adminTailoringApi;
