import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ADMIN_LAYOUT_PAGE, APP_ROUTES, type AppRoute } from '../../domain/app-routes';
import { pageModules, routes } from './router';

/** Every path the router can show a page for ("*" catch-alls left out), as absolute patterns. */
function routerPaths(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const path = route.path?.startsWith('/') ? route.path : `${parent}/${route.path ?? ''}`;
    const here = route.path === undefined ? parent : path.replace(/\/+$/, '');
    const own =
      route.index || (route.path !== undefined && route.path !== '*' && !route.children) ? [here || '/'] : [];
    return [...own, ...routerPaths(route.children ?? [], here)];
  });
}

describe('the router', () => {
  it('has exactly the pages of the shared route table (the server answers 404 for the rest)', () => {
    const expected = Object.values(APP_ROUTES).map((route) => route.path);
    expect(routerPaths(routes).sort()).toEqual(expected.sort());
  });

  it('loads exactly the page modules the route table names', () => {
    const named = new Set<string>([ADMIN_LAYOUT_PAGE]);
    for (const route of Object.values(APP_ROUTES) as AppRoute[]) if (route.page) named.add(route.page);
    expect(
      Object.keys(pageModules)
        .map((key) => key.replace(/^\.\.\//, ''))
        .sort(),
    ).toEqual([...named].sort());
  });
});
