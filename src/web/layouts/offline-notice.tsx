import { Button } from '../components/ui/button';
import { retryConnectionNow, useWaitingForConnection } from '../lib/connection';
import { useT } from '../i18n/i18n-context';

/**
 * Shown while code the app needs cannot be downloaded for want of a connection. The page the
 * visitor is on stays as it was: when they asked for another page, it opens by itself when the
 * connection is back; otherwise (a toast, a form's checks) this page stays usable, showing what it
 * had loaded, and its lists are fetched again once the connection is back. It sits at the foot of
 * the screen, clear of the header and of the buttons under it (Refresh is what someone offline
 * reaches for), and of the toasts, which come in at the top.
 */
export function OfflineNotice() {
  const waiting = useWaitingForConnection();
  const { t } = useT();
  if (!waiting) return null;
  return (
    <div
      role="alert"
      className="fixed inset-x-3 bottom-[max(0.75rem,env(safe-area-inset-bottom))] z-50 mx-auto flex max-w-lg flex-wrap items-center gap-3 rounded-2xl border border-sand-300 bg-white p-4 text-sm text-sand-900 shadow-lg"
    >
      <p className="min-w-0 flex-1">
        <span className="block font-semibold">{t('pageStates.offline')}</span>
        {t(waiting === 'page' ? 'pageStates.offlinePage' : 'pageStates.offlinePart')}
      </p>
      <Button variant="outline" onClick={retryConnectionNow}>
        {t('common.tryAgain')}
      </Button>
    </div>
  );
}
