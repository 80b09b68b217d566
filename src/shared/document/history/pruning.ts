// The cap on automatic snapshots: by count and by size, the oldest go first; named snapshots are never pruned.
import { isAutomatic, newestFirst, snapshotSize, type Snapshot } from './snapshot';

export interface HistoryLimits {
  /** Most automatic snapshots kept. */
  maxAutomatic: number;
  /** Most characters (sources and settings) the automatic snapshots may hold together; the newest one is always kept. */
  maxAutomaticChars: number;
}

/** 50 automatic snapshots (about 2½ hours of editing at one per 3 minutes); 2 million characters is a few MB in IndexedDB. */
export const DEFAULT_HISTORY_LIMITS: HistoryLimits = { maxAutomatic: 50, maxAutomaticChars: 2_000_000 };

/** The ids of the automatic snapshots over the limits, oldest first out. */
export function snapshotsOverLimits(snapshots: readonly Snapshot[], limits: HistoryLimits): number[] {
  const automatic = snapshots.filter((snapshot) => isAutomatic(snapshot.kind)).sort(newestFirst);
  const pruned: number[] = [];
  let chars = 0;
  automatic.forEach((snapshot, index) => {
    chars += snapshotSize(snapshot);
    if (index >= limits.maxAutomatic || (index > 0 && chars > limits.maxAutomaticChars)) pruned.push(snapshot.id);
  });
  return pruned;
}
