// Thumbnails are drawn one per frame, just after it is painted, so opening History with many snapshots never stalls input.

const waiting: (() => void)[] = [];
let scheduled = false;

function runNext() {
  scheduled = false;
  const job = waiting.shift();
  job?.();
  if (waiting.length > 0) schedule();
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  requestAnimationFrame(() => setTimeout(runNext, 0));
}

/** Queues `draw`; returns the function that takes it off the queue if it has not run yet. */
export function drawAfterNextFrame(draw: () => void): () => void {
  waiting.push(draw);
  schedule();
  return () => {
    const index = waiting.indexOf(draw);
    if (index !== -1) waiting.splice(index, 1);
  };
}
