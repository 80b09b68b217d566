// Items handed on at most once per painted frame, all together: a fast stream delivers many network chunks (or events) per
// frame, and each one used to be a store update and a React render of the whole text so far.
import { browserClock, type Clock } from './clock';
import { createLatestPerFrame } from './latestPerFrame';

export interface BatchPerFrame<T> {
  /** An item that arrived: handed on after the next painted frame, with the others that arrive until then. */
  push(item: T): void;
  /** Hands on what waits now (the stream ended or was stopped: what arrived stays). */
  flush(): void;
}

export function createBatchPerFrame<T>(
  deliver: (items: T[]) => void,
  clock: Pick<Clock, 'afterNextPaint'> = browserClock,
): BatchPerFrame<T> {
  let waiting: T[] = [];
  const frame = createLatestPerFrame<null>(() => {
    const items = waiting;
    waiting = [];
    if (items.length > 0) deliver(items);
  }, clock);
  return {
    push(item) {
      waiting.push(item);
      frame.schedule(null);
    },
    flush: () => frame.flush(),
  };
}
