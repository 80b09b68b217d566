// When a live preview redraws: in the frame after a keystroke while renders are cheap, after a typing pause once they are not.
import { useEffect, useMemo } from 'react';
import { browserClock, type Clock } from '../../runtime/scheduling/clock';

/**
 * A render slower than this switches to waiting for a typing pause. Two frames at 60 Hz: a key pressed while such a render
 * runs is echoed at most ~2 frames late, under the ~50 ms where typing starts to feel sticky. (mermaid.live uses 150 ms;
 * the engine's renders are ~5 ms for usual specs, so a lower line costs nothing and protects big specs sooner.)
 */
export const SLOW_RENDER_MS = 32;
/** After a slow render, the typing pause waited for is at most this many times the render's cost… */
export const PAUSE_PER_RENDER_MS = 2;
/** …and at least this long (a pause shorter than the gap between two keys of a fast typist is no pause)… */
export const MIN_PAUSE_MS = 120;
/** …and at most this long, so even a very slow render follows the text within a second. */
export const MAX_PAUSE_MS = 1000;

/** Once the typist's rhythm is known, a pause is this many times their usual gap between keys (within the bounds above)… */
export const PAUSE_PER_KEY_GAP = 2;
/** …their usual gap being the median of this many recent gaps (a gap of MAX_PAUSE_MS or more is a break, not rhythm). */
const RHYTHM_GAPS = 8;

/** The longest typing pause to wait for after a render that took `renderMs`; 0 when renders are cheap. */
export function pauseAfter(renderMs: number): number {
  if (renderMs <= SLOW_RENDER_MS) return 0;
  return Math.min(MAX_PAUSE_MS, Math.max(MIN_PAUSE_MS, Math.round(renderMs * PAUSE_PER_RENDER_MS)));
}

/**
 * The typing pause after a render of `renderMs`, for a typist whose recent gaps between keys were `keyGapsMs`: twice their
 * usual gap (a fast typist's pause is short), at least MIN_PAUSE_MS and never more than pauseAfter(renderMs); with no rhythm
 * known yet, pauseAfter(renderMs) itself.
 */
export function typingPause(renderMs: number, keyGapsMs: readonly number[]): number {
  const longest = pauseAfter(renderMs);
  if (longest === 0 || keyGapsMs.length === 0) return longest;
  const sorted = [...keyGapsMs].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const usual = sorted.length % 2 ? sorted[Math.floor(middle)] : (sorted[middle - 1] + sorted[middle]) / 2;
  return Math.min(longest, Math.max(MIN_PAUSE_MS, Math.round(usual * PAUSE_PER_KEY_GAP)));
}

export interface LivePreviewScheduler<T> {
  /** A new value to show (each keystroke); the latest value wins. */
  schedule(value: T): void;
  /** Draws the pending value now (an explicit Render, a shortcut). */
  flush(): void;
  /** Drops the pending value (a replacement drawn at once makes it stale). */
  cancel(): void;
  /** True while a value waits to be drawn. */
  readonly pending: boolean;
  /** The typing pause currently waited for (0 while renders are cheap). */
  readonly pauseMs: number;
}

/**
 * Calls `render` with the latest scheduled value: once per painted frame while renders stay under SLOW_RENDER_MS
 * (values scheduled within one frame coalesce), and as soon as keys stop for `typingPause(cost, gaps)` after a slow one,
 * so no slow render starts while keys keep arriving. `render` returns nothing; its cost is measured here.
 */
export function createLivePreviewScheduler<T>(render: (value: T) => void, clock: Clock = browserClock): LivePreviewScheduler<T> {
  let latest: { value: T } | null = null;
  let cancelWait: (() => void) | null = null;
  let renderMs = 0;
  // The typist's rhythm: the last gaps between scheduled values, breaks left out.
  const keyGaps: number[] = [];
  let lastKeyAt: number | null = null;

  const run = () => {
    cancelWait = null;
    const next = latest;
    latest = null;
    if (!next) return;
    const start = clock.now();
    render(next.value);
    renderMs = clock.now() - start;
  };

  const noteKey = () => {
    const now = clock.now();
    const gap = lastKeyAt === null ? MAX_PAUSE_MS : now - lastKeyAt;
    lastKeyAt = now;
    if (gap >= MAX_PAUSE_MS) return;
    keyGaps.push(gap);
    if (keyGaps.length > RHYTHM_GAPS) keyGaps.shift();
  };

  const drop = () => {
    cancelWait?.();
    cancelWait = null;
  };

  return {
    schedule(value) {
      latest = { value };
      noteKey();
      const pauseMs = typingPause(renderMs, keyGaps);
      if (pauseMs > 0) {
        // Slow renders: every key restarts the wait; its end draws at once (the last key's frame was painted during it).
        drop();
        cancelWait = clock.after(pauseMs, run);
      } else if (!cancelWait) {
        cancelWait = clock.afterNextPaint(run);
      }
    },
    flush() {
      if (!latest) return;
      drop();
      run();
    },
    cancel() {
      drop();
      latest = null;
    },
    get pending() {
      return latest !== null;
    },
    get pauseMs() {
      return typingPause(renderMs, keyGaps);
    },
  };
}

/** The scheduler for a component: pass a stable `render` (a useCallback); a pending value is dropped on unmount. */
export function useLivePreviewScheduler<T>(render: (value: T) => void): LivePreviewScheduler<T> {
  const scheduler = useMemo(() => createLivePreviewScheduler(render), [render]);
  useEffect(() => () => scheduler.cancel(), [scheduler]);
  return scheduler;
}
