// At most one call per painted frame, always with the newest value: a stream may deliver many chunks in one frame.
import { browserClock, type Clock } from './clock';

export interface LatestPerFrame<T> {
  /** The newest value; replaces one still waiting for the frame. */
  schedule(value: T): void;
  /** Takes the waiting value now (a stream ended: its final picture should not wait). */
  flush(): void;
  /** Drops the waiting value. */
  cancel(): void;
  readonly pending: boolean;
}

/**
 * Unlike the typing scheduler (src/shared/scheduling/livePreviewScheduler.ts) this never waits for a pause after a slow
 * call: a stream has no pauses, so it would never draw. A slow call simply spans frames, and the next one takes whatever is
 * newest by then.
 */
export function createLatestPerFrame<T>(take: (value: T) => void, clock: Pick<Clock, 'afterNextPaint'> = browserClock): LatestPerFrame<T> {
  let latest: { value: T } | null = null;
  let cancelFrame: (() => void) | null = null;

  const run = () => {
    cancelFrame = null;
    const next = latest;
    latest = null;
    if (next) take(next.value);
  };

  return {
    schedule(value) {
      latest = { value };
      cancelFrame ??= clock.afterNextPaint(run);
    },
    flush() {
      cancelFrame?.();
      run();
    },
    cancel() {
      cancelFrame?.();
      cancelFrame = null;
      latest = null;
    },
    get pending() {
      return latest !== null;
    },
  };
}
