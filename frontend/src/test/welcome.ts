// For tests that are not about the welcome (splash screen, first-visit
// popup): this browser has seen both already, so they stay out of the way.
import { FIRST_VISIT_KEY, SPLASH_SEEN_KEY } from '@/features/site/chrome-storage';

export function skipWelcome(): void {
  window.localStorage.setItem(FIRST_VISIT_KEY, 'true');
  window.sessionStorage.setItem(SPLASH_SEEN_KEY, 'true');
}
