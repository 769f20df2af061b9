// The first-visit popup (spec section 1): a modal that tells a new visitor the
// shop serves the Maldives only and prices are in MVR. Only "I Understand"
// closes it (not Escape, not a click outside), and then it never shows again
// in this browser. The admin area does not get it.
import { useEffect, useId, useRef, useState } from 'react';

import { useHydrated } from '@/lib/hydration';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';

import { DhoniMark } from '@/ui/dhoni-mark';
import {
  acknowledgeFirstVisit,
  hasAcknowledgedFirstVisit,
  isAdminPath,
} from '@/features/site/chrome-storage';

export const FIRST_VISIT_MESSAGE =
  'We currently serve the Maldives only. All prices are shown in Maldivian Rufiyaa (MVR).';

export function FirstVisitPopup() {
  const { pathname } = useLocation();
  const [acknowledged, setAcknowledged] = useState(hasAcknowledgedFirstVisit);
  // The server cannot know whether this browser saw it: it appears once the
  // page is the app's (decision 145).
  const hydrated = useHydrated();

  if (!hydrated || acknowledged || isAdminPath(pathname)) {
    return null;
  }
  return (
    <FirstVisitDialog
      onAcknowledge={() => {
        acknowledgeFirstVisit();
        setAcknowledged(true);
      }}
    />
  );
}

function FirstVisitDialog({ onAcknowledge }: { onAcknowledge: () => void }) {
  const overlay = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const messageId = useId();

  useEffect(() => {
    const previousFocus = document.activeElement;
    const restoreBackground = makeBackgroundInert(overlay.current);
    button.current?.focus();
    return () => {
      restoreBackground();
      if (previousFocus instanceof HTMLElement && previousFocus.isConnected) {
        previousFocus.focus();
      }
    };
  }, []);

  return createPortal(
    <div
      ref={overlay}
      className="fixed inset-0 z-50 flex items-center justify-center bg-[#072a30cc] p-5"
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={messageId}
        className="w-full max-w-sm rounded-2xl bg-white p-6 text-center shadow-[0_24px_60px_rgba(7,42,48,0.35)] sm:p-8"
      >
        <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-sand-100">
          <DhoniMark className="h-10 w-10" />
        </span>
        <p id={messageId} className="mt-5 text-base leading-relaxed text-ink-800">
          {FIRST_VISIT_MESSAGE}
        </p>
        <button
          ref={button}
          type="button"
          onClick={onAcknowledge}
          className="mt-6 h-11 w-full rounded-full bg-ocean-700 text-sm font-semibold text-white transition-colors hover:bg-ocean-800"
        >
          I Understand
        </button>
      </div>
    </div>,
    document.body,
  );
}

/**
 * Makes everything beside the dialog unreachable (focus, clicks, screen
 * readers) and stops the page scrolling under it; returns the undo.
 */
function makeBackgroundInert(dialogRoot: HTMLElement | null): () => void {
  const madeInert: Element[] = [];
  for (const element of Array.from(document.body.children)) {
    if (element !== dialogRoot && !element.hasAttribute('inert')) {
      element.setAttribute('inert', '');
      madeInert.push(element);
    }
  }
  const overflow = document.body.style.overflow;
  document.body.style.overflow = 'hidden';
  return () => {
    for (const element of madeInert) {
      element.removeAttribute('inert');
    }
    document.body.style.overflow = overflow;
  };
}
