// The order lookup form (spec section 5, Order lookup).
import { z } from 'zod';

import { isValidMaldivesPhone } from '@/lib/phone';

export const TRACK_MESSAGES = {
  orderNumber: 'Order number is required',
  phone: 'Please enter a valid Maldives phone number',
  notFound: 'Order not found. Please check your order number and phone number.',
} as const;

export const trackSchema = z.object({
  orderNumber: z.string().trim().min(1, TRACK_MESSAGES.orderNumber),
  phone: z.string().trim().refine(isValidMaldivesPhone, TRACK_MESSAGES.phone),
});
export type TrackValues = z.input<typeof trackSchema>;
export type TrackOutput = z.output<typeof trackSchema>;
