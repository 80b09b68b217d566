// The app's one history, created on first use over the app's document store, and the hook that reads it in React.
import { useSyncExternalStore } from 'react';
import { browserEnvironment } from '../browserEnvironment';
import type { DocumentStore } from '../documentStore';
import type { ReplaceReason } from '../model';
import { getDocumentStore } from '../useDocumentStore';
import { recordAutoSnapshots } from './autoSnapshots';
import { createHistoryStore, type HistoryState, type HistoryStore } from './historyStore';
import type { Snapshot } from './snapshot';

let appHistory: HistoryStore | null = null;

/**
 * The app's history. The first call opens it and starts the automatic snapshots of the app's document store, so from
 * then on every replacement of the whole document (from any page) is snapshotted first.
 */
export function getHistoryStore(): HistoryStore {
  if (!appHistory) {
    appHistory = createHistoryStore({ indexedDB: browserEnvironment().indexedDB });
    recordAutoSnapshots(getDocumentStore(), appHistory);
  }
  return appHistory;
}

/**
 * Snapshots the current document before the caller replaces it (e.g. the Style page's "Apply to document"). Call it right
 * before `documents.replaceSource(text, reason)`; no need to await it (later history operations wait for it). Resolves null
 * when the newest snapshot already holds this document.
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
