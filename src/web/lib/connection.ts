import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';

/**
 * The page's connection to the shop, for code that cannot do without it. A page's code that fails
 * to download is either gone (a tab opened before a release: the route error page reloads once)
 * or out of reach (offline: reloading would land on the browser's own error page and lose the
 * shop). `loadWhileOnline` tells the two apart and waits out the second.
 */

/** How often a wait asks again by itself (the browser does not always notice a network coming back). */
const RECHECK_MS = 5_000;

let waiting = 0;
const listeners = new Set<() => void>();
const wakers = new Set<() => void>();

function setWaiting(change: number) {
  waiting += change;
  for (const listener of listeners) listener();
}

/** Does the shop answer at all? Any HTTP answer counts; only a network failure is "no". */
export async function canReachShop(): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    await fetch('/api/health', { cache: 'no-store', credentials: 'omit' });
    return true;
  } catch {
    return false;
  }
}

/** Resolves when the browser is back online, Try Again is pressed, or it is time to ask again. */
function nextChance(): Promise<void> {
  return new Promise((resolve) => {
    const wake = () => {
      window.removeEventListener('online', wake);
      window.clearTimeout(timer);
      wakers.delete(wake);
      resolve();
    };
    const timer = window.setTimeout(wake, RECHECK_MS);
    window.addEventListener('online', wake);
    wakers.add(wake);
  });
}

/**
 * Runs `load` (a page's code) and, while the shop cannot be reached, waits for the connection
 * and runs it again, however long that takes. Any other failure is thrown as it came.
 */
export async function loadWhileOnline<T>(load: () => Promise<T>): Promise<T> {
  for (let counted = false; ;) {
    try {
      const result = await load();
      if (counted) setWaiting(-1);
      return result;
    } catch (error) {
      if (await canReachShop()) {
        if (counted) setWaiting(-1);
        throw error;
      }
      if (!counted) setWaiting(+1);
      counted = true;
      await nextChance();
    }
  }
}

export const connection = {
  /** Try Again: every wait asks again now. */
  retryNow() {
    for (const wake of [...wakers]) wake();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Is some page waiting for the connection to come back? */
  isWaiting: () => waiting > 0,
};

/** True while a page cannot open for want of a connection. */
export function useWaitingForConnection(): boolean {
  return useSyncExternalStore(connection.subscribe, connection.isWaiting, () => false);
}

/** Runs `onBack` when the browser comes back online, while `active` (e.g. a load failed offline). */
export function useWhenBackOnline(active: boolean, onBack: () => void) {
  const back = useEffectEvent(onBack);
  useEffect(() => {
    if (!active) return;
    const handler = () => back();
    window.addEventListener('online', handler);
    return () => window.removeEventListener('online', handler);
  }, [active]);
}
