import { useSyncExternalStore } from 'react';

const nothingChanges = () => () => undefined;

/**
 * False in the server's render and while React takes over that HTML; true once the page's scripts
 * run it (docs/decisions/057). A page the browser draws itself is true from its first render.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    nothingChanges,
    () => true,
    () => false,
  );
