import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';

/**
 * The page's connection to the shop, for code that cannot do without it. A page's code that fails
 * to download is either gone (a tab opened before a release: the route error page reloads once)
 * or out of reach (offline: reloading would land on the browser's own error page and lose the
 * shop). `loadWhileOnline` tells the two apart and waits out the second. While the browser knows
 * it is offline the code is not even asked for: Chromium remembers a failed download of a module
 * for the rest of the visit, so asking again once the connection is back would fail too.
 */

/** How often a wait asks again by itself (the browser does not always notice a network coming back). */
const RECHECK_MS = 5_000;

/**
 * What a wait holds back: the next `page` the visitor asked for, or a `part` of the page on
 * screen (the toaster, a form's checks), which stays open meanwhile. The offline notice says which.
 */
export type HeldBack = 'page' | 'part';

/** 'change': the number of waits changed; 'retry': Try Again was pressed. */
const events = new EventTarget();
const waiting: Record<HeldBack, number> = { page: 0, part: 0 };

function count(held: HeldBack, change: number) {
  waiting[held] += change;
  events.dispatchEvent(new Event('change'));
}

/** What the browser knows (a server render, with no browser, counts as online). */
const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine;

/** Does the shop answer at all? Any HTTP answer counts; only a network failure is "no". */
export async function canReachShop(): Promise<boolean> {
  if (!browserOnline()) return false;
  try {
    await fetch('/api/health', { cache: 'no-store', credentials: 'omit' });
    return true;
  } catch {
    return false;
  }
}

/** Resolves when the browser is back online, Try Again is pressed, or it is time to ask again. */
const nextChance = () =>
  new Promise<void>((resolve) => {
    const done = new AbortController();
    const wake = () => {
      done.abort();
      resolve();
    };
    window.setTimeout(wake, RECHECK_MS);
    window.addEventListener('online', wake, done);
    events.addEventListener('retry', wake, done);
  });

/**
 * Runs `load` (code the app needs: a page's, or a part of one, `held`) and, while the shop cannot
 * be reached, waits for the connection and runs it again, however long that takes. Any other
 * failure is thrown as it came.
 */
export async function loadWhileOnline<T>(load: () => Promise<T>, held: HeldBack): Promise<T> {
  let counted = false;
  try {
    for (;;) {
      if (browserOnline()) {
        try {
          return await load();
        } catch (error) {
          if (await canReachShop()) throw error;
        }
      }
      if (!counted) {
        counted = true;
        count(held, 1);
      }
      await nextChance();
    }
  } finally {
    if (counted) count(held, -1);
  }
}

const subscribe = (listener: () => void) => {
  events.addEventListener('change', listener);
  return () => events.removeEventListener('change', listener);
};

/** Try Again: every wait asks again now. */
export const retryConnectionNow = () => events.dispatchEvent(new Event('retry'));

/** What waits for the connection: a page that cannot open ('page' first), a part of this one, or nothing. */
export const useWaitingForConnection = (): HeldBack | null =>
  useSyncExternalStore(
    subscribe,
    () => (waiting.page > 0 ? 'page' : waiting.part > 0 ? 'part' : null),
    () => null,
  );

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
