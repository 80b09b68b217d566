// One document store per app, created on first use (the session reads and writes it; pages go through the session).
import { browserEnvironment } from './browserEnvironment';
import { rememberedDocumentId } from './openDocumentMemory';
import { createDocumentStore, type DocumentStore } from './documentStore';

let appStore: DocumentStore | null = null;

/** The app's document store; the first call opens the database and the cross-tab channel. */
export function getDocumentStore(): DocumentStore {
  if (!appStore) {
    // Only the session (src/session) writes to it, and the session keeps every replaced text in History first.
    appStore = createDocumentStore({ environment: browserEnvironment(), documentId: rememberedDocumentId() });
  }
  return appStore;
}
