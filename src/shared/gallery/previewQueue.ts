// Card previews are drawn a few at a time, between frames, so scrolling the gallery stays smooth.

export type PreviewJob = () => void;

/** Gives the queue a slot to work in; `timeLeft` says how many milliseconds the slot still has. */
export type RequestSlot = (work: (timeLeft: () => number) => void) => void;

export interface PreviewQueue {
  /** Queues a job (once; queueing it again keeps its place). */
  enqueue(job: PreviewJob): void;
  /** Drops a job that has not run yet. */
  cancel(job: PreviewJob): void;
  /** Jobs waiting. */
  readonly size: number;
}

/** Most jobs run in one slot, even when the slot reports plenty of time left. */
export const MAX_JOBS_PER_SLOT = 3;

/** Milliseconds of drawing per frame; the rest of the frame stays free for scrolling. */
export const FRAME_BUDGET_MS = 8;

/**
 * One slot per frame, taken just after the frame is painted (a timeout queued from requestAnimationFrame), so drawing
 * never delays the frame that is being scrolled. Idle callbacks were tried first: on a busy two-core machine the page is
 * rarely idle while previews are being added, and the gallery filled at about two cards a second.
 */
export const browserSlot: RequestSlot = (work) => {
  requestAnimationFrame(() =>
    setTimeout(() => {
      const start = performance.now();
      work(() => FRAME_BUDGET_MS - (performance.now() - start));
    }, 0),
  );
};

/**
 * Runs queued jobs in slots: at least one per slot (so the queue always moves), then more while the slot has time,
 * at most MAX_JOBS_PER_SLOT. A job that throws does not stop the others.
 */
export function createPreviewQueue(
  requestSlot: RequestSlot = browserSlot,
  onError: (error: unknown) => void = () => undefined,
): PreviewQueue {
  const jobs: PreviewJob[] = [];
  let scheduled = false;

  const schedule = () => {
    if (scheduled || jobs.length === 0) return;
    scheduled = true;
    requestSlot((timeLeft) => {
      scheduled = false;
      let ran = 0;
      while (jobs.length > 0 && ran < MAX_JOBS_PER_SLOT && (ran === 0 || timeLeft() > 0)) {
        const job = jobs.shift()!;
        ran += 1;
        try {
          job();
        } catch (error) {
          onError(error);
        }
      }
      schedule();
    });
  };

  return {
    enqueue(job) {
      if (!jobs.includes(job)) jobs.push(job);
      schedule();
    },
    cancel(job) {
      const index = jobs.indexOf(job);
      if (index !== -1) jobs.splice(index, 1);
    },
    get size() {
      return jobs.length;
    },
  };
}
