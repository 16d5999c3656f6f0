import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from '../../domain/app-routes';
import { adminRoutes } from './admin-routes';
import { routes } from './router';

/** Every path the router can show a page for ("*" catch-alls left out), as absolute patterns. */
function routerPaths(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    // The admin panel ('/admin/*') matches its own routes (admin-routes.tsx) on the path below it.
    const panel = route.path?.endsWith('/*');
    const path = route.path?.startsWith('/') ? route.path : `${parent}/${route.path ?? ''}`;
    const here = route.path === undefined ? parent : path.replace(/\/\*$/, '').replace(/\/+$/, '');
    const children = panel ? adminRoutes : (route.children ?? []);
    const own =
      route.index || (route.path !== undefined && route.path !== '*' && !children.length)
        ? [here || '/']
        : [];
    return [...own, ...routerPaths(children, here)];
  });
}

describe('the router', () => {
  it('has exactly the pages of the shared route table (the server answers 404 for the rest)', () => {
    const expected = Object.values(APP_ROUTES).map((route) => route.path);
    expect(routerPaths(routes).sort()).toEqual(expected.sort());
  });
});
