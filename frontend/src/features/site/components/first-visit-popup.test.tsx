import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { FirstVisitPopup } from '@/features/site/components/first-visit-popup';
import { FIRST_VISIT_KEY } from '@/features/site/chrome-storage';
import { renderWithProviders } from '@/test/render';

const MESSAGE = 'We currently serve the Maldives only. All prices are shown in Maldivian Rufiyaa (MVR).';

describe('FirstVisitPopup', () => {
  it('greets a first visit with a modal dialog and focuses its button', () => {
    renderWithProviders(<FirstVisitPopup />);

    const dialog = screen.getByRole('dialog', { name: MESSAGE });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'I Understand' })).toHaveFocus();
  });

  it('keeps the rest of the page out of reach while open', async () => {
    const { container, user } = renderWithProviders(<FirstVisitPopup />);
    expect(container).toHaveAttribute('inert');

    await user.click(screen.getByRole('button', { name: 'I Understand' }));

    expect(container).not.toHaveAttribute('inert');
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
    unmount();

    renderWithProviders(<FirstVisitPopup />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays out of the admin area', () => {
    renderWithProviders(<FirstVisitPopup />, { route: '/admin' });

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
