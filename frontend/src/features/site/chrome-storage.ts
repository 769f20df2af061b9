// What the site chrome remembers in the browser (spec section 9, "Browser
// storage keys"): the first-visit acknowledgement and the dismissed
// announcement in localStorage, the seen splash in sessionStorage. Reads and
// writes never throw: a browser that stores nothing just sees the chrome again.
import { localStorageOrNull, readStoredString, type KeyValueStorage } from '@/lib/browser-storage';
import { SPLASH_SEEN_COOKIE } from '@/lib/hydration';

export const FIRST_VISIT_KEY = 'dhoni.firstVisit';
export const DISMISSED_ANNOUNCEMENT_KEY = 'dhoni.announcement.dismissed';
export const SPLASH_SEEN_KEY = 'dhoni.splashSeen';

function sessionStorageOrNull(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function write(storage: KeyValueStorage | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Full or disabled storage: the chrome simply shows again next time.
  }
}

export function hasAcknowledgedFirstVisit(): boolean {
  return readStoredString(FIRST_VISIT_KEY) === 'true';
}

export function acknowledgeFirstVisit(): void {
  write(localStorageOrNull(), FIRST_VISIT_KEY, 'true');
}

/** The text of the announcement the visitor closed, if any. */
export function dismissedAnnouncement(): string | null {
  return readStoredString(DISMISSED_ANNOUNCEMENT_KEY);
}

export function dismissAnnouncement(message: string): void {
  write(localStorageOrNull(), DISMISSED_ANNOUNCEMENT_KEY, message);
}

export function hasSeenSplash(): boolean {
  return readStoredString(SPLASH_SEEN_KEY, sessionStorageOrNull()) === 'true';
}

export function markSplashSeen(): void {
  write(sessionStorageOrNull(), SPLASH_SEEN_KEY, 'true');
  // A session cookie tells the server, which draws the page, not to draw the
  // splash again in this browser session (decision 145).
  if (typeof document !== 'undefined') {
    document.cookie = `${SPLASH_SEEN_COOKIE}=1; path=/; SameSite=Lax`;
  }
}

/** The admin area gets none of the storefront's welcome (splash, popup). */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}
