// "Could not load, try again": what a screen shows in place of something it
// could not read, with the reason in the app's one wording and a button that
// asks again. Screen readers hear it as an alert.
import { errorMessage } from '@/api/error-message';
import { buttonClass } from '@/ui/button';
import { Notice } from '@/ui/notice';

type LoadErrorProps = {
  /** What could not be loaded, as a sentence: "Could not load the categories." */
  what: string;
  /** The failed call's error, worded by errorMessage; none to show only `what`. */
  error?: unknown;
  onRetry: () => void;
  /** True while asking again: the button waits. */
  retrying?: boolean;
};

export function LoadError({ what, error, onRetry, retrying = false }: LoadErrorProps) {
  return (
    <Notice tone="error">
      <p className="font-medium">{what}</p>
      {error === undefined ? null : <p className="mt-1">{errorMessage(error, 'Please try again.')}</p>}
      <button type="button" disabled={retrying} onClick={onRetry} className={buttonClass('danger', 'sm', 'mt-2')}>
        {retrying ? 'Trying again…' : 'Try again'}
      </button>
    </Notice>
  );
}
