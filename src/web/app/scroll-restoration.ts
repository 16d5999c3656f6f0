import { useEffect, useLayoutEffect } from 'react';
import type { Location } from 'react-router';

/**
 * Where each page of this tab's history was scrolled to, by history entry: going back puts the
 * page where it was (also after a reload), any other move starts at the top (or at the #target),
 * unless the move asked not to (`preventScrollReset`, e.g. the shop's filters).
 */

const STORAGE_KEY = 'scroll-positions';
let positions: Record<string, number> | undefined;

function saved(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
}

/** Remembers how far the page on screen (the entry `key`) is scrolled, before another one shows. */
export function rememberScroll(key: string) {
  saved()[key] = window.scrollY;
}

export interface ScrollTarget {
  location: Location;
  /** Back or forward in history (or the first load): where the entry was, if known. */
  restore: boolean;
  /** False: stay where the page is (`preventScrollReset`). */
  reset: boolean;
}

/** Scrolls for each page shown (after it is on screen); the browser's own restoring is off. */
export function useScrollRestoration({ location, restore, reset }: ScrollTarget) {
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const keep = () => {
      rememberScroll(location.key);
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved()));
      } catch {
        // Storage full or off: going back after a reload starts at the top.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', keep);
    return () => window.removeEventListener('pagehide', keep);
  }, [location.key]);

  useLayoutEffect(() => {
    // (Not `return window.scrollTo(...)`: newer browsers answer scrolls with a promise.)
    const before = restore ? saved()[location.key] : undefined;
    const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (before !== undefined) window.scrollTo(0, before);
    else if (target) target.scrollIntoView();
    else if (reset) window.scrollTo(0, 0);
  }, [location, restore, reset]);
}
