// A view's subscription to part of a value store, rendered as an ordinary state update: a store set inside startTransition
// (the player's frames) renders as a transition, which useSyncExternalStore would turn into a blocking render.
import { useEffect, useState } from 'react';
import type { ValueStore } from '../../../shared/viewState/valueStore';

/** The selected part of the store's value; `select` must be stable (a module function or a memoised callback). */
export function useStoreValue<T, S>(store: ValueStore<T>, select: (value: T) => S): S {
  const [selected, setSelected] = useState(() => select(store.get()));
  useEffect(() => {
    const update = () => {
      const next = select(store.get());
      setSelected((previous) => (Object.is(previous, next) ? previous : next));
    };
    update();
    return store.subscribe(update);
  }, [store, select]);
  return selected;
}

/** The whole value, as a stable selector. */
export const whole = <T>(value: T): T => value;
