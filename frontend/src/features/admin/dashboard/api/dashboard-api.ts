// The admin's dashboard (docs/openapi.yaml: GET /dashboard): figures the
// server computes in SQL each time it is asked. Live only: a stale copy of
// yesterday's figures would mislead more than a message does.
import { z } from 'zod';

import { LIVE, readAdminAnswer } from '@/api/answers';
import { baseApi } from '@/api/base-api';

const totalsSchema = z.object({
  orders: z.number(),
  cancelled: z.number(),
  revenue: z.number(),
  paid: z.number(),
  unpaid: z.number(),
  cod: z.number(),
  bank: z.number(),
  /** Orders paid through the bank's page; 0 from a server that does not count them. */
  online: z.number().default(0),
  /** What discount codes took off the orders not cancelled, and how many used one. */
  discounts: z.number().default(0),
  discount_orders: z.number().default(0),
});
export type DashboardTotals = z.infer<typeof totalsSchema>;

export const dashboardSchema = z.object({
  date: z.string(),
  periods: z.object({ today: totalsSchema, week: totalsSchema, month: totalsSchema }),
  chart: z.array(z.object({ date: z.string(), orders: z.number(), revenue: z.number() })),
  waiting: z.object({
    count: z.number(),
    orders: z.array(
      z.object({
        order_number: z.string(),
        customer_name: z.string(),
        total: z.number(),
        payment_method: z.enum(['COD', 'BANK', 'ONLINE']),
        payment_status: z.enum(['unpaid', 'paid']),
        status: z.string(),
        slip_url: z.string().nullable(),
        /** The code the order used; "" without one. */
        discount_code: z.string().default(''),
        created_at: z.string(),
      }),
    ),
  }),
  low_stock: z.object({
    threshold: z.number(),
    variants: z.array(
      z.object({
        product_id: z.string(),
        title: z.string(),
        sku: z.string(),
        shop_type: z.enum(['clothing', 'accessories']),
        variant: z.string(),
        color: z.string(),
        size: z.string(),
        left: z.number(),
      }),
    ),
  }),
  best_sellers: z.array(
    z.object({ product_id: z.string(), title: z.string(), units: z.number(), revenue: z.number() }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export type DashboardDay = Dashboard['chart'][number];

/** GET /search-misses: the searches that found nothing, most counted first. */
export const searchMissesSchema = z.array(
  z.object({ term: z.string(), count: z.number(), last_searched_at: z.string() }),
);
export type SearchMiss = z.infer<typeof searchMissesSchema>[number];

export const adminDashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSearchMisses: build.query<SearchMiss[], undefined>({
      extraOptions: LIVE,
      queryFn: async (_arg, api, _extraOptions, baseQuery) => {
        const result = await baseQuery('/search-misses');
        return readAdminAnswer(result, api, searchMissesSchema, 'GET /search-misses');
      },
    }),
    getDashboard: build.query<Dashboard, undefined>({
      extraOptions: LIVE,
      queryFn: async (_arg, api, _extraOptions, baseQuery) => {
        const result = await baseQuery('/dashboard');
        return readAdminAnswer(result, api, dashboardSchema, 'GET /dashboard');
      },
      // Any change to an order or a product may change the figures.
      providesTags: [
        { type: 'Order', id: 'LIST' },
        { type: 'Product', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetDashboardQuery, useGetSearchMissesQuery } = adminDashboardApi;
