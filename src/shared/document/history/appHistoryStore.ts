// The app's one history store, created on first use over the app's database (in memory where there is none).
import { appDatabase } from '../connection';
import { rememberedDocumentId } from '../openDocumentMemory';
import { createHistoryStore, type HistoryStore } from './historyStore';

let appHistory: HistoryStore | null = null;

export function getHistoryStore(): HistoryStore {
  appHistory ??= createHistoryStore({ database: appDatabase(), documentId: rememberedDocumentId() });
  return appHistory;
}
