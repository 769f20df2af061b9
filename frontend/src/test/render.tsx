// renderWithProviders: renders UI the way the app does (store + data router),
// at a chosen URL, and hands back what a test needs to look at.
import { render, type RenderResult, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

import { AppProviders } from '@/app/providers';
import { appRoutes } from '@/app/routes';
import { makeStore, type AppStore, type RootState } from '@/app/store';

type RenderOptions = {
  /** The URL the router starts at. */
  route?: string;
  preloadedState?: Partial<RootState>;
  store?: AppStore;
};

type MemoryRouter = ReturnType<typeof createMemoryRouter>;

export type RenderWithProvidersResult = RenderResult & {
  store: AppStore;
  router: MemoryRouter;
  user: UserEvent;
};

/** Renders `ui` on every path, so links and navigation inside it work. */
export function renderWithProviders(
  ui: ReactElement,
  options: RenderOptions = {},
): RenderWithProvidersResult {
  return renderRoutes([{ path: '*', element: ui }], options);
}

/** Renders the whole app, route table and layout included. */
export function renderApp(options: RenderOptions = {}): RenderWithProvidersResult {
  return renderRoutes(appRoutes, options);
}

/** Renders the whole app at `route` and waits for the page's heading (h1) to read `heading`. */
export async function openApp(route: string, heading: string): Promise<RenderWithProvidersResult> {
  const app = renderApp({ route });
  await screen.findByRole('heading', { level: 1, name: heading });
  return app;
}

function renderRoutes(routes: RouteObject[], options: RenderOptions): RenderWithProvidersResult {
  const { route = '/', preloadedState, store = makeStore(preloadedState) } = options;
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const user = userEvent.setup();
  const result = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, store, router, user };
}

/** Types text into a field in place of what it held (an empty text only clears it). */
export async function retype(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  if (text !== '') {
    await user.type(field, text);
  }
}
