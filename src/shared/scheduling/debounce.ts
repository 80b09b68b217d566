// Debouncing: run work once the user pauses, so typing never waits for it.
import { useEffect, useMemo } from 'react';

export interface Debounced<A extends unknown[]> {
  /** (Re)starts the wait; the latest arguments win. */
  (...args: A): void;
  /** Runs the pending call now, if there is one. */
  flush(): void;
  /** Drops the pending call. */
  cancel(): void;
  /** True while a call waits. */
  readonly pending: boolean;
}

/** Calls `fn` with the last arguments once `delayMs` passed without a new call. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, delayMs: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastArgs: A | null = null;
  const run = () => {
    timer = null;
    const args = lastArgs;
    lastArgs = null;
    if (args) fn(...args);
  };
  const debounced = ((...args: A) => {
    lastArgs = args;
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(run, delayMs);
  }) as Debounced<A>;
  debounced.flush = () => {
    if (timer === null) return;
    clearTimeout(timer);
    run();
  };
  debounced.cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    lastArgs = null;
  };
  Object.defineProperty(debounced, 'pending', { get: () => timer !== null });
  return debounced;
}

/**
 * A debounced version of `fn` for a component. Pass a stable `fn` (a useCallback): a new `fn` makes a new debouncer
 * and drops the old one's pending call. A pending call is also dropped on unmount.
 */
export function useDebouncedCallback<A extends unknown[]>(fn: (...args: A) => void, delayMs: number): Debounced<A> {
  const debounced = useMemo(() => debounce(fn, delayMs), [fn, delayMs]);
  useEffect(() => () => debounced.cancel(), [debounced]);
  return debounced;
}
