// "Skip to content": the first thing a keyboard user reaches. It moves focus
// into <main> without putting a #fragment in the URL.
import type { MouseEvent } from 'react';

import { useKitT } from '@/i18n/use-kit-t';
type SkipLinkProps = {
  targetId: string;
};

export function SkipLink({ targetId }: SkipLinkProps) {
  const t = useKitT();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (target === null) {
      return;
    }
    event.preventDefault();
    target.focus();
  };

  return (
    <a
      href={`#${targetId}`}
      onClick={skip}
      // Parked above the viewport until focused, then it slides into view.
      className="fixed top-3 start-3 z-50 -translate-y-[200%] rounded-lg bg-ocean-800 px-4 py-2.5 text-sm font-semibold text-white shadow-lg transition-transform focus:translate-y-0"
    >
      {t('ui.skipToContent')}
    </a>
  );
}
