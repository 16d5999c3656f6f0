import { Component, Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingState } from '../components/ui/spinner';
import { RouteErrorPage } from '../pages/route-error-page';

interface CatchProps {
  /** The error is for this page: moving to another path shows that page again. */
  pathname: string;
  children: ReactNode;
}

/** Catches what a page throws while rendering, until the next move to another path. */
class PageErrorCatcher extends Component<CatchProps, { error: unknown; pathname: string }> {
  override state = { error: undefined as unknown, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('A page threw nothing') };
  }

  static getDerivedStateFromProps(props: CatchProps, state: { pathname: string }) {
    return props.pathname === state.pathname ? null : { error: undefined, pathname: props.pathname };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteErrorPage error={this.state.error} />;
  }
}

/**
 * Around routed content (the child routes, unless `children` are given): an error while showing a
 * page shows the error page in its place; a page whose code is not here yet shows 'Loading...'
 * (rare: the router fetches a page's code before it moves to it).
 */
export function RouteBoundary({ children, fullScreen }: { children?: ReactNode; fullScreen?: boolean }) {
  const { pathname } = useLocation();
  return (
    <PageErrorCatcher pathname={pathname}>
      <Suspense fallback={<LoadingState fullScreen={fullScreen} />}>{children ?? <Outlet />}</Suspense>
    </PageErrorCatcher>
  );
}
