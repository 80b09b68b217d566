// Document stores for tests: a real IndexedDB implementation (fake-indexeddb, one fresh database server per test),
// Node's real BroadcastChannel on a per-test channel, and a page-hide trigger the test fires by hand.
// idb checks `instanceof IDBRequest` and friends, so the IndexedDB classes must be globals, as in a browser.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { createDocumentStore, type DocumentStore, type DocumentStoreOptions } from '../../../../src/shared/document/documentStore';
import type { DatabaseConnection } from '../../../../src/shared/document/connection';
import { connectTo } from './connectTo';
import type { CrossTabChannel } from '../../../../src/shared/document/crossTab';
import type { BackupStorage } from '../../../../src/shared/document/unloadBackup';

export interface StoreHarness {
  /** The IndexedDB every store of this harness shares (like the tabs of one browser profile). */
  factory: IDBFactory;
  /** Opens a store, like a new tab (with its own connection to the database, unless given one). */
  open(options?: {
    indexedDB?: IDBFactory | null;
    database?: DatabaseConnection;
    channel?: boolean;
    saveDelayMs?: number;
    openTimeoutMs?: number;
    /** Synchronous storage for the unload backup (the browser's localStorage); none unless given. */
    unloadBackup?: BackupStorage | null;
    /** The named document to open (the first one by default). */
    documentId?: string;
  }): TestStore;
  /** Closes every store opened and every connection the harness made. */
  disposeAll(): void;
}

export interface TestStore extends DocumentStore {
  /** Fires the page-hide listener the store registered. */
  hidePage(): void;
  /** The store's connection (the tab's other stores share it). */
  database: DatabaseConnection;
}

let channelCount = 0;

export function createStoreHarness(): StoreHarness {
  const factory = new IDBFactory();
  const channelName = `test-document-${process.pid}-${++channelCount}`;
  const stores: DocumentStore[] = [];
  const connections: DatabaseConnection[] = [];
  return {
    factory,
    open({
      indexedDB = factory,
      channel = true,
      saveDelayMs = 60_000,
      openTimeoutMs,
      database,
      unloadBackup = null,
      documentId,
    }: Parameters<StoreHarness['open']>[0] = {}) {
      let pageHide: (() => void) | null = null;
      if (!database) {
        database = connectTo(indexedDB, openTimeoutMs);
        connections.push(database);
      }
      const options: DocumentStoreOptions = {
        documentId,
        saveDelayMs,
        environment: {
          database,
          openChannel: channel ? () => new BroadcastChannel(channelName) as unknown as CrossTabChannel : null,
          onPageHide: (flush) => {
            pageHide = flush;
            return () => (pageHide = null);
          },
          unloadBackup,
          now: () => Date.now(),
        },
      };
      const store = createDocumentStore(options);
      stores.push(store);
      return Object.assign(store, { hidePage: () => pageHide?.(), database });
    },
    disposeAll() {
      for (const store of stores.splice(0)) store.dispose();
      for (const connection of connections.splice(0)) connection.close();
    },
  };
}

/** Opens a store and waits for its first read from storage. */
export async function openLoaded(harness: StoreHarness, options?: Parameters<StoreHarness['open']>[0]): Promise<TestStore> {
  const store = harness.open(options);
  await store.whenLoaded();
  return store;
}
