/**
 * The one way to raise a toast. Pages call notify(), which loads
 * sonner (and mounts the <Toaster>) on first use. It is the same sonner `toast`, so toasts
 * raised with `import { toast } from 'sonner'` elsewhere land in the same single slot.
 *
 * Offline before the first toast, sonner's code cannot arrive: the toast is then shown by
 * <PlainToast> (components/ui/plain-toast.tsx), which is on the page from the start, so that
 * 'Failed to refresh products' still shows when the connection is what failed.
 */

import { inPageLanguage } from '../i18n/current-language';

export type Kind = 'success' | 'error' | 'info';
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

/** A toast sonner could not show, for <PlainToast>; one at a time, as sonner's. */
export interface PlainToastMessage {
  id: number;
  kind: Kind;
  message: string;
  description?: string;
}

let plain: PlainToastMessage | null = null;
let plainCount = 0;
const plainWatchers = new Set<() => void>();

function setPlain(next: PlainToastMessage | null) {
  if (next === plain) return;
  plain = next;
  for (const watcher of plainWatchers) watcher();
}

/** For <PlainToast>: the toast sonner could not show, a way to hear about it, and Close. */
export const plainToast = {
  current: () => plain,
  subscribe(listener: () => void) {
    plainWatchers.add(listener);
    return () => void plainWatchers.delete(listener);
  },
  dismiss(id: number) {
    if (plain?.id === id) setPlain(null);
  },
};

type ToasterCode = typeof import('../components/ui/toaster');
let toaster: ToasterCode | null = null;

/**
 * The toaster's code (sonner), or null when it cannot be had now. While the browser knows it is
 * offline it is not even asked for: Chromium remembers a failed download of a module for the rest
 * of the visit, and the toaster could then never load once the connection is back.
 */
async function toasterCode(): Promise<ToasterCode | null> {
  if (toaster || !navigator.onLine) return toaster;
  try {
    return (toaster = await import('../components/ui/toaster'));
  } catch {
    return null;
  }
}

function show(kind: Kind, english: string, options?: NotifyOptions): void {
  requestToaster();
  // SPEC's messages are written in English; a Malayalam page shows them in Malayalam.
  const message = inPageLanguage(english);
  if (options?.description) options = { ...options, description: inPageLanguage(options.description) };
  void toasterCode().then((code) => {
    if (!code) return setPlain({ id: ++plainCount, kind, message, description: options?.description });
    setPlain(null); // sonner's slot is the one toast now
    code.toast[kind](message, options);
  });
}

export const notify = {
  success: (message: string, options?: NotifyOptions) => show('success', message, options),
  error: (message: string, options?: NotifyOptions) => show('error', message, options),
  info: (message: string, options?: NotifyOptions) => show('info', message, options),
};
