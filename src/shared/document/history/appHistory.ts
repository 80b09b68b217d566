// The app's history for pages: a snapshot before a page replaces the document, and the hook that reads the history in React.
import { useSyncExternalStore } from 'react';
import type { DocumentStore } from '../documentStore';
import type { ReplaceReason } from '../model';
import { getDocumentStore } from '../useDocumentStore';
import { getHistoryStore } from './appHistoryStore';
import type { HistoryState, HistoryStore } from './historyStore';
import type { Snapshot } from './snapshot';

export { getHistoryStore };

/**
 * Snapshots the current document before the caller replaces it (e.g. the Style page's "Apply to document"). Call it right
 * before `documents.replaceSource(text, reason)`; no need to await it (later history operations wait for it). The app's
 * document store also snapshots every replacement by itself; the newest snapshot then holds the document, so it is kept once.
 * Resolves null when the newest snapshot already holds this document.
 */
export function snapshotBeforeReplace(
  reason: ReplaceReason,
  documents: DocumentStore = getDocumentStore(),
  history: HistoryStore = getHistoryStore(),
): Promise<Snapshot | null> {
  return history.add({ kind: 'before-replace', reason, document: documents.getSnapshot().document });
}

/** The history's state, re-rendering on every change. Pass a store to use another (tests). */
export function useHistory(history: HistoryStore = getHistoryStore()): { state: HistoryState; history: HistoryStore } {
  const state = useSyncExternalStore(history.subscribe, history.getState, history.getState);
  return { state, history };
}
