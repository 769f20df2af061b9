// The order lookup form (spec section 5, Order lookup).
import { lookupSchemaOf } from '@/ui/lookup-form';

export const TRACK_MESSAGES = {
  orderNumber: 'Order number is required',
  phone: 'Please enter a valid Maldives phone number',
  notFound: 'Order not found. Please check your order number and phone number.',
} as const;

export const trackSchema = lookupSchemaOf({ number: TRACK_MESSAGES.orderNumber, phone: TRACK_MESSAGES.phone });
