// The tailoring requests this browser sent, with the phone each was sent
// with, so the customer can look one up again without typing its number.
// Newest first, at most 20.
import { z } from 'zod';

import { type KeyValueStorage, localStorageOrNull, readStoredString } from '@/lib/browser-storage';

export const SENT_REQUESTS_KEY = 'dhoni.tailoring';
export const MAX_SENT_REQUESTS = 20;

const sentRequestSchema = z.object({
  number: z.string().min(1),
  phone: z.string(),
  kind: z.enum(['custom_design', 'alteration']),
});
export type SentRequest = z.infer<typeof sentRequestSchema>;

export function readSentRequests(storage: KeyValueStorage | null = localStorageOrNull()): SentRequest[] {
  const stored = readStoredString(SENT_REQUESTS_KEY, storage);
  if (stored === null) {
    return [];
  }
  try {
    const parsed = z.array(sentRequestSchema).safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function rememberSentRequest(request: SentRequest, storage: KeyValueStorage | null = localStorageOrNull()): void {
  const list = [request, ...readSentRequests(storage).filter((r) => r.number !== request.number)].slice(
    0,
    MAX_SENT_REQUESTS,
  );
  try {
    storage?.setItem(SENT_REQUESTS_KEY, JSON.stringify(list));
  } catch {
    // Full or unavailable storage: the number is still on the screen.
  }
}
