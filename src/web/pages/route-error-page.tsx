import { useEffect } from 'react';
import { TriangleAlert } from 'lucide-react';
import { routeMessages } from '../../domain/messages-core';
import { Button, buttonClass } from '../components/ui/button';
import { useT } from '../i18n/i18n-context';

/** A page's code could not be downloaded: usually a tab opened before a new release. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload/i.test(error.message)
  );
}

/**
 * Reloads once to fetch the new release's code; a stamp stops a loop if the code really is gone.
 * Done here rather than on Vite's `vite:preloadError`: that fires before the router moves to the
 * new address, so reloading then would land on the page the customer was leaving.
 */
function useReloadOnceFor(error: unknown) {
  useEffect(() => {
    // Offline, a reload would only show the browser's own error page (pages wait for the connection).
    if (!isChunkLoadError(error) || !navigator.onLine) return;
    const last = Number(sessionStorage.getItem('chunk-reload-at') ?? 0);
    if (Date.now() - last < 30_000) return;
    sessionStorage.setItem('chunk-reload-at', String(Date.now()));
    window.location.reload();
  }, [error]);
}

/**
 * What a page that failed shows instead (SPEC: 'Unexpected Application Error!'). A code chunk that
 * failed to download after a new release reloads the page once by itself; otherwise Reload does it.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  useReloadOnceFor(error);
  const { t, m } = useT();
  if (import.meta.env.DEV) console.error(error);

  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
      <TriangleAlert aria-hidden="true" className="size-14 text-accent-700" />
      <h1 className="text-2xl font-bold">{m(routeMessages.renderFailed)}</h1>
      <p className="text-sand-700">{t('pageStates.errorText')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button size="lg" onClick={() => window.location.reload()}>
          {t('pageStates.reload')}
        </Button>
        {/* A plain link: the router may be the thing that broke. */}
        <a href="/" className={buttonClass('outline', 'lg')}>
          {t('pageStates.goHome')}
        </a>
      </div>
    </div>
  );
}
