// The app's one history store, opened on first use with the browser's IndexedDB (in memory where there is none).
import { browserEnvironment } from '../browserEnvironment';
import { rememberedDocumentId } from '../openDocumentMemory';
import { createHistoryStore, type HistoryStore } from './historyStore';

let appHistory: HistoryStore | null = null;

export function getHistoryStore(): HistoryStore {
  appHistory ??= createHistoryStore({ indexedDB: browserEnvironment().indexedDB, documentId: rememberedDocumentId() });
  return appHistory;
}
