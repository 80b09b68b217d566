// A frame queue's slots given by hand: nothing runs until a test runs a slot, so tests step the queue instead of sleeping.
import type { RequestSlot } from '../../../src/shared/frames/frameQueue';

export interface ManualSlots {
  requestSlot: RequestSlot;
  /** Slots the queue has asked for and not yet been given. */
  readonly waiting: number;
  /** Runs the next slot with a clock that always reports `budget` ms left. */
  run(budget: number): void;
  /** Runs slots until the queue asks for no more (it asks again while jobs remain); returns how many ran. */
  runAll(budget?: number): number;
}

/** Far more slots than any test queues jobs for: a queue that never empties is a bug, not a long test. */
const MAX_SLOTS = 1_000;

export function manualSlots(): ManualSlots {
  const pending: Array<(timeLeft: () => number) => void> = [];
  const run = (budget: number) => {
    const work = pending.shift();
    if (!work) throw new Error('no slot requested');
    work(() => budget);
  };
  return {
    requestSlot: (work) => pending.push(work),
    get waiting() {
      return pending.length;
    },
    run,
    runAll(budget = 100) {
      let ran = 0;
      for (; pending.length > 0; ran += 1) {
        if (ran === MAX_SLOTS) throw new Error(`the queue still asks for slots after ${MAX_SLOTS}`);
        run(budget);
      }
      return ran;
    },
  };
}
