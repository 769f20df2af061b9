// The owner's tailoring calls (docs/openapi.yaml): the list (GET
// /tailoring/requests, newest first, X-Total-Count), one request and its
// update (GET/PUT /tailoring/requests/{number}). All live, all admin-only.
import { z } from 'zod';

import { answerOf, LIVE } from '@/api/answers';
import { baseApi } from '@/api/base-api';
import {
  ADMIN_TAILORING_PER_PAGE,
  type TailoringListPage,
  type TailoringListQuery,
  type TailoringRequest,
  tailoringRequestSchema,
  type TailoringUpdate,
} from '@/api/tailoring';
import { filteredListAnswerOf, pageTags } from '@/features/admin/api/list-page';

export const adminTailoringApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listTailoringRequests: build.query<TailoringListPage, TailoringListQuery>({
      extraOptions: LIVE,
      queryFn: filteredListAnswerOf('/tailoring/requests', ADMIN_TAILORING_PER_PAGE, z.array(tailoringRequestSchema)),
      providesTags: pageTags('TailoringRequest', (request: TailoringRequest) => request.number),
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
