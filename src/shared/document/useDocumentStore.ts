// One document store per app, created on first use, and the hook that reads it in React.
import { useSyncExternalStore } from 'react';
import { browserEnvironment } from './browserEnvironment';
import { rememberedDocumentId } from './openDocumentMemory';
import { createDocumentStore, type DocumentStore, type DocumentStoreState } from './documentStore';

let appStore: DocumentStore | null = null;

/** The app's document store; the first call opens the database and the cross-tab channel. */
export function getDocumentStore(): DocumentStore {
  if (!appStore) {
    // Only the session (src/session) writes to it, and the session keeps every replaced text in History first.
    appStore = createDocumentStore({ environment: browserEnvironment(), documentId: rememberedDocumentId() });
  }
  return appStore;
}

/** The current state (re-rendering on every change) and the store's updates. Pass a store to use another (tests). */
export function useDocumentStore(store: DocumentStore = getDocumentStore()): { state: DocumentStoreState; store: DocumentStore } {
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return { state, store };
}
