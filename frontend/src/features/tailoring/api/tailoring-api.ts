// The customer's tailoring calls (docs/openapi.yaml): send a request (POST
// /tailoring/requests) and look one up by number and phone (GET
// /tailoring/requests/track). Design files go up with api/upload.ts.
import { LIVE, readAnswer } from '@/api/answers';
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
      queryFn: async (input, _api, _extraOptions, baseQuery) => {
        const result = await baseQuery({ url: '/tailoring/requests', method: 'POST', body: input });
        return readAnswer(result, tailoringRequestSchema, 'POST /tailoring/requests');
      },
      invalidatesTags: [{ type: 'TailoringRequest', id: 'LIST' }],
    }),
    trackTailoringRequest: build.query<TailoringRequest, TrackTailoringArgs>({
      extraOptions: LIVE,
      queryFn: async ({ number, phone }, _api, _extraOptions, baseQuery) => {
        const result = await baseQuery({ url: '/tailoring/requests/track', params: { number, phone } });
        return readAnswer(result, tailoringRequestSchema, 'GET /tailoring/requests/track');
      },
      providesTags: (request) => (request ? [{ type: 'TailoringRequest', id: request.number }] : []),
    }),
  }),
});

export const { useSubmitTailoringRequestMutation, useTrackTailoringRequestQuery } = customerTailoringApi;
