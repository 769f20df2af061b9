// What the owner is told when a product save or delete fails: the server's
// own message (a validation list, a used SKU, a product changed since the
// form opened) through errorMessage, as everywhere, in the page's language
// by its code; an answer this screen could not read says so.
import { errorMessage } from '@/api/error-message';
import type { SayServer } from '@/api/errors';
import { englishT, type Translate } from '@/features/admin/ui/admin-intl';
import { useServerWords } from '@/i18n/use-server-words';
import { useT } from '@/i18n/use-t';

export function saveFailureMessage(error: unknown, t: Translate = englishT, say?: SayServer): string {
  const unreadable = typeof error === 'object' && error !== null && 'status' in error && error.status === 'CUSTOM_ERROR';
  return errorMessage(error, t(unreadable ? 'adminProducts.unreadableAnswer' : 'adminProducts.failed'), { say });
}

/** saveFailureMessage in the page's language. */
export function useSaveFailure(): (error: unknown) => string {
  const t = useT();
  const say = useServerWords();
  return (error) => saveFailureMessage(error, t, say);
}
