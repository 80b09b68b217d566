// Card previews are drawn a few at a time, in idle time, so scrolling the gallery stays smooth.

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

/** Idle callbacks where the browser has them (bounded by a timeout so previews still come while scrolling), else frames. */
export const browserSlot: RequestSlot = (work) => {
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback((deadline) => work(() => (deadline.didTimeout ? 0 : deadline.timeRemaining())), { timeout: 250 });
    return;
  }
  requestAnimationFrame((start) => work(() => 10 - (performance.now() - start)));
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
