// GET /health: 200 when the server and its database answer, 503 when not.
// The app asks it once per page load, through the base query
// (api/health-check.ts); this endpoint asks it on demand.
import { z } from 'zod';

import { baseApi } from '@/api/base-api';

export const healthSchema = z.object({ status: z.string() });
export type Health = z.infer<typeof healthSchema>;

export const healthApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<Health, void>({
      query: () => '/health',
      // A saved "ok" would hide an outage: the health check is always live.
      extraOptions: { offlineFallback: false },
      transformResponse: (body: unknown) => healthSchema.parse(body),
    }),
  }),
});

export const { useGetHealthQuery } = healthApi;
