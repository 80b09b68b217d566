// The app's one session, over the app's one document store, history and list of named documents, created on first use.
import { openBroadcastChannel } from '../shared/document/browserEnvironment';
import { appDatabase } from '../shared/document/connection';
import { createDocumentCatalogue } from '../shared/document/documentCatalogue';
import { rememberOpenDocument } from '../shared/document/openDocumentMemory';
import { getDocumentStore } from '../shared/document/appDocumentStore';
import { getHistoryStore } from '../shared/document/history/appHistoryStore';
import { createSession, type Session } from './session';

let appSession: Session | null = null;

export function getSession(): Session {
  appSession ??= createSession({
    documents: getDocumentStore(),
    history: getHistoryStore(),
    catalogue: createDocumentCatalogue({ database: appDatabase() }),
    rememberOpen: rememberOpenDocument,
    openChannel: openBroadcastChannel,
  });
  return appSession;
}
