// The app's history for pages: the hook that reads the history in React (snapshots before a replace are the session's).
import { useSyncExternalStore } from 'react';
import { getHistoryStore } from './appHistoryStore';
import type { HistoryState, HistoryStore } from './historyStore';

export { getHistoryStore };

/** The history's state, re-rendering on every change. Pass a store to use another (tests). */
export function useHistory(history: HistoryStore = getHistoryStore()): { state: HistoryState; history: HistoryStore } {
  const state = useSyncExternalStore(history.subscribe, history.getState, history.getState);
  return { state, history };
}
