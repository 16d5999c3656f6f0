import { isRouteErrorResponse, useRouteError } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { routeMessages } from '../../domain/messages-core';
import { Button, buttonClass } from '../components/ui/button';
import { NotFoundPage } from './not-found-page';

/**
 * The route error boundary (SPEC: 'Unexpected Application Error!'). Also catches a
 * code chunk that failed to download after a new release: Reload fetches the new one.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (import.meta.env.DEV) console.error(error);

  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
      <TriangleAlert aria-hidden="true" className="size-14 text-accent-700" />
      <h1 className="text-2xl font-bold">{routeMessages.renderFailed}</h1>
      <p className="text-sand-700">
        Something went wrong while showing this page. Reloading usually fixes it.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button size="lg" onClick={() => window.location.reload()}>
          Reload
        </Button>
        {/* A plain link: the router may be the thing that broke. */}
        <a href="/" className={buttonClass('outline', 'lg')}>
          Go to Home
        </a>
      </div>
    </div>
  );
}
