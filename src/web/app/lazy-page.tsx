import { use, type ComponentType } from 'react';
import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router';
import { loadWhileOnline } from '../lib/connection';

/**
 * Code-split pages. Every route whose code comes later says how to fetch it (its `handle`), and
 * the app's router fetches the code of every route a path shows before it shows that path
 * (`loadPagesFor`): the page on screen stays until the next page's code has arrived, also offline.
 */

type PageModule = Record<string, ComponentType>;
export type PageLoader = () => Promise<PageModule>;

/** Undefined: everything is here already (the page can show at once). */
type Loading = Promise<unknown> | undefined;

export interface PageHandle {
  /** Fetches the route's code (and that of its own routes below `match`). */
  load: (match: RouteMatch) => Loading;
}

/** A module fetched once, on first use: `get()` once it has arrived, `load()` until then. */
export function lazyModule<T>(load: () => Promise<T>) {
  let module: T | undefined;
  let loading: Promise<T> | undefined;
  // Offline, the code is waited for; a failure stays (the page shows it: a missing chunk is a new release).
  const arrival = () => (loading ??= loadWhileOnline(load, 'page').then((arrived) => (module = arrived)));
  return {
    get: () => module,
    load: (): Loading => (module ? undefined : arrival()),
    arrival,
  };
}

/** For rendering: the module, suspending until it is here (throwing if it failed). */
export function useLazyModule<T>(code: ReturnType<typeof lazyModule<T>>): T {
  return code.get() ?? use(code.arrival());
}

/** The element and handle of a route that shows the export `component` of the module `load` fetches. */
export function lazyPage(load: PageLoader, component = 'default'): Pick<RouteObject, 'element' | 'handle'> {
  const code = lazyModule(load);
  function LazyPage() {
    const Page = useLazyModule(code)[component]!;
    return <Page />;
  }
  LazyPage.displayName = `LazyPage(${component})`;
  const handle: PageHandle = { load: () => code.load() };
  return { element: <LazyPage />, handle };
}

/** The route for a page at `path`, showing the export `component` of the module `load` fetches. */
export const pageRoute = (path: string, load: PageLoader, component?: string): RouteObject => ({
  path,
  ...lazyPage(load, component),
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
