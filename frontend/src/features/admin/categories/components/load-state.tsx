// What a category screen shows before the categories have arrived: a loading
// note, or the failure with a way to try again.
import { LOAD_FAILED } from '@/features/admin/categories/category-messages';
import { Notice } from '@/ui/notice';

type LoadStateProps = {
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
};

export function LoadState({ failed, retrying, onRetry }: LoadStateProps) {
  if (!failed) {
    return (
      <p role="status" className="py-10 text-center text-sm text-ink-600">
        Loading categories…
      </p>
    );
  }
  return <LoadFailed retrying={retrying} onRetry={onRetry} />;
}

/** Also shown above the lists when reading them again fails. */
export function LoadFailed({ retrying, onRetry }: Omit<LoadStateProps, 'failed'>) {
  return (
    <Notice tone="error">
      <p className="font-medium">{LOAD_FAILED}</p>
      <button
        type="button"
        disabled={retrying}
        onClick={onRetry}
        className="mt-2 inline-flex h-10 items-center rounded-full border border-rose-300 bg-white px-4 text-sm font-semibold text-rose-700 hover:bg-rose-50 disabled:cursor-wait"
      >
        {retrying ? 'Trying again…' : 'Try again'}
      </button>
    </Notice>
  );
}
