// "Could not load, try again": what a screen shows in place of something it
// could not read, with the reason in the app's one wording and a button that
// asks again. Screen readers hear it as an alert.
import { ERROR_MESSAGES, errorMessage } from '@/api/error-message';
import { useKitServerWords, useKitT } from '@/i18n/use-kit-t';
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

/** The catalogue's ids of the app's own wordings of a failure (src/api/error-message.ts). */
const REASON_IDS: Record<string, string> = {
  [ERROR_MESSAGES.unreachable]: 'ui.errorUnreachable',
  [ERROR_MESSAGES.tooManyRequests]: 'ui.errorTooMany',
  [ERROR_MESSAGES.notFound]: 'ui.errorNotFound',
  [ERROR_MESSAGES.serverFault]: 'ui.errorServerFault',
  [ERROR_MESSAGES.failed]: 'ui.errorFailed',
};

export function LoadError({ what, error, onRetry, retrying = false }: LoadErrorProps) {
  const t = useKitT();
  const say = useKitServerWords();
  const reason = error === undefined ? '' : errorMessage(error, t('ui.tryAgainReason'), { say });
  const reasonId = REASON_IDS[reason];
  return (
    <Notice tone="error">
      <p className="font-medium">{what}</p>
      {error === undefined ? null : <p className="mt-1">{reasonId === undefined ? reason : t(reasonId)}</p>}
      <button type="button" disabled={retrying} onClick={onRetry} className={buttonClass('danger', 'sm', 'mt-2')}>
        {retrying ? t('ui.tryingAgain') : t('ui.tryAgain')}
      </button>
    </Notice>
  );
}
