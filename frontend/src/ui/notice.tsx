// A message in the page instead of the spec's browser alert(): success
// notes are polite, failures are alerts. Screen readers hear both.
import { useKitT } from '@/i18n/use-kit-t';

type NoticeProps = {
  tone: 'success' | 'error' | 'info';
  children: React.ReactNode;
  onDismiss?: () => void;
};

const tones = {
  success: 'border-success-200 bg-success-50 text-success-900',
  error: 'border-rose-200 bg-rose-50 text-rose-900',
  info: 'border-ocean-100 bg-ocean-50 text-ocean-900',
} as const;

export function Notice({ tone, children, onDismiss }: NoticeProps) {
  const t = useKitT();
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start justify-between gap-3 rounded-xl border px-4 py-3 text-sm ${tones[tone]}`}
    >
      <div className="min-w-0">{children}</div>
      {onDismiss !== undefined ? (
        <button
          type="button"
          onClick={onDismiss}
          className="-my-1 shrink-0 rounded-full px-2 py-1 text-xs font-semibold underline-offset-2 hover:underline"
        >
          {t('ui.dismiss')}
        </button>
      ) : null}
    </div>
  );
}
