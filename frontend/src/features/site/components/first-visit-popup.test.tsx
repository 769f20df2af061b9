import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { FirstVisitPopup } from '@/features/site/components/first-visit-popup';
import { FIRST_VISIT_KEY } from '@/features/site/chrome-storage';
import { I18nProvider } from '@/i18n/i18n-provider';
import { FIRST_VISIT_COOKIE, Hydration, setServerState } from '@/lib/hydration';
import { renderWithProviders } from '@/test/render';

const MESSAGE = 'We currently serve the Maldives only. All prices are shown in Maldivian Rufiyaa (MVR).';

function PageWithPopup() {
  return (
    <>
      <div>
        <a href="/shop">Behind the popup</a>
      </div>
      <FirstVisitPopup />
    </>
  );
}

/**
 * Draws the page as the server does for a browser whose cookie says it saw
 * the popup (firstVisit false) or not, then takes it over as the app does;
 * returns the markup the server drew and the hydration errors React reported.
 */
async function drawnThenTakenOver(firstVisit: boolean): Promise<{ drawn: string; errors: unknown[] }> {
  setServerState({ splash: false, firstVisit, api: null });
  const page = (drawn: boolean) => (
    <Hydration drawn={drawn}>
      <I18nProvider>
        <MemoryRouter initialEntries={['/shop']}>
          <PageWithPopup />
        </MemoryRouter>
      </I18nProvider>
    </Hydration>
  );
  const drawn = renderToString(page(true));
  const container = document.createElement('div');
  container.innerHTML = drawn;
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, page(true), {
      onRecoverableError: (error) => {
        errors.push(error);
      },
    });
    await Promise.resolve();
  });
  return { drawn, errors };
}

function cookieSet(): boolean {
  return document.cookie.includes(`${FIRST_VISIT_COOKIE}=1`);
}

describe('FirstVisitPopup', () => {
  afterEach(() => {
    setServerState(null);
    document.body.innerHTML = '';
  });

  it('greets a first visit with a modal dialog and focuses its button', () => {
    renderWithProviders(<FirstVisitPopup />);

    const dialog = screen.getByRole('dialog', { name: MESSAGE });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'I Understand' })).toHaveFocus();
  });

  it('keeps the rest of the page out of reach while open', async () => {
    const { user } = renderWithProviders(<PageWithPopup />);
    const behind = screen.getByRole('link', { name: 'Behind the popup' });
    expect(behind.closest('[inert]')).not.toBeNull();
    expect(screen.getByRole('dialog').closest('[inert]')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'I Understand' }));

    expect(behind.closest('[inert]')).toBeNull();
  });

  it('is not closed by Escape', async () => {
    const { user } = renderWithProviders(<FirstVisitPopup />);

    await user.keyboard('{Escape}');

    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(window.localStorage.getItem(FIRST_VISIT_KEY)).toBeNull();
  });

  it('closes with "I Understand" and never shows again in this browser', async () => {
    const { user, unmount } = renderWithProviders(<FirstVisitPopup />);

    await user.click(screen.getByRole('button', { name: 'I Understand' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(FIRST_VISIT_KEY)).toBe('true');
    expect(cookieSet()).toBe(true);
    unmount();

    renderWithProviders(<FirstVisitPopup />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays out of the admin area', () => {
    renderWithProviders(<FirstVisitPopup />, { route: '/admin' });

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is drawn by the server for a first visit and taken over as it is', async () => {
    const { drawn, errors } = await drawnThenTakenOver(true);

    expect(drawn).toContain(MESSAGE);
    expect(errors).toEqual([]);
    expect(screen.getByRole('dialog', { name: MESSAGE })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I Understand' })).toHaveFocus();
  });

  it('is not drawn for a browser whose cookie says it was acknowledged', async () => {
    const { drawn, errors } = await drawnThenTakenOver(false);

    expect(drawn).not.toContain(MESSAGE);
    expect(errors).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes once taken over for a browser that acknowledged it without the cookie, and sets the cookie', async () => {
    window.localStorage.setItem(FIRST_VISIT_KEY, 'true');

    const { drawn, errors } = await drawnThenTakenOver(true);

    expect(drawn).toContain(MESSAGE);
    expect(errors).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Behind the popup' }).closest('[inert]')).toBeNull();
    expect(cookieSet()).toBe(true);
  });
});
