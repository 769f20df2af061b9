// Discount codes (docs/openapi.yaml, /discount-codes): what a code takes off
// the cart, computed by the server at the catalogue's prices in force, and
// the owner's list of codes with their uses and revenue. Every call is live:
// a discount shown from an old copy could promise what the order refuses.
import { answerOf, LIVE } from '@/api/answers';
import { baseApi } from '@/api/base-api';
import { array, boolean, type Infer, int, nullable, number, object, oneOf, string } from '@/lib/json-shape';

export const discountCheckSchema = object({
  code: string,
  subtotal: number,
  discount: number,
  free_delivery: boolean,
  total: number,
});
export type DiscountCheck = Infer<typeof discountCheckSchema>;

/** A cart line as the check reads it (the server prices it). */
export type DiscountCheckItem =
  | { product_id: string; size: string; color: string; quantity: number }
  | { tailor_item_id: string; quantity: 1 };

export type DiscountCheckArgs = { code: string; items: DiscountCheckItem[] };

export const DISCOUNT_KINDS = ['percent', 'fixed'] as const;
export const DISCOUNT_SCOPES = ['all', 'clothing', 'appliances', 'categories'] as const;

export const discountCodeSchema = object({
  code: string,
  kind: oneOf(DISCOUNT_KINDS),
  percent: int,
  amount: number,
  free_delivery: boolean,
  min_subtotal: number,
  valid_from: nullable(string),
  valid_until: nullable(string),
  scope: oneOf(DISCOUNT_SCOPES),
  category_ids: array(string),
  max_uses: int,
  max_uses_per_phone: int,
  created_at: string,
  uses: int,
  revenue: number,
  discounts: number,
});
export type DiscountCode = Infer<typeof discountCodeSchema>;

/** The body of POST and PUT /discount-codes. */
export type DiscountCodeInput = Omit<DiscountCode, 'created_at' | 'uses' | 'revenue' | 'discounts'>;

export const discountsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    checkDiscountCode: build.query<DiscountCheck, DiscountCheckArgs>({
      extraOptions: LIVE,
      queryFn: answerOf(discountCheckSchema, (body) => ({ url: '/discount-codes/check', method: 'POST', body })),
      keepUnusedDataFor: 0,
    }),
    getDiscountCodes: build.query<DiscountCode[], void>({
      extraOptions: LIVE,
      queryFn: answerOf(array(discountCodeSchema), () => '/discount-codes', { admin: true }),
      providesTags: ['DiscountCode'],
    }),
    saveDiscountCode: build.mutation<DiscountCode, { input: DiscountCodeInput; isNew: boolean }>({
      queryFn: answerOf(
        discountCodeSchema,
        ({ input, isNew }) =>
          isNew
            ? { url: '/discount-codes', method: 'POST', body: input }
            : { url: `/discount-codes/${encodeURIComponent(input.code)}`, method: 'PUT', body: input },
        { admin: true },
      ),
      invalidatesTags: ['DiscountCode'],
    }),
    deleteDiscountCode: build.mutation<null, string>({
      queryFn: answerOf(
        { safeParse: () => ({ success: true as const, data: null }) },
        (code) => ({ url: `/discount-codes/${encodeURIComponent(code)}`, method: 'DELETE' }),
        { admin: true },
      ),
      invalidatesTags: ['DiscountCode'],
    }),
  }),
});

export const {
  useCheckDiscountCodeQuery,
  useGetDiscountCodesQuery,
  useSaveDiscountCodeMutation,
  useDeleteDiscountCodeMutation,
} = discountsApi;
