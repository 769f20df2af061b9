import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { RouteErrorScreen } from '@/features/site/screens/route-error-screen';
import { I18nProvider } from '@/i18n/i18n-provider';

function BrokenScreen(): never {
  throw new Error('chunk failed to load');
}

describe('RouteErrorScreen', () => {
  it('replaces a screen that fails with a way to recover, and logs the error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [{ path: '/', element: <BrokenScreen />, errorElement: <RouteErrorScreen /> }],
      { initialEntries: ['/'] },
    );

    render(
      <I18nProvider>
        <RouterProvider router={router} />
      </I18nProvider>,
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(logged).toHaveBeenCalledWith('screen failed to render', expect.any(Error));
  });
});
