// The frame around every screen (spec section 2, Layout): skip link, header,
// main content, footer and, on phones, the bottom bar. The announcement
// banner, first-visit popup and splash screen join it in later work.
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';

import { useCartCount } from '@/features/cart/hooks/use-cart-count';
import { MobileBar } from '@/features/site/components/mobile-bar';
import { ScreenLoading } from '@/features/site/components/screen-loading';
import { SiteFooter } from '@/features/site/components/site-footer';
import { SiteHeader } from '@/features/site/components/site-header';
import { SkipLink } from '@/features/site/components/skip-link';

export const MAIN_CONTENT_ID = 'main-content';

export function RootLayout() {
  const cartCount = useCartCount();

  return (
    // Below md the fixed bottom bar would cover the end of the page: pad for it.
    <div className="flex min-h-dvh flex-col pb-[calc(var(--spacing-bottom-bar)+env(safe-area-inset-bottom))] md:pb-0">
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <SiteHeader cartCount={cartCount} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col">
        <Suspense fallback={<ScreenLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <MobileBar cartCount={cartCount} />
      <ScrollRestoration />
    </div>
  );
}
