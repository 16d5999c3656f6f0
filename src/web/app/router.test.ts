import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES, type AppRouteKey } from '../../domain/app-routes';
import { ADMIN_LAYOUT_PAGE, ROUTE_PAGES } from '../../domain/route-pages';
import { adminLayoutLoader, adminPageLoaders, adminRoutes } from './admin-routes';
import { pageLoaders, routes } from './router';

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

  it('loads for each page the code route-pages.ts names (what the server preloads)', async () => {
    const named: Record<string, string> = { ...ROUTE_PAGES, adminLayout: ADMIN_LAYOUT_PAGE };
    const loaders = { ...pageLoaders, ...adminPageLoaders, adminLayout: adminLayoutLoader };
    expect(Object.keys(loaders).sort()).toEqual(Object.keys(named).sort());
    for (const [key, load] of Object.entries(loaders) as [AppRouteKey, () => Promise<unknown>][]) {
      const source = `../${named[key]!.replace(/\.tsx?$/, '')}`;
      expect(await load(), key).toBe(await import(/* @vite-ignore */ source));
    }
  }, 30_000);
});
