// Pieces of a stream handed on at most once per frame, all together: a fast stream delivers many network chunks (or events)
// per frame, and each one used to be a store update and a React render of the whole text so far.
import { browserClock, type SchedulerClock } from '../../shared/scheduling/livePreviewScheduler';
import { createFrameThrottle } from './frameThrottle';

export interface PieceBatch {
  /** A piece that arrived: handed on after the next painted frame, with the others that arrive until then. */
  push(piece: string): void;
  /** Hands on what waits now (the stream ended or was stopped: what arrived stays). */
  flush(): void;
}

export function createPieceBatch(
  deliver: (pieces: string[]) => void,
  clock: Pick<SchedulerClock, 'afterNextPaint'> = browserClock,
): PieceBatch {
  let waiting: string[] = [];
  const throttle = createFrameThrottle<null>(() => {
    const pieces = waiting;
    waiting = [];
    if (pieces.length > 0) deliver(pieces);
  }, clock);
  return {
    push(piece) {
      if (piece === '') return;
      waiting.push(piece);
      throttle.schedule(null);
    },
    flush: () => throttle.flush(),
  };
}
