// The first-visit popup (spec section 1): a modal that tells a new visitor the
// shop serves the Maldives only and prices are in MVR. Only "I Understand"
// closes it (not Escape, not a click outside), and then it never shows again
// in this browser. The admin area does not get it. On a page the server drew,
// it is part of the first screen for a browser whose cookie does not say it
// was seen (decision 174), so it is painted with the page, not popped up late.
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';

import { useT } from '@/i18n/use-t';
import { DhoniMark } from '@/ui/dhoni-mark';
import {
  acknowledgeFirstVisit,
  hasAcknowledgedFirstVisit,
  isAdminPath,
  rememberFirstVisitForServer,
} from '@/features/site/chrome-storage';
import { serverState, useHydrated } from '@/lib/hydration';


type FirstVisitPopupProps = {
  /**
   * The splash screen is over it: it is drawn (and painted) already, but it
   * is not a dialog yet (hidden from assistive technology, out of the
   * keyboard's reach) until the splash has gone.
   */
  covered?: boolean;
};

export function FirstVisitPopup({ covered = false }: FirstVisitPopupProps) {
  const { pathname } = useLocation();
  // On a page the server drew, whether it shows is what the server knew (a
  // cookie) when it drew it: the take-over must draw the same markup.
  const [acknowledged, setAcknowledged] = useState(() => {
    const drawn = serverState();
    return drawn === null ? hasAcknowledgedFirstVisit() : !drawn.firstVisit;
  });
  // This browser's own record, read before anything is acknowledged: a page
  // drawn with the popup for a browser that has the flag but not the cookie
  // drops it once taken over.
  const [seenBefore] = useState(hasAcknowledgedFirstVisit);
  const hydrated = useHydrated();

  useEffect(() => {
    if (hydrated && seenBefore) {
      rememberFirstVisitForServer();
    }
  }, [hydrated, seenBefore]);

  if (acknowledged || (hydrated && seenBefore) || isAdminPath(pathname)) {
    return null;
  }
  return (
    <FirstVisitDialog
      covered={covered}
      onAcknowledge={() => {
        acknowledgeFirstVisit();
        setAcknowledged(true);
      }}
    />
  );
}

function FirstVisitDialog({ covered, onAcknowledge }: { covered: boolean; onAcknowledge: () => void }) {
  const t = useT();
  const overlay = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const messageId = useId();

  useEffect(() => {
    if (covered) {
      return undefined;
    }
    const previousFocus = document.activeElement;
    const restoreBackground = makeBackgroundInert(overlay.current);
    button.current?.focus();
    return () => {
      restoreBackground();
      if (previousFocus instanceof HTMLElement && previousFocus.isConnected) {
        previousFocus.focus();
      }
    };
  }, [covered]);

  // Drawn where the layout puts it, not in a portal: the server draws it too.
  return (
    <div
      ref={overlay}
      aria-hidden={covered ? true : undefined}
      inert={covered}
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
          {t('site.firstVisitMessage')}
        </p>
        <button
          ref={button}
          type="button"
          onClick={onAcknowledge}
          className="mt-6 h-11 w-full rounded-full bg-ocean-700 text-sm font-semibold text-white transition-colors hover:bg-ocean-800"
        >
          {t('site.firstVisitAcknowledge')}
        </button>
      </div>
    </div>
  );
}

/**
 * Makes everything beside the dialog unreachable (focus, clicks, screen
 * readers) and stops the page scrolling under it; returns the undo. The
 * dialog sits inside the app's markup: every element beside it or beside one
 * of its ancestors, up to the body, is made inert.
 */
function makeBackgroundInert(dialogRoot: HTMLElement | null): () => void {
  const madeInert: Element[] = [];
  for (let inner = dialogRoot; inner !== null && inner !== document.body; inner = inner.parentElement) {
    for (const element of Array.from(inner.parentElement?.children ?? [])) {
      if (element !== inner && !element.hasAttribute('inert')) {
        element.setAttribute('inert', '');
        madeInert.push(element);
      }
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
