// What greets a visitor before the shop: the splash screen, once per browser
// session, then the first-visit popup, once per browser. Neither appears in
// the admin area. The splash is decided when the page opens, from the
// settings known then (saved or built-in), so it never pops up late.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

import type { BrandingSettings } from '@/api/settings';
import { FirstVisitPopup } from '@/features/site/components/first-visit-popup';
import { SplashScreen } from '@/features/site/components/splash-screen';
import { hasSeenSplash, isAdminPath, markSplashSeen } from '@/features/site/chrome-storage';

type StartupOverlaysProps = {
  branding: BrandingSettings;
};

export function StartupOverlays({ branding }: StartupOverlaysProps) {
  const { pathname } = useLocation();
  const [splashShowing, setSplashShowing] = useState(
    () => branding.showSplashScreen && !isAdminPath(pathname) && !hasSeenSplash(),
  );

  useEffect(() => {
    if (splashShowing) {
      markSplashSeen();
    }
  }, [splashShowing]);

  // The owner switched the splash off (the real settings arrived after the
  // saved ones): stop at once rather than finish it.
  if (splashShowing && !branding.showSplashScreen) {
    setSplashShowing(false);
  }

  if (splashShowing) {
    return (
      <SplashScreen
        branding={branding}
        onDone={() => {
          setSplashShowing(false);
        }}
      />
    );
  }
  return <FirstVisitPopup />;
}
