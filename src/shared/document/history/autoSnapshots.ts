// Automatic snapshots: the document as it was before every whole-document replacement, and the current document every few
// minutes while it is being edited. Listens to the document store's events, which carry the replaced document as `before`.
import type { DocumentStore } from '../documentStore';
import type { HistoryStore } from './historyStore';
import { browserClock, type Cancel, type Clock } from '../../../runtime/scheduling/clock';

/** While the text keeps changing, one snapshot per this interval; after the last edit, one more when it ends. */
export const AUTO_SNAPSHOT_INTERVAL_MS = 3 * 60_000;

/** Starts taking automatic snapshots of `documents` into `history`; returns the function that stops it. */
export function recordAutoSnapshots(
  documents: DocumentStore,
  history: HistoryStore,
  { intervalMs = AUTO_SNAPSHOT_INTERVAL_MS, clock = browserClock }: { intervalMs?: number; clock?: Pick<Clock, 'after'> } = {},
): () => void {
  let cancelTimer: Cancel | null = null;

  const snapshotNow = () => {
    cancelTimer = null;
    void history.add({ kind: 'auto', document: documents.getSnapshot().document });
  };

  const stopEvents = documents.onEvent((event) => {
    if (event.type === 'document-opened') {
      // The document left is stored under its own id; the next edit starts a burst of the one opened.
      cancelTimer?.();
      cancelTimer = null;
      return;
    }
    if (event.type === 'source-replaced') {
      // Called before the replacement lands, so the snapshot is queued ahead of anything that follows it.
      void history.add({ kind: 'before-replace', reason: event.reason, document: event.before });
      return;
    }
    if (cancelTimer !== null) return;
    // The first edit of a burst: keep the document as it was (skipped when the newest snapshot holds it), then start the
    // interval; the snapshot it takes holds every edit made until it fires.
    void history.add({ kind: 'auto', document: event.before });
    cancelTimer = clock.after(intervalMs, snapshotNow);
  });

  return () => {
    stopEvents();
    cancelTimer?.();
    cancelTimer = null;
  };
}
