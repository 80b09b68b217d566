// Summaries of a list of timings: the median for the usual case, p95 for the slow tail.
export interface Summary {
  runs: number;
  median: number;
  p95: number;
  min: number;
  max: number;
}

/** Nearest-rank percentile: the smallest sample with at least p% of samples at or below it. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) throw new Error('no samples');
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export function median(samples: readonly number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function summarize(samples: readonly number[]): Summary {
  return {
    runs: samples.length,
    median: median(samples),
    p95: percentile(samples, 95),
    min: Math.min(...samples),
    max: Math.max(...samples),
  };
}
