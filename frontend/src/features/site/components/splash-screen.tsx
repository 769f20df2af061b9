// The splash screen (spec section 2 "Layout"): the logo, or the shop's name
// when there is none, over the whole page for the configured time, then a
// 300 ms fade. A visitor who prefers reduced motion gets the splash without
// the fade.
import { useEffect, useEffectEvent, useRef, useState } from 'react';

import type { BrandingSettings } from '@/api/settings';
import { ShopLogo } from '@/features/site/components/shop-logo';
import { serverState } from '@/lib/hydration';
import { DhoniMark } from '@/ui/dhoni-mark';
import { SHOP_NAME } from '@/lib/page-head';

export const SPLASH_FADE_MS = 300;
/** The spec's limits for the splash duration (section 9). */
const MIN_DURATION_MS = 500;
const MAX_DURATION_MS = 5000;

type SplashScreenProps = {
  branding: BrandingSettings;
  onDone: () => void;
};

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function splashDurationMs(branding: BrandingSettings): number {
  const duration = Number.isFinite(branding.splashDuration) ? branding.splashDuration : 2000;
  return Math.min(MAX_DURATION_MS, Math.max(MIN_DURATION_MS, duration));
}

export function SplashScreen({ branding, onDone }: SplashScreenProps) {
  const [fading, setFading] = useState(false);
  const startedAt = useRef<number | null>(null);
  const duration = splashDurationMs(branding);
  const finish = useEffectEvent(onDone);

  useEffect(() => {
    // The settings may arrive (and change the duration) while the splash
    // shows: the time counts from when it first appeared.
    // On a page the server drew, it has shown since the page's first paint.
    startedAt.current ??= serverState() === null ? Date.now() : performance.timeOrigin;
    const remaining = Math.max(0, duration - (Date.now() - startedAt.current));
    const timer = window.setTimeout(() => {
      if (prefersReducedMotion()) {
        finish();
      } else {
        setFading(true);
      }
    }, remaining);
    return () => {
      window.clearTimeout(timer);
    };
  }, [duration]);

  useEffect(() => {
    if (!fading) {
      return undefined;
    }
    const timer = window.setTimeout(() => {
      finish();
    }, SPLASH_FADE_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [fading]);

  return (
    // Decoration over a page that is already there: hidden from screen readers.
    <div
      aria-hidden="true"
      data-testid="splash-screen"
      style={{ animation: `splash-leave ${String(SPLASH_FADE_MS)}ms ease-out ${String(duration)}ms forwards` }}
      className={`fixed inset-0 z-[60] flex flex-col items-center justify-center bg-sand-50 transition-opacity duration-300 ease-out ${
        fading ? 'pointer-events-none opacity-0' : 'opacity-100'
      }`}
    >
      <ShopLogo src={branding.logoUrl} imageClassName="max-h-28 w-auto max-w-[70vw] object-contain">
        <DhoniMark className="h-16 w-16" />
        <p className="mt-4 font-display text-5xl font-semibold tracking-tight text-ocean-800 sm:text-6xl">{SHOP_NAME}</p>
      </ShopLogo>
      <span className="mt-8 block h-0.5 w-28 overflow-hidden rounded-full bg-ocean-100">
        <span
          className="block h-full w-full origin-left bg-ocean-600 rtl:origin-right"
          style={{ animation: `splash-progress ${String(duration)}ms linear forwards` }}
        />
      </span>
    </div>
  );
}
