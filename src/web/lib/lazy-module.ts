import { use } from 'react';
import { loadWhileOnline } from './connection';

/** Undefined: everything is here already (the page can show at once). */
export type Loading = Promise<unknown> | undefined;

/** A module fetched once, on first use: `get()` once it has arrived, `load()` until then. */
export function lazyModule<T>(load: () => Promise<T>) {
  let module: T | undefined;
  let loading: Promise<T> | undefined;
  // Offline, the code is waited for; a failure stays (the page shows it: a missing chunk is a new release).
  const arrival = () => (loading ??= loadWhileOnline(load, 'page').then((arrived) => (module = arrived)));
  return {
    get: () => module,
    load: (): Loading => (module ? undefined : arrival()),
    arrival,
  };
}

/** For rendering: the module, suspending until it is here (throwing if it failed). */
export function useLazyModule<T>(code: ReturnType<typeof lazyModule<T>>): T {
  return code.get() ?? use(code.arrival());
}
