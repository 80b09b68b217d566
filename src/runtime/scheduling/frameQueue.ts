// The one queue for drawing between frames: gallery cards, batch thumbnails, History thumbnails and Style comparison cells
// wait here and run a few at a time just after a frame is painted, so scrolling and typing stay smooth while they draw.
import { browserClock, type Clock } from './clock';

export type FrameJob = () => void;

export interface FrameQueue {
  /**
   * Queues `job` under `key`. A key that is still waiting has its job replaced and keeps its place in line: the newest
   * drawing of a box runs, without losing the turn it already waited for. Returns a cancel that drops this job (not a
   * newer one under the same key) if it has not run yet.
   */
  add(key: unknown, job: FrameJob): () => void;
  /** Drops whatever waits under `key`. */
  cancel(key: unknown): void;
  /** Jobs waiting. */
  readonly size: number;
}

export interface FrameQueueOptions {
  /** Gives the slots (after each painted frame) and the time spent in them. */
  clock?: Pick<Clock, 'afterNextPaint' | 'now'>;
  /** Told about a job that threw; the queue goes on with the next one. */
  onError?: (error: unknown) => void;
}

/** Most jobs run in one slot, even when the slot reports plenty of time left. */
export const MAX_JOBS_PER_SLOT = 3;

/** Milliseconds of drawing per frame; the rest of the frame stays free for scrolling and typing. */
export const FRAME_BUDGET_MS = 8;

const warnJobFailed = (error: unknown) => console.warn('A queued drawing failed', error);

/**
 * Runs queued jobs in slots, oldest first: at least one per slot (so the queue always moves), then more while the slot
 * has time (FRAME_BUDGET_MS), at most MAX_JOBS_PER_SLOT. A job that throws does not stop the others.
 *
 * One slot per frame, taken just after the frame is painted, so drawing never delays the frame being scrolled. Idle
 * callbacks were tried first: on a busy two-core machine the page is rarely idle while previews are being added, and the
 * gallery filled at about two cards a second.
 */
export function createFrameQueue({ clock = browserClock, onError = warnJobFailed }: FrameQueueOptions = {}): FrameQueue {
  // A Map keeps insertion order, and setting a key that is already there keeps its place.
  const jobs = new Map<unknown, FrameJob>();
  let scheduled = false;

  const runNext = () => {
    const [key, job] = jobs.entries().next().value!;
    jobs.delete(key);
    try {
      job();
    } catch (error) {
      onError(error);
    }
  };

  const schedule = () => {
    if (scheduled || jobs.size === 0) return;
    scheduled = true;
    clock.afterNextPaint(() => {
      const start = clock.now();
      const timeLeft = () => FRAME_BUDGET_MS - (clock.now() - start);
      scheduled = false;
      for (let ran = 0; jobs.size > 0 && ran < MAX_JOBS_PER_SLOT && (ran === 0 || timeLeft() > 0); ran += 1) runNext();
      schedule();
    });
  };

  return {
    add(key, job) {
      jobs.set(key, job);
      schedule();
      return () => {
        if (jobs.get(key) === job) jobs.delete(key);
      };
    },
    cancel(key) {
      jobs.delete(key);
    },
    get size() {
      return jobs.size;
    },
  };
}
