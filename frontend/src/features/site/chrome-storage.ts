// What the site chrome remembers in the browser (spec section 9, "Browser
// storage keys"): the first-visit acknowledgement and the dismissed
// announcement in localStorage, the seen splash in sessionStorage. Beside
// them, cookies tell the server, which draws the first screen, what this
// browser has seen (decisions 145, 174). Reads and writes never throw: a
// browser that stores nothing just sees the chrome again.
import { localStorageOrNull, readStoredString, type KeyValueStorage } from '@/lib/browser-storage';
import { FIRST_VISIT_COOKIE, SPLASH_SEEN_COOKIE } from '@/lib/hydration';

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

/** The longest a browser keeps a cookie (Chromium caps it at 400 days). */
const COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

function setCookie(name: string, attributes = ''): void {
  if (typeof document !== 'undefined') {
    document.cookie = `${name}=1; path=/; SameSite=Lax${attributes}`;
  }
}

function hasCookie(name: string): boolean {
  // The server's engine has a document without cookies (storefront/ssr/prelude.js).
  const cookies = typeof document === 'undefined' ? undefined : (document.cookie as string | undefined);
  return cookies !== undefined && cookies.split(';').some((part) => part.trim().startsWith(`${name}=`));
}

/** Whether this browser acknowledged the popup: the spec's flag, or the cookie that tells the server. */
export function hasAcknowledgedFirstVisit(): boolean {
  return readStoredString(FIRST_VISIT_KEY) === 'true' || hasCookie(FIRST_VISIT_COOKIE);
}

export function acknowledgeFirstVisit(): void {
  write(localStorageOrNull(), FIRST_VISIT_KEY, 'true');
  rememberFirstVisitForServer();
}

/**
 * A long-lived cookie tells the server not to draw the popup for this browser
 * (decision 174); written again at each visit, so it lasts while the visitor
 * comes back.
 */
export function rememberFirstVisitForServer(): void {
  setCookie(FIRST_VISIT_COOKIE, `; Max-Age=${String(COOKIE_MAX_AGE_SECONDS)}`);
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
  setCookie(SPLASH_SEEN_COOKIE);
}

/** The admin area gets none of the storefront's welcome (splash, popup). */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}
