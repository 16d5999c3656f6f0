/**
 * Whether a move to another page is still under way. React Router's `navigate` (declarative mode,
 * src/web/app/app-router.tsx) returns before the next page is on screen; code that must act only
 * once it is (sign out after leaving a guarded page) awaits `pageShown()` after `navigate`.
 */

let underWay: { shown: Promise<void>; done: () => void } | null = null;

/** A move started (the router calls this). */
export function moveStarted() {
  if (underWay) return;
  let done = () => {};
  const shown = new Promise<void>((resolve) => (done = resolve));
  underWay = { shown, done };
}

/** The newest move's page is on screen (the router calls this). */
export function moveShown() {
  underWay?.done();
  underWay = null;
}

/** Resolves once the page the last move went to is on screen (at once if none is under way). */
export const pageShown = (): Promise<void> => underWay?.shown ?? Promise.resolve();
