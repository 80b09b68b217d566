// The session a page test's app has, one per tab: a document store without storage or other tabs (as in a browser with storage
// turned off), an in-memory history and list of documents, and the session over them.
import { createSession, type Session } from '../../../src/session/session';
import { createDocumentCatalogue } from '../../../src/shared/document/documentCatalogue';
import { createDocumentStore, type DocumentStore } from '../../../src/shared/document/documentStore';
import { createHistoryStore } from '../../../src/shared/document/history/historyStore';
import { connectTo } from '../../shared/document/support/connectTo';

export interface MemorySession {
  documentStore: DocumentStore;
  session: Session;
  dispose(): void;
}

export function createMemorySession(): MemorySession {
  const documentStore = createDocumentStore({
    environment: { database: connectTo(null), openChannel: null, onPageHide: null, now: () => Date.now() },
  });
  const session = createSession({
    documents: documentStore,
    history: createHistoryStore({ database: connectTo(null) }),
    catalogue: createDocumentCatalogue({ database: connectTo(null) }),
  });
  return {
    documentStore,
    session,
    dispose() {
      session.dispose();
      documentStore.dispose();
    },
  };
}
