// The customer's tailoring calls (docs/openapi.yaml): send a request (POST
// /tailoring/requests) and look one up by number and phone (GET
// /tailoring/requests/track). Design files go up with api/upload.ts.
import { answerOf, LIVE } from '@/api/answers';
import { baseApi } from '@/api/base-api';
import {
  type TailoringRequest,
  type TailoringRequestInput,
  tailoringRequestSchema,
  type TrackTailoringArgs,
} from '@/api/tailoring';

export const customerTailoringApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    submitTailoringRequest: build.mutation<TailoringRequest, TailoringRequestInput>({
      extraOptions: LIVE,
      queryFn: answerOf(tailoringRequestSchema, (input) => ({ url: '/tailoring/requests', method: 'POST', body: input })),
      invalidatesTags: [{ type: 'TailoringRequest', id: 'LIST' }],
    }),
    trackTailoringRequest: build.query<TailoringRequest, TrackTailoringArgs>({
      extraOptions: LIVE,
      queryFn: answerOf(tailoringRequestSchema, ({ number, phone }) => ({ url: '/tailoring/requests/track', params: { number, phone } })),
      providesTags: (request) => (request ? [{ type: 'TailoringRequest', id: request.number }] : []),
    }),
  }),
});

export const { useSubmitTailoringRequestMutation, useTrackTailoringRequestQuery } = customerTailoringApi;
