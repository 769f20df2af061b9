// The frame around every screen (spec section 2, Layout): skip link,
// announcement banner, header, main content, footer and, on phones, the bottom
// bar; over it, the splash screen and the first-visit popup. The chrome reads
// the store settings (useSettings never waits and never fails).
import { lazy, memo, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';

import { useShownSettings } from '@/api/settings';
import { loadStandaloneLabel } from '@/app/standalone-label';
import { useCartCount } from '@/features/cart/hooks/use-cart-count';
import { loadLaterEnglish } from '@/i18n/catalog';
import { AnnouncementBanner } from '@/features/site/components/announcement-banner';
import { MobileBar } from '@/features/site/components/mobile-bar';
import { ScreenLoading } from '@/features/site/components/screen-loading';
import { SiteFooter } from '@/features/site/components/site-footer';
import { SiteHeader } from '@/features/site/components/site-header';
import { SkipLink } from '@/ui/skip-link';
import { StartupOverlays } from '@/features/site/components/startup-overlays';
import { replayEarlyInput } from '@/lib/early-input';
import { useHydrated } from '@/lib/hydration';
import { useHasQueuedOrders } from '@/lib/queued-orders';

export const MAIN_CONTENT_ID = 'main-content';

// Only the standalone demo has it, given by its entry (app/standalone-label.ts);
// the normal build drops it (docs/decisions/084). The admin's frame shows it
// too (routes.tsx).
export const DemoLabel = import.meta.env.VITE_STANDALONE === '1' ? lazy(loadStandaloneLabel) : null;

// Sends the orders kept on this device and tells of a refused one: nothing
// the first screen needs, so its code (the orders API) comes after it, and
// only to a browser that keeps orders to send (decision 175), with the
// orders' English texts (decision 242).
const OrderQueueNotice = lazy(() =>
  loadLaterEnglish()
    .then(() => import('@/features/orders/components/order-queue-notice'))
    .then((module) => ({ default: module.OrderQueueNotice })),
);

// The screen, apart from the chrome around it. On a page the server drew,
// React takes the screen over after the chrome (it is a Suspense boundary),
// in slices; meanwhile the chrome draws again when the settings or the cart
// change, and a screen given new props then would have to be taken over at
// once, in one long task. Memoised, it is given none (decision 146).
const Screen = memo(function Screen() {
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Outlet />
      <EarlyInput />
    </Suspense>
  );
});

// Inside the screen's boundary: its effect runs once the screen, not only the
// chrome, is the app's, and then the taps, letters and changes made on the
// drawn page before are given to it (decision 190).
function EarlyInput() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) {
      void replayEarlyInput();
    }
  }, [hydrated]);
  return null;
}

export function RootLayout() {
  const cartCount = useCartCount();
  const { settings, isKnown } = useShownSettings();
  const queuedOrders = useHasQueuedOrders();

  return (
    // Below md the fixed bottom bar would cover the end of the page: pad for it.
    <div className="flex min-h-dvh flex-col pb-[calc(var(--spacing-bottom-bar)+env(safe-area-inset-bottom))] md:pb-0">
      <SkipLink targetId={MAIN_CONTENT_ID} />
      {DemoLabel === null ? null : (
        <Suspense fallback={null}>
          <DemoLabel />
        </Suspense>
      )}
      {/* Not from the built-in stand-in: a banner the owner switched off must not flash. */}
      {isKnown ? <AnnouncementBanner announcement={settings.announcement} /> : null}
      {queuedOrders ? (
        <Suspense fallback={null}>
          <OrderQueueNotice />
        </Suspense>
      ) : null}
      <SiteHeader cartCount={cartCount} logoUrl={settings.branding.logoUrl} />
      {/* At least a screen tall: the footer starts below the fold, so it does
          not jump down when a screen's code and data arrive (layout shift). */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex min-h-dvh flex-1 flex-col">
        <Screen />
      </main>
      <SiteFooter footer={settings.footer} contact={settings.contact} />
      <MobileBar cartCount={cartCount} />
      <StartupOverlays branding={settings.branding} />
      {/* A page opened by URL or reload has the key "default": keyed by path,
          it starts at the top instead of where the previous page was. */}
      <ScrollRestoration getKey={(location) => (location.key === 'default' ? location.pathname : location.key)} />
    </div>
  );
}
