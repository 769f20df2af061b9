// The server gives every route of the app its own head and answers an
// address that is no route with 404 (docs/decisions/110). So it must know
// every route: they are listed in docs/testdata/page-heads.json, which the
// server's tests read too.
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';

import { appRoutes } from '@/app/routes';

import vectors from '../../../docs/testdata/page-heads.json';

function paths(routes: RouteObject[], parent: string): string[] {
  return routes.flatMap((route) => {
    const here =
      route.index === true ? parent : route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path}`.replace(/^\/\//, '/');
    const own = route.index === true || (route.path !== undefined && route.path !== '*') ? [here] : [];
    return [...own, ...paths(route.children ?? [], here)];
  });
}

describe('the route table', () => {
  it('is known to the server', () => {
    const routes = [...new Set(paths(appRoutes, ''))];
    expect(routes).toContain('/shop/:slug');
    for (const route of routes) {
      expect(vectors.routes, `add ${route} to docs/testdata/page-heads.json and the server's pages`).toContain(route);
    }
  });
});
