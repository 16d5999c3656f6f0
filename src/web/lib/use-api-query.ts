import { useCallback, useEffect, useState } from 'react';

export type QueryState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

/**
 * Loads one thing for a screen through lib/api (pass a function that calls `api`), with
 * loading, success and error states and a `retry` for the Try Again button. Re-runs when
 * `key` changes; a stale answer never overwrites a newer one.
 */
export function useApiQuery<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
): QueryState<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<QueryState<T> & { key: string; attempt: number }>({
    status: 'loading',
    data: undefined,
    error: undefined,
    key,
    attempt,
  });

  // A new key or a retry starts from 'loading' (render-time reset, no flash of old data).
  if (state.key !== key || state.attempt !== attempt) {
    setState({ status: 'loading', data: undefined, error: undefined, key, attempt });
  }

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data, error: undefined, key, attempt });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', data: undefined, error, key, attempt });
      },
    );
    return () => controller.abort();
    // `load` is expected to change with `key`; depending on it would refetch on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const { key: _key, attempt: _attempt, ...rest } = state;
  return { ...rest, retry } as QueryState<T> & { retry: () => void };
}
