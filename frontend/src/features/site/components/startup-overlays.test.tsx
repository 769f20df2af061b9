import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { DEFAULT_SETTINGS } from '@/api/default-settings';
import type { BrandingSettings } from '@/api/settings';
import { englishT } from '@/i18n/english';
import { StartupOverlays } from '@/features/site/components/startup-overlays';
import { FIRST_VISIT_KEY, SPLASH_SEEN_KEY } from '@/features/site/chrome-storage';
import { renderWithProviders } from '@/test/render';
import { advanceTimers } from '@/test/timers';

const BRANDING = DEFAULT_SETTINGS.branding;

function branding(overrides: Partial<BrandingSettings> = {}): BrandingSettings {
  return { ...BRANDING, ...overrides };
}

/** The settings change under the overlays, as when the server answers after the saved copy. */
function SettingsArrive({ before, after }: { before: BrandingSettings; after: BrandingSettings }) {
  const [current, setCurrent] = useState(before);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setCurrent(after);
        }}
      >
        settings arrive
      </button>
      <StartupOverlays branding={current} />
    </>
  );
}

function settingsArrive() {
  fireEvent.click(screen.getByRole('button', { name: 'settings arrive' }));
}

function splash() {
  return screen.queryByTestId('splash-screen');
}

describe('StartupOverlays', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the shop name when there is no logo', () => {
    renderWithProviders(<StartupOverlays branding={branding({ logoUrl: '' })} />);

    expect(splash()).toHaveTextContent('Dhoni');
    expect(splash()?.querySelector('img')).toBeNull();
  });

  it('shows the logo when there is one', () => {
    renderWithProviders(<StartupOverlays branding={branding({ logoUrl: '/media/logo.png' })} />);

    expect(screen.getByAltText('Dhoni')).toHaveAttribute('src', '/media/logo.png');
  });

  it('stays for the configured time, fades for 300 ms, then shows the first-visit popup', () => {
    renderWithProviders(<StartupOverlays branding={branding({ splashDuration: 1500 })} />);

    advanceTimers(1499);
    expect(splash()).toHaveClass('opacity-100');
    // Drawn under the splash (so the server draws it with the page), but not
    // a dialog yet, and out of the keyboard's reach.
    expect(screen.getByText(englishT('site.firstVisitMessage'))).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I Understand', hidden: true })).not.toHaveFocus();

    advanceTimers(1);
    expect(splash()).toHaveClass('opacity-0');

    advanceTimers(300);
    expect(splash()).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I Understand' })).toHaveFocus();
  });

  it('skips the fade, not the splash, for a visitor who prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderWithProviders(<StartupOverlays branding={branding({ splashDuration: 1000 })} />);
    expect(splash()).toBeInTheDocument();

    advanceTimers(1000);

    expect(splash()).not.toBeInTheDocument();
  });

  it('shows once per browser session', () => {
    const { unmount } = renderWithProviders(<StartupOverlays branding={branding()} />);
    expect(splash()).toBeInTheDocument();
    expect(window.sessionStorage.getItem(SPLASH_SEEN_KEY)).toBe('true');
    unmount();

    renderWithProviders(<StartupOverlays branding={branding()} />);
    expect(splash()).not.toBeInTheDocument();
  });

  it('does not show when the owner switched it off', () => {
    renderWithProviders(<StartupOverlays branding={branding({ showSplashScreen: false })} />);

    expect(splash()).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(SPLASH_SEEN_KEY)).toBeNull();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('stops at once when the real settings say it is switched off', () => {
    renderWithProviders(<SettingsArrive before={branding()} after={branding({ showSplashScreen: false })} />);
    expect(splash()).toBeInTheDocument();

    settingsArrive();

    expect(splash()).not.toBeInTheDocument();
  });

  it('counts the time from when it appeared when the duration arrives later', () => {
    renderWithProviders(
      <SettingsArrive before={branding({ splashDuration: 2000 })} after={branding({ splashDuration: 1500 })} />,
    );
    advanceTimers(1000);

    settingsArrive();
    advanceTimers(499);
    expect(splash()).toHaveClass('opacity-100');
    advanceTimers(1);
    expect(splash()).toHaveClass('opacity-0');
  });

  it('leaves the admin area alone', () => {
    renderWithProviders(<StartupOverlays branding={branding()} />, { route: '/admin' });

    expect(splash()).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows no popup to a visitor who acknowledged it', () => {
    window.localStorage.setItem(FIRST_VISIT_KEY, 'true');
    renderWithProviders(<StartupOverlays branding={branding({ showSplashScreen: false })} />);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
