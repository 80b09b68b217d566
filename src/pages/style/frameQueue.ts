// Runs queued jobs one per animation frame, so many cells drawing never hold up typing or scrolling for long.

export interface FrameQueue {
  /** Queues a job (a job queued again under the same key replaces the waiting one); returns a cancel. */
  add(key: unknown, job: () => void): () => void;
}

export function createFrameQueue(
  requestFrame: (callback: () => void) => unknown = (callback) => requestAnimationFrame(callback),
): FrameQueue {
  const jobs = new Map<unknown, () => void>();
  let scheduled = false;
  const runOne = () => {
    scheduled = false;
    const next = jobs.entries().next();
    if (next.done) return;
    const [key, job] = next.value;
    jobs.delete(key);
    job();
    if (jobs.size > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    requestFrame(runOne);
  };
  return {
    add(key, job) {
      jobs.delete(key);
      jobs.set(key, job);
      schedule();
      return () => {
        if (jobs.get(key) === job) jobs.delete(key);
      };
    },
  };
}
