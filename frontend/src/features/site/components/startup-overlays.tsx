// What greets a visitor before the shop: the splash screen, once per browser
// session, then the first-visit popup, once per browser. Neither appears in
// the admin area. The splash is decided when the page opens, from the
// settings known then (saved or built-in), so it never pops up late. The
// popup is drawn under the splash from the start, so that the server draws
// it with the page's first screen (decision 174); it becomes the dialog when
// the splash has gone.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

import type { BrandingSettings } from '@/api/settings';
import { FirstVisitPopup } from '@/features/site/components/first-visit-popup';
import { SplashScreen } from '@/features/site/components/splash-screen';
import { hasSeenSplash, isAdminPath, markSplashSeen } from '@/features/site/chrome-storage';
import { serverState, useHydrated } from '@/lib/hydration';

type StartupOverlaysProps = {
  branding: BrandingSettings;
};

export function StartupOverlays({ branding }: StartupOverlaysProps) {
  const { pathname } = useLocation();
  // On a page the server drew, whether this browser session has seen the
  // splash is what the server knew (from a cookie) when it drew it.
  const [splashShowing, setSplashShowing] = useState(
    () => branding.showSplashScreen && !isAdminPath(pathname) && (serverState()?.splash ?? !hasSeenSplash()),
  );

  // Read before the splash marks itself seen: a page the server drew with the
  // splash, for a session whose cookie was lost, drops it once taken over.
  const [seenBefore] = useState(hasSeenSplash);
  const hydrated = useHydrated();
  const showing = splashShowing && !(hydrated && seenBefore);

  useEffect(() => {
    if (showing) {
      markSplashSeen();
    }
  }, [showing]);

  // The owner switched the splash off (the real settings arrived after the
  // saved ones): stop at once rather than finish it.
  if (showing && !branding.showSplashScreen) {
    setSplashShowing(false);
  }

  return (
    <>
      <FirstVisitPopup covered={showing} />
      {showing ? (
        <SplashScreen
          branding={branding}
          onDone={() => {
            setSplashShowing(false);
          }}
        />
      ) : null}
    </>
  );
}
