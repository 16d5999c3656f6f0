import { startTransition, useLayoutEffect, useState } from 'react';
import {
  NavigationType,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  parsePath,
  type Location,
  type Navigator,
  type To,
} from 'react-router';
import { LoadingState } from '../components/ui/spinner';
import { moveShown, moveStarted } from '../lib/page-moves';
import { loadPagesFor } from './lazy-page';
import { PageView, type View } from './page-view';
import { routes } from './router';
import { rememberScroll } from './scroll-restoration';

/**
 * The app's router (React Router in its declarative mode, over the browser's history). A move to
 * another page first fetches that page's code; the page on screen, and the address, stay until it
 * has arrived (offline too: lib/connection.ts), with a thin progress bar meanwhile. The newest
 * move wins. Back and forward change the address at once (the browser does), the page follows
 * when its code is here.
 */

const history = createBrowserHistory({ v5Compat: true });

const pathnameOf = (to: To) => (typeof to === 'string' ? parsePath(to) : to).pathname ?? '/';

/**
 * The first view: the page at the address when its code is here already (main.tsx loads it first
 * when the server sent the page rendered, so the first render matches that HTML and hydrates),
 * else none yet (a spinner until the code arrives). A hydrated page stays where the browser
 * scrolled it meanwhile.
 */
const firstView = (): View | null =>
  loadPagesFor(routes, history.location.pathname)
    ? null
    : { action: NavigationType.Pop, location: history.location, restore: true, reset: false, move: 0 };

export function AppRouter() {
  const [view, setView] = useState<View | null>(firstView);
  const [waiting, setWaiting] = useState(false);

  const [mover] = useState(() => {
    let newest = 0;
    let shown: View | null = null;
    let resetNext = true;
    /** Runs `next` once the code for `pathname` is here, unless another move started meanwhile. */
    const whenLoaded = (pathname: string, next: () => void) => {
      const move = ++newest;
      moveStarted();
      const loading = loadPagesFor(routes, pathname);
      if (!loading) return next();
      setWaiting(true);
      // A page whose code failed shows the failure (the error page reloads once for a new release).
      void loading.catch(() => undefined).then(() => move === newest && next());
    };
    const show = (action: NavigationType, location: Location, reset: boolean) => {
      if (shown) rememberScroll(shown.location.key);
      setWaiting(false);
      const next = { action, location, restore: action === NavigationType.Pop, reset, move: newest };
      shown = next;
      // As React Router's own routers do: what the page set in motion before the move (e.g. the
      // signed-in user, which TanStack Query passes on a moment later) renders first.
      startTransition(() => setView(next));
    };
    const navigator: Navigator = {
      createHref: history.createHref,
      createURL: history.createURL,
      encodeLocation: history.encodeLocation,
      go: history.go,
      push: (to, state, opts) =>
        whenLoaded(pathnameOf(to), () => {
          resetNext = !opts?.preventScrollReset;
          history.push(to, state);
        }),
      replace: (to, state, opts) =>
        whenLoaded(pathnameOf(to), () => {
          resetNext = !opts?.preventScrollReset;
          history.replace(to, state);
        }),
    };
    const listen = () =>
      history.listen(({ action, location }) => {
        const reset = resetNext;
        resetNext = true;
        whenLoaded(location.pathname, () => show(action, location, reset));
      });
    const start = (shownFirst: boolean) => {
      // The entry's own key, for its scroll position (a page opened afresh has none yet).
      const { pathname, search, hash, state, key } = history.location;
      if (key === 'default') history.replace({ pathname, search, hash }, state);
      const { location } = history;
      whenLoaded(location.pathname, () => show(NavigationType.Pop, location, !shownFirst));
    };
    return { navigator, listen, start, isNewest: (move: number) => move === newest };
  });

  const [shownFirst] = useState(view !== null);
  useLayoutEffect(() => {
    mover.start(shownFirst);
    return mover.listen();
  }, [mover, shownFirst]);

  useLayoutEffect(() => {
    if (view && mover.isNewest(view.move)) moveShown();
  }, [view, mover]);

  if (!view) return <LoadingState fullScreen />;
  return <PageView view={view} navigator={mover.navigator} busy={waiting} />;
}
