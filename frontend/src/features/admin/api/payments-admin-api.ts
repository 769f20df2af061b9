// The admin's online payment calls (docs/openapi.yaml /payments/settings and
// /payments/orders/...): the Bank of Maldives Connect settings, whose API key
// is sent but never answered (only its last four characters), and an
// order's transactions with "Re-check with the bank".
import { answerOf, LIVE } from '@/api/answers';
import { baseApi } from '@/api/base-api';
import { paymentStatusSchema, type PaymentStatus } from '@/api/payments';
import { boolean, type Infer, int, object, oneOf, string } from '@/lib/json-shape';

export const paymentSettingsSchema = object({
  enabled: boolean,
  application_id: string,
  api_key_hint: string,
  environment: oneOf(['testing', 'production'] as const),
  hold_minutes: int,
  webhook_path: string,
});
export type PaymentSettings = Infer<typeof paymentSettingsSchema>;

/** What the form saves; an empty api_key keeps the stored key. */
export type PaymentSettingsInput = Omit<PaymentSettings, 'api_key_hint' | 'webhook_path'> & { api_key: string };

export const paymentsAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPaymentSettings: build.query<PaymentSettings, void>({
      extraOptions: LIVE,
      queryFn: answerOf(paymentSettingsSchema, () => '/payments/settings', { admin: true }),
    }),
    savePaymentSettings: build.mutation<PaymentSettings, PaymentSettingsInput>({
      extraOptions: LIVE,
      queryFn: answerOf(paymentSettingsSchema, (body) => ({ url: '/payments/settings', method: 'PUT', body }), { admin: true }),
    }),
    getOrderPayment: build.query<PaymentStatus, string>({
      extraOptions: LIVE,
      queryFn: answerOf(paymentStatusSchema, (number) => `/payments/orders/${encodeURIComponent(number)}`, { admin: true }),
      providesTags: (_status, _error, number) => [{ type: 'Order', id: number }],
    }),
    recheckOrderPayment: build.mutation<PaymentStatus, string>({
      extraOptions: LIVE,
      queryFn: answerOf(
        paymentStatusSchema,
        (number) => ({ url: `/payments/orders/${encodeURIComponent(number)}/recheck`, method: 'POST' }),
        { admin: true },
      ),
      invalidatesTags: (_status, error, number) => (error === undefined ? [{ type: 'Order', id: number }] : []),
    }),
  }),
});

export const {
  useGetPaymentSettingsQuery,
  useSavePaymentSettingsMutation,
  useGetOrderPaymentQuery,
  useRecheckOrderPaymentMutation,
} = paymentsAdminApi;
