import { Router, useRoutes, type NavigationType, type Navigator } from 'react-router';
import { NavigationProgress } from '../layouts/navigation-progress';
import { RouteBoundary } from './route-boundary';
import { routes } from './router';
import { useScrollRestoration, type ScrollTarget } from './scroll-restoration';

export interface View extends ScrollTarget {
  action: NavigationType;
  /** Which move showed it (the newest one settles `pageShown`). */
  move: number;
}

function AppRoutes() {
  return <RouteBoundary fullScreen>{useRoutes(routes)}</RouteBoundary>;
}

function ScrollRestorer({ view }: { view: View }) {
  useScrollRestoration(view);
  return null;
}

/**
 * The page at `view.location`: the same elements in the browser (app-router.tsx) and in a server
 * render (server-render.tsx), so that the browser's first render matches the server's HTML.
 */
export function PageView({ view, navigator, busy }: { view: View; navigator: Navigator; busy: boolean }) {
  return (
    <Router location={view.location} navigationType={view.action} navigator={navigator}>
      <ScrollRestorer view={view} />
      <NavigationProgress busy={busy} />
      <AppRoutes />
    </Router>
  );
}
