// A value to paste elsewhere (a feed's address), shown read-only with a Copy
// button. Where the browser will not write the clipboard (a page not served
// over HTTPS), the value is selected for the owner to copy by hand.
import { useId, useRef, useState } from 'react';

import { englishT } from '@/i18n/english';
import { useKitT } from '@/i18n/use-kit-t';
type CopyFieldProps = { label: string; value: string };

/** What it says once copied, and when the owner must copy by hand, in English. */
export const COPIED = englishT('ui.copied');
export const COPY_BY_HAND = englishT('ui.copyByHand');

export function CopyField({ label, value }: CopyFieldProps) {
  const t = useKitT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [said, setSaid] = useState('');
  const byHand = () => {
    input.current?.select();
    setSaid(t('ui.copyByHand'));
  };
  const copy = () => {
    // Absent outside secure contexts, whatever the DOM types say.
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (clipboard === undefined) {
      byHand();
      return;
    }
    clipboard.writeText(value).then(() => {
      setSaid(t('ui.copied'));
    }, byHand);
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink-800">
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          ref={input}
          id={id}
          readOnly
          value={value}
          onFocus={(event) => {
            event.currentTarget.select();
          }}
          className="min-w-0 flex-1 rounded-lg border border-ink-200 bg-ink-50 px-3 py-2 font-mono text-xs text-ink-900"
        />
        <button
          type="button"
          onClick={copy}
          aria-label={t('ui.copyLabel', { label })}
          className="inline-flex h-9 shrink-0 items-center rounded-full border border-ocean-300 bg-white px-4 text-xs font-semibold text-ocean-800 hover:bg-ocean-100"
        >
          {t('ui.copy')}
        </button>
      </div>
      <p aria-live="polite" className="mt-1 min-h-4 text-xs text-ink-600">
        {said}
      </p>
    </div>
  );
}
