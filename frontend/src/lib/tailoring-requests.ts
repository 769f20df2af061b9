// The tailoring requests this browser sent, with the phone each was sent
// with, so the customer can look one up again without typing its number.
// Newest first, at most 20.
import { z } from 'zod';

import { storedList } from '@/lib/stored-list';

export const SENT_REQUESTS_KEY = 'dhoni.tailoring';
export const MAX_SENT_REQUESTS = 20;

const sentRequestSchema = z.object({
  number: z.string().min(1),
  phone: z.string(),
  kind: z.enum(['custom_design', 'alteration']),
});
export type SentRequest = z.infer<typeof sentRequestSchema>;

const sentRequests = storedList(SENT_REQUESTS_KEY, sentRequestSchema, MAX_SENT_REQUESTS, (request) => request.number);

export const readSentRequests = sentRequests.read;
export const rememberSentRequest = sentRequests.remember;
