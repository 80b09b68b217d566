// Automatic snapshots: the document as it was before every whole-document replacement, and the current document every few
// minutes while it is being edited. Listens to the document store's events, which carry the replaced document as `before`.
import type { DocumentStore } from '../documentStore';
import type { HistoryStore } from './historyStore';

/** While the text keeps changing, one snapshot per this interval; after the last edit, one more when it ends. */
export const AUTO_SNAPSHOT_INTERVAL_MS = 3 * 60_000;

export interface AutoSnapshotTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: AutoSnapshotTimers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Starts taking automatic snapshots of `documents` into `history`; returns the function that stops it. */
export function recordAutoSnapshots(
  documents: DocumentStore,
  history: HistoryStore,
  { intervalMs = AUTO_SNAPSHOT_INTERVAL_MS, timers = realTimers }: { intervalMs?: number; timers?: AutoSnapshotTimers } = {},
): () => void {
  let timer: unknown = null;

  const snapshotNow = () => {
    timer = null;
    void history.add({ kind: 'auto', document: documents.getSnapshot().document });
  };

  const stopEvents = documents.onEvent((event) => {
    if (event.type === 'document-opened') {
      // The document left is stored under its own id; the next edit starts a burst of the one opened.
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
      return;
    }
    if (event.type === 'source-replaced') {
      // Called before the replacement lands, so the snapshot is queued ahead of anything that follows it.
      void history.add({ kind: 'before-replace', reason: event.reason, document: event.before });
      return;
    }
    if (timer !== null) return;
    // The first edit of a burst: keep the document as it was (skipped when the newest snapshot holds it), then start the
    // interval; the snapshot it takes holds every edit made until it fires.
    void history.add({ kind: 'auto', document: event.before });
    timer = timers.setTimeout(snapshotNow, intervalMs);
  });

  return () => {
    stopEvents();
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };
}
