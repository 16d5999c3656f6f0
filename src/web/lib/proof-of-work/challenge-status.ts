import { useSyncExternalStore } from 'react';

/**
 * Whether the browser is working on a proof-of-work challenge now (docs/decisions/038): the form
 * that sent the request says "Checking this is you…" meanwhile. One request solves at a time.
 */
let solving = false;
const listeners = new Set<() => void>();

export function setSolving(next: boolean): void {
  if (solving === next) return;
  solving = next;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useSolvingChallenge(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => solving,
    () => false,
  );
}
