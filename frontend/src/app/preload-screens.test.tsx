// The page opened is drawn by the first render: its screen's code is fetched
// before, so no loading state shows and then gives way (decision 143). Alone
// in its file, so no other test has loaded the screen's code already.
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, it } from 'vitest';

import { AppProviders } from '@/app/providers';
import { appRoutes, preloadScreens } from '@/app/routes';
import { makeStore } from '@/app/store';
import { skipWelcome } from '@/test/welcome';

it('draws the screen asked for in the very first render', async () => {
  skipWelcome();
  const router = createMemoryRouter(appRoutes, { initialEntries: ['/cart'] });

  await preloadScreens(router.state.matches);
  render(
    <AppProviders store={makeStore()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );

  // No waiting: the heading is there as soon as render returns.
  expect(screen.getByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
});
