// The history's public surface: snapshots, the store, automatic snapshots, the history file and the app's one history.
export { getHistoryStore, useHistory } from './appHistory';
export { AUTO_SNAPSHOT_INTERVAL_MS, recordAutoSnapshots } from './autoSnapshots';
export {
  HISTORY_FILE_TYPE,
  HISTORY_FILE_VERSION,
  MAX_HISTORY_FILE_BYTES,
  historyFileName,
  parseHistoryFile,
  writeHistoryFile,
} from './historyFile';
export { createHistoryStore, type HistoryPersistence, type HistoryState, type HistoryStore, type ImportResult } from './historyStore';
export { DEFAULT_HISTORY_LIMITS, type HistoryLimits } from './pruning';
export { isAutomatic, type NewSnapshot, type Snapshot, type SnapshotKind } from './snapshot';
