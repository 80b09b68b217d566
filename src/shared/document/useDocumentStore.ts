// One document store per app, created on first use, and the hook that reads it in React.
import { useSyncExternalStore } from 'react';
import { browserEnvironment } from './browserEnvironment';
import { createDocumentStore, type DocumentStore, type DocumentStoreState } from './documentStore';
import { getHistoryStore } from './history/appHistoryStore';
import { recordAutoSnapshots } from './history/autoSnapshots';

let appStore: DocumentStore | null = null;

/** The app's document store; the first call opens the database, the cross-tab channel and the history. */
export function getDocumentStore(): DocumentStore {
  if (!appStore) {
    appStore = createDocumentStore({ environment: browserEnvironment() });
    // Whatever page replaces the whole document (a link, a file, a template, a style), the Editor's History keeps it first.
    recordAutoSnapshots(appStore, getHistoryStore());
  }
  return appStore;
}

/** The current state (re-rendering on every change) and the store's updates. Pass a store to use another (tests). */
export function useDocumentStore(store: DocumentStore = getDocumentStore()): { state: DocumentStoreState; store: DocumentStore } {
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return { state, store };
}
