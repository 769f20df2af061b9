// A modal: a native <dialog> opened with showModal(), so the browser
// traps focus, makes the page behind it inert and closes it on Escape; while
// it is open the page behind does not scroll (a finger or wheel past the end
// of the modal's own content would otherwise move it). Used by the admin's
// order detail and product forms.
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';

import { useKitT } from '@/i18n/use-kit-t';
import { IconButton } from '@/ui/button';
import { CloseIcon } from '@/ui/chrome-icons';

/** How many modals are open: the page scrolls again when the last closes. */
let openModals = 0;
let pageOverflow = '';

function lockPageScroll(): () => void {
  const root = document.documentElement;
  if (openModals === 0) {
    pageOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
  }
  openModals += 1;
  return () => {
    openModals -= 1;
    if (openModals === 0) {
      root.style.overflow = pageOverflow;
    }
  };
}

type ModalProps = {
  title: string;
  /** Called when the owner closes it (Escape, the close button, or code). */
  onClose: () => void;
  children: ReactNode;
  /** Wider for forms with two columns. */
  size?: 'md' | 'lg';
};

export function Modal({ title, onClose, children, size = 'lg' }: ModalProps) {
  const t = useKitT();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  useLayoutEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    const element = dialog.current;
    if (element === null) {
      return;
    }
    const previousFocus = document.activeElement;
    const unlockPageScroll = lockPageScroll();
    // jsdom has no showModal: the open attribute is enough there.
    if (typeof element.showModal === 'function') {
      element.showModal();
    } else {
      element.setAttribute('open', '');
    }
    const onCancel = (event: Event) => {
      event.preventDefault();
      closeRef.current();
    };
    element.addEventListener('cancel', onCancel);
    return () => {
      element.removeEventListener('cancel', onCancel);
      unlockPageScroll();
      if (typeof element.close === 'function' && element.open) {
        element.close();
      }
      if (previousFocus instanceof HTMLElement && previousFocus.isConnected) {
        previousFocus.focus();
      }
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      className={`m-auto max-h-[calc(100dvh-1.5rem)] w-[calc(100vw-1.5rem)] ${
        size === 'lg' ? 'max-w-3xl' : 'max-w-lg'
      } overflow-hidden rounded-2xl bg-white p-0 text-ink-900 shadow-[0_24px_60px_rgba(7,42,48,0.35)] backdrop:bg-[#072a30b3]`}
    >
      <div className="flex max-h-[calc(100dvh-1.5rem)] flex-col">
        <header className="flex items-center justify-between gap-4 border-b border-ink-200 px-5 py-4 sm:px-6">
          <h2 id={titleId} className="font-display text-xl font-semibold tracking-tight text-ink-900">
            {title}
          </h2>
          <IconButton
            label={t('ui.close')}
            onClick={() => {
              closeRef.current();
            }}
            className="h-11 w-11 shrink-0 text-ink-600 hover:bg-sand-100 hover:text-ink-900"
          >
            <CloseIcon width={22} height={22} />
          </IconButton>
        </header>
        <div className="overflow-y-auto overscroll-contain px-5 py-5 sm:px-6">{children}</div>
      </div>
    </dialog>
  );
}
