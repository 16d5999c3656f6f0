/**
 * The one way to raise a toast. Pages call notify(), which loads
 * sonner (and mounts the <Toaster>) on first use. It is the same sonner `toast`, so toasts
 * raised with `import { toast } from 'sonner'` elsewhere land in the same single slot.
 */

type Kind = 'success' | 'error' | 'info';
interface NotifyOptions {
  description?: string;
}

let toasterWanted = false;
const wanters = new Set<() => void>();

/** Asks the app's <ToasterHost> to mount the toaster now (it also mounts itself when idle). */
export function requestToaster(): void {
  if (toasterWanted) return;
  toasterWanted = true;
  for (const wake of wanters) wake();
}

/** For <ToasterHost>: whether a toast has been asked for, and a way to hear about it. */
export const toasterDemand = {
  wanted: () => toasterWanted,
  subscribe(listener: () => void) {
    wanters.add(listener);
    return () => void wanters.delete(listener);
  },
};

function show(kind: Kind, message: string, options?: NotifyOptions): void {
  requestToaster();
  void import('sonner').then(({ toast }) => {
    toast[kind](message, options);
  });
}

export const notify = {
  success: (message: string, options?: NotifyOptions) => show('success', message, options),
  error: (message: string, options?: NotifyOptions) => show('error', message, options),
  info: (message: string, options?: NotifyOptions) => show('info', message, options),
};
