// A refused save: what went wrong, and below it the server's messages that
// belong to no field on the screen.
import { Notice } from '@/ui/notice';
import { TextList } from '@/ui/text-list';

export type Failure = { message: string; details: readonly string[] };

type FailureNoticeProps = Failure & {
  /** The order edit shows the message in the notice's own weight. */
  plain?: boolean;
};

export function FailureNotice({ message, details, plain = false }: FailureNoticeProps) {
  return (
    <Notice tone="error">
      <p className={plain ? undefined : 'font-semibold'}>{message}</p>
      {details.length > 0 ? <TextList lines={details} className="mt-1 list-disc ps-5" /> : null}
    </Notice>
  );
}
