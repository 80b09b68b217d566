// The one clock every scheduler reads (timers, "after the next paint", the time); tests pass a hand-stepped one
// (test/support/manualClock.ts) instead of sleeping.

/** Stops what was scheduled, if it has not run yet. */
export type Cancel = () => void;

export interface Clock {
  /** Milliseconds on a monotonic clock (performance.now in the browser): for measuring, not for showing a time of day. */
  now(): number;
  /** A plain timer. */
  after(ms: number, work: () => void): Cancel;
  /** Runs `work` once the next frame has been painted, so what the user just did reaches the screen before it. */
  afterNextPaint(work: () => void): Cancel;
}

export const browserClock: Clock = {
  now: () => performance.now(),
  after(ms, work) {
    const timer = setTimeout(work, ms);
    return () => clearTimeout(timer);
  },
  afterNextPaint(work) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A timeout queued from requestAnimationFrame runs after that frame is painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(work, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  },
};

/** The longest an idle wait lasts once the frame is painted: a busy page still gets its turn. */
export const IDLE_TIMEOUT_MS = 500;

/**
 * Resolves once a frame has been painted and the main thread is idle; at once where no frame will come (a hidden tab,
 * or no requestAnimationFrame, as in jsdom).
 */
export function afterPaintWhenIdle(clock: Clock = browserClock): Promise<void> {
  if (typeof requestAnimationFrame !== 'function' || typeof document === 'undefined' || document.hidden) return Promise.resolve();
  return new Promise((resolve) => {
    clock.afterNextPaint(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      else resolve();
    });
  });
}
