// The app's one session, over the app's one document store, history and list of named documents, created on first use.
import { browserEnvironment, openBroadcastChannel } from '../shared/document/browserEnvironment';
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
    catalogue: createDocumentCatalogue({ indexedDB: browserEnvironment().indexedDB }),
    rememberOpen: rememberOpenDocument,
    openChannel: openBroadcastChannel,
  });
  return appSession;
}
