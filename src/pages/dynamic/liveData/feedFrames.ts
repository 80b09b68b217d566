// A live-data feed taken at most once per frame, with its newest data: data that arrives while older data still waits for
// the frame replaces it, and a feed that keeps doing so sends faster than the picture can draw (the panel says so).
import { browserClock, type Clock } from '../../../runtime/scheduling/clock';
import { createLatestPerFrame } from '../../../runtime/scheduling/latestPerFrame';

/** A feed that has not had data replaced for this long is no longer called too fast. */
export const FAST_FEED_QUIET_MS = 3000;

export interface FeedFrames {
  /** New data from the feed: taken after the next painted frame, unless newer data arrives first. */
  push(data: string): void;
  /** The feed was left: nothing waiting is taken, and it is no longer too fast. */
  cancel(): void;
}

/**
 * Each event used to be parsed, mapped and drawn as it arrived, outside any frame: 50 events a second drew 50 pictures, each
 * new picture's fit-to-view re-rendered the preview, and React counted the commits that never caught up as an update loop
 * (error #185). Now the picture changes once per frame at most, whatever the feed's pace.
 */
export function createFeedFrames(
  take: (data: string) => void,
  onFast: (fast: boolean) => void,
  clock: Pick<Clock, 'afterNextPaint' | 'after'> = browserClock,
): FeedFrames {
  const throttle = createLatestPerFrame(take, clock);
  let fast = false;
  let cancelQuiet: (() => void) | null = null;
  const setFast = (next: boolean) => {
    if (next === fast) return;
    fast = next;
    onFast(next);
  };
  return {
    push(data) {
      if (throttle.pending) {
        setFast(true);
        cancelQuiet?.();
        cancelQuiet = clock.after(FAST_FEED_QUIET_MS, () => {
          cancelQuiet = null;
          setFast(false);
        });
      }
      throttle.schedule(data);
    },
    cancel() {
      throttle.cancel();
      cancelQuiet?.();
      cancelQuiet = null;
      setFast(false);
    },
  };
}
