// A value outside React that views subscribe to by selection: a page keeps a working copy here so only the parts that show
// the selected piece re-render when it changes, not the page that holds it.
import { useCallback, useRef, useSyncExternalStore } from 'react';

export interface ValueStore<T> {
  get(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
}

export function createValueStore<T>(initial: T): ValueStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Sets some fields of an object store's value, keeping the others (one update, so subscribers hear one change). */
export function patchValue<T extends object>(store: ValueStore<T>, change: Partial<T>): void {
  store.set({ ...store.get(), ...change });
}

/** The selected part of the store's value; `equal` decides when it changed (Object.is by default). */
export function useValueSelector<T, S>(store: ValueStore<T>, select: (value: T) => S, equal: (a: S, b: S) => boolean = Object.is): S {
  const last = useRef<{ value: S } | null>(null);
  const read = useCallback(() => {
    const selected = select(store.get());
    // The same selection as last time returns the same reference, so React skips the render.
    if (last.current && equal(last.current.value, selected)) return last.current.value;
    last.current = { value: selected };
    return selected;
  }, [store, select, equal]);
  return useSyncExternalStore(store.subscribe, read, read);
}
