// The app's one session, over the app's one document store and history, created on first use.
import { getDocumentStore } from '../shared/document/useDocumentStore';
import { getHistoryStore } from '../shared/document/history/appHistoryStore';
import { createSession, type Session } from './session';

let appSession: Session | null = null;

export function getSession(): Session {
  appSession ??= createSession({ documents: getDocumentStore(), history: getHistoryStore() });
  return appSession;
}
