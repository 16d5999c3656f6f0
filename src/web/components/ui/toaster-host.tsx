import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { loadWhileOnline } from '../../lib/connection';
import { toasterDemand } from '../../lib/notify';

// Offline, its code is waited for; should it still fail to arrive, there are no toasts rather than
// no app: a failed import here, outside every page, would blank it.
const NoToaster = () => null;
const AppToaster = lazy<ComponentType>(() =>
  loadWhileOnline(() => import('./toaster'), 'part').catch(() => ({ default: NoToaster })),
);

/**
 * Mounts the toaster without putting sonner on the page load: when the first toast is asked
 * for through lib/notify, or at the visitor's first tap or key press (a safety net for code
 * that imports sonner's `toast` directly; sonner replays toasts raised before it mounted). At the
 * end of the tap, not its start: offline, the wait for sonner's code raises the offline notice
 * (fixed at the bottom of the screen), which must not come under the finger before the tap ends,
 * or the tap never becomes a click (seen on a server-rendered shop, docs/decisions/057).
 */
export function ToasterHost() {
  const wanted = useSyncExternalStore(toasterDemand.subscribe, toasterDemand.wanted, () => false);
  const [interacted, setInteracted] = useState(false);

  useEffect(() => {
    if (wanted || interacted) return;
    const onFirstInput = () => setInteracted(true);
    const options = { once: true, passive: true, capture: true } as const;
    window.addEventListener('pointerup', onFirstInput, options);
    window.addEventListener('keydown', onFirstInput, options);
    return () => {
      window.removeEventListener('pointerup', onFirstInput, options);
      window.removeEventListener('keydown', onFirstInput, options);
    };
  }, [wanted, interacted]);

  if (!wanted && !interacted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
