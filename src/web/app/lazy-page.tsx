import type { ComponentType } from 'react';
import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router';
import { lazyModule, useLazyModule, type Loading } from '../lib/lazy-module';
import { loadAreaWords, type WordArea } from '../i18n/word-areas';

/**
 * Code-split pages. Every route whose code comes later says how to fetch it (its `handle`), and
 * the app's router fetches the code of every route a path shows before it shows that path
 * (`loadPagesFor`): the page on screen stays until the next page's code has arrived, also offline.
 */

type PageModule = Record<string, ComponentType>;
export type PageLoader = () => Promise<PageModule>;

export interface PageHandle {
  /** Fetches the route's code (and that of its own routes below `match`). */
  load: (match: RouteMatch) => Loading;
}

/**
 * The element and handle of a route that shows the export `component` of the module `load` fetches,
 * with its area's words (`words`, docs/decisions/101) fetched beside its code.
 */
export function lazyPage(
  load: PageLoader,
  component = 'default',
  words?: WordArea,
): Pick<RouteObject, 'element' | 'handle'> {
  const code = lazyModule(load);
  function LazyPage() {
    const Page = useLazyModule(code)[component]!;
    return <Page />;
  }
  LazyPage.displayName = `LazyPage(${component})`;
  const handle: PageHandle = {
    load: () => {
      const waits = [code.load(), words && loadAreaWords(words)].filter(Boolean);
      return waits.length ? Promise.all(waits) : undefined;
    },
  };
  return { element: <LazyPage />, handle };
}

/** The route for a page at `path`, showing the export `component` of the module `load` fetches. */
export const pageRoute = (
  path: string,
  load: PageLoader,
  component?: string,
  words?: WordArea,
): RouteObject => ({
  path,
  ...lazyPage(load, component, words),
});

/** Fetches the code of every route `pathname` shows under `routes`; undefined if all of it is here. */
export function loadPagesFor(routes: RouteObject[], pathname: string): Loading {
  const waits = (matchRoutes(routes, pathname) ?? [])
    .map((match) => (match.route.handle as PageHandle | undefined)?.load(match))
    .filter(Boolean);
  return waits.length ? Promise.all(waits) : undefined;
}

/** Runs `next` when `loading` is done (at once if there is nothing to wait for). */
export const afterLoading = (loading: Loading, next: () => Loading): Loading =>
  loading ? loading.then(next) : next();
