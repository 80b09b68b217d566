// At most one render per animation frame, always of the newest value: a stream may deliver many chunks in one frame.
import { browserClock, type SchedulerClock } from '../../shared/scheduling/livePreviewScheduler';

export interface FrameThrottle<T> {
  /** The newest value; replaces one still waiting for the frame. */
  schedule(value: T): void;
  /** Renders the waiting value now (the stream ended: its final picture should not wait). */
  flush(): void;
  /** Drops the waiting value. */
  cancel(): void;
  readonly pending: boolean;
}

/**
 * Unlike the typing scheduler this never waits for a pause after a slow render: a stream has no pauses, so it would never
 * draw. A slow render simply spans frames, and the next one draws whatever is newest by then.
 */
export function createFrameThrottle<T>(
  render: (value: T) => void,
  clock: Pick<SchedulerClock, 'afterNextPaint'> = browserClock,
): FrameThrottle<T> {
  let latest: { value: T } | null = null;
  let cancelFrame: (() => void) | null = null;

  const run = () => {
    cancelFrame = null;
    const next = latest;
    latest = null;
    if (next) render(next.value);
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
