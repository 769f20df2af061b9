// A card's notice on the categories screens: the message in bold and, under
// it, why; a failure can be waved away, good news goes on its own.
import type { Message } from '@/features/admin/categories/category-messages';
import { Notice } from '@/ui/notice';

type CategoryNoticeProps = {
  notice: (Message & { tone: 'success' | 'error' }) | null;
  onDismiss: () => void;
  /** The space above it. */
  className: string;
};

export function CategoryNotice({ notice, onDismiss, className }: CategoryNoticeProps) {
  if (notice === null) {
    return null;
  }
  return (
    <div className={className}>
      <Notice tone={notice.tone} onDismiss={notice.tone === 'error' ? onDismiss : undefined}>
        <p className="font-medium">{notice.text}</p>
        {notice.detail !== undefined ? <p className="mt-1">{notice.detail}</p> : null}
      </Notice>
    </div>
  );
}
