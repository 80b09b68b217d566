// The one queue for drawing between frames: gallery cards, batch thumbnails, History thumbnails and Style comparison cells
// wait here and run a few at a time just after a frame is painted, so scrolling and typing stay smooth while they draw.

export type FrameJob = () => void;

/** Gives the queue a slot to work in; `timeLeft` says how many milliseconds the slot still has. */
export type RequestSlot = (work: (timeLeft: () => number) => void) => void;

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
  requestSlot?: RequestSlot;
  /** Told about a job that threw; the queue goes on with the next one. */
  onError?: (error: unknown) => void;
}

/** Most jobs run in one slot, even when the slot reports plenty of time left. */
export const MAX_JOBS_PER_SLOT = 3;

/** Milliseconds of drawing per frame; the rest of the frame stays free for scrolling and typing. */
export const FRAME_BUDGET_MS = 8;

/**
 * One slot per frame, taken just after the frame is painted (a timeout queued from requestAnimationFrame), so drawing
 * never delays the frame being scrolled. Idle callbacks were tried first: on a busy two-core machine the page is rarely
 * idle while previews are being added, and the gallery filled at about two cards a second.
 */
export const afterPaintSlot: RequestSlot = (work) => {
  requestAnimationFrame(() =>
    setTimeout(() => {
      const start = performance.now();
      work(() => FRAME_BUDGET_MS - (performance.now() - start));
    }, 0),
  );
};

const warnJobFailed = (error: unknown) => console.warn('A queued drawing failed', error);

/**
 * Runs queued jobs in slots, oldest first: at least one per slot (so the queue always moves), then more while the slot
 * has time, at most MAX_JOBS_PER_SLOT. A job that throws does not stop the others.
 */
export function createFrameQueue({ requestSlot = afterPaintSlot, onError = warnJobFailed }: FrameQueueOptions = {}): FrameQueue {
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
    requestSlot((timeLeft) => {
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
