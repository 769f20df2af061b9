// A confirmation that stays in sight wherever the owner has scrolled: a
// message at the bottom of the screen that goes by itself after a few
// seconds (or with Dismiss). Its live region is always in the page, so a
// screen reader hears each new message (decision 202).
import { useDismissAfter } from '@/features/admin/ui/use-dismiss-after';
import { CheckIcon } from '@/ui/icons';
import { useT } from '@/i18n/use-t';

/** How long a confirmation stays. */
export const TOAST_MS = 5000;

type ToastProps = {
  /** The message, or null for none. */
  message: string | null;
  onDismiss: () => void;
};

export function Toast({ message, onDismiss }: ToastProps) {
  const t = useT();
  useDismissAfter(message, TOAST_MS, onDismiss);
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-3 pb-[env(safe-area-inset-bottom)]"
    >
      {message === null ? null : (
        <div
          data-testid="toast"
          className="pointer-events-auto flex max-w-md items-center gap-3 rounded-xl bg-ink-900 py-2.5 pe-2 ps-4 text-sm font-medium text-white shadow-[0_12px_30px_rgba(7,42,48,0.35)]"
        >
          <CheckIcon className="h-5 w-5 shrink-0 text-success-200" aria-hidden="true" />
          <span className="min-w-0">{message}</span>
          <button
            type="button"
            onClick={onDismiss}
            className="surface-dark h-9 shrink-0 rounded-full px-3 text-xs font-semibold text-white underline-offset-2 hover:underline"
          >
            {t('admin.dismiss')}
          </button>
        </div>
      )}
    </div>
  );
}
