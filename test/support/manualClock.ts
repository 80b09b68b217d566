// The one hand-stepped Clock for tests: frames are painted and time moves only when the test says so.
import type { Clock } from '../../src/runtime/scheduling/clock';

/** Far more frames than any test waits for: a queue that never empties is a bug, not a long test. */
const MAX_PAINTS = 1_000;

export interface ManualClock {
  clock: Clock;
  /** Paints one frame: runs the work that waited for it (work queued meanwhile waits for the next). Returns how much ran. */
  paint(): number;
  /** Paints frames until no work waits for one; returns how many were painted. */
  paintAll(): number;
  /** Moves time on, firing the timers that come due. */
  advance(ms: number): void;
  /** Moves time on without firing timers (work that takes this long). */
  spend(ms: number): void;
  readonly waitingPaints: number;
  readonly waitingTimers: number;
}

export function manualClock(): ManualClock {
  let time = 0;
  let frames: Array<() => void> = [];
  let timers: Array<{ at: number; work: () => void }> = [];
  const paint = () => {
    const due = frames;
    frames = [];
    due.forEach((work) => work());
    return due.length;
  };
  return {
    clock: {
      now: () => time,
      after(ms, work) {
        const timer = { at: time + ms, work };
        timers.push(timer);
        return () => (timers = timers.filter((t) => t !== timer));
      },
      afterNextPaint(work) {
        const entry = () => work();
        frames.push(entry);
        return () => (frames = frames.filter((f) => f !== entry));
      },
    },
    paint,
    paintAll() {
      let painted = 0;
      for (; frames.length > 0; painted += 1) {
        if (painted === MAX_PAINTS) throw new Error(`work still waits for a frame after ${MAX_PAINTS}`);
        paint();
      }
      return painted;
    },
    advance(ms) {
      time += ms;
      const due = timers.filter((t) => t.at <= time);
      timers = timers.filter((t) => t.at > time);
      due.forEach((t) => t.work());
    },
    spend(ms) {
      time += ms;
    },
    get waitingPaints() {
      return frames.length;
    },
    get waitingTimers() {
      return timers.length;
    },
  };
}
