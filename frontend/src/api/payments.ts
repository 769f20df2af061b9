// Paying online through Bank of Maldives Connect (docs/openapi.yaml,
// /payments/...; decisions 204 and 205): whether it is offered, the bank's
// page for an order, the customer's return and "cash instead". Every call
// names the order by its number and the phone it was placed with; none
// sends an amount: the server asks the bank for its own total.
import { answerOf, LIVE } from '@/api/answers';
import { baseApi } from '@/api/base-api';
import { array, boolean, type Infer, number, object, oneOf, orElse, string } from '@/lib/json-shape';

export const paymentOptionsSchema = object({ online: boolean });

export const paymentStatusSchema = object({
  order_number: string,
  payment_method: string,
  /** "paid online", "awaiting online payment", or the payment status. */
  payment: string,
  awaiting: boolean,
  transactions: array(
    object({
      transaction_id: string,
      state: string,
      amount: number,
      currency: string,
      outcome: orElse(oneOf(['', 'paid', 'refund'] as const), ''),
      created_at: string,
      updated_at: string,
    }),
  ),
});
export type PaymentStatus = Infer<typeof paymentStatusSchema>;

export type PaymentLookup = { order_number: string; phone: string };

const startedSchema = object({ url: string });

export const paymentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPaymentOptions: build.query<Infer<typeof paymentOptionsSchema>, void>({
      extraOptions: LIVE,
      queryFn: answerOf(paymentOptionsSchema, () => '/payments/options'),
    }),
    startPayment: build.mutation<Infer<typeof startedSchema>, PaymentLookup>({
      queryFn: answerOf(startedSchema, (body) => ({ url: '/payments/start', method: 'POST', body })),
    }),
    paymentReturned: build.mutation<PaymentStatus, PaymentLookup>({
      queryFn: answerOf(paymentStatusSchema, (body) => ({ url: '/payments/return', method: 'POST', body })),
      invalidatesTags: (status) => (status ? [{ type: 'Order', id: status.order_number }] : []),
    }),
    payCashInstead: build.mutation<PaymentStatus, PaymentLookup>({
      queryFn: answerOf(paymentStatusSchema, (body) => ({ url: '/payments/cash', method: 'POST', body })),
      invalidatesTags: (status) => (status ? [{ type: 'Order', id: status.order_number }] : []),
    }),
  }),
});

export const { useGetPaymentOptionsQuery, useStartPaymentMutation, usePaymentReturnedMutation, usePayCashInsteadMutation } =
  paymentsApi;

/** Sends the browser to the bank's payment page. */
export function goToBank(url: string): void {
  window.location.assign(url);
}
