// The catalogue feeds' summary for the admin (docs/openapi.yaml GET /feeds):
// the addresses Meta and Google fetch, how many items they list, and the
// products left out for want of a JPEG, PNG or WebP picture.
import { answerOf, LIVE } from '@/api/answers';
import { baseApi } from '@/api/base-api';
import { array, type Infer, int, object, string } from '@/lib/json-shape';

export const feedsSummarySchema = object({
  meta_url: string,
  google_url: string,
  items: int,
  left_out: array(object({ id: string, title: string, path: string })),
});
export type FeedsSummary = Infer<typeof feedsSummarySchema>;

export const feedsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFeedsSummary: build.query<FeedsSummary, void>({
      extraOptions: LIVE,
      queryFn: answerOf(feedsSummarySchema, () => '/feeds', { admin: true }),
    }),
  }),
});

export const { useGetFeedsSummaryQuery } = feedsApi;
