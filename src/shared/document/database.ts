// The IndexedDB database behind the document store: its name, schema version, upgrade steps, and revision-checked writes.
import { wrap, type DBSchema, type IDBPDatabase, type IDBPTransaction } from 'idb';
import { readStoredRecord, type ReadRecord, type StoredDocumentRecord } from './storedRecord';

export const DATABASE_NAME = 'infographic-preview';
/** Bump when stores or indexes change, and add a step to upgradeDatabase. */
export const SCHEMA_VERSION = 2;
export const DOCUMENTS_STORE = 'documents';
/** The Editor's history: one record per snapshot, keyed by an increasing id (version 2). */
export const SNAPSHOTS_STORE = 'snapshots';
/** The Style page's saved palettes and custom themes, keyed by their name (version 2). */
export const PALETTES_STORE = 'palettes';
export const THEMES_STORE = 'themes';
/** The key of the one working document (the Editor's, which the Style page and "Open in Editor" share). */
export const CURRENT_DOCUMENT_KEY = 'current';

interface DocumentDatabaseSchema extends DBSchema {
  // Values stay `unknown` until readStoredRecord has migrated and checked them.
  documents: { key: string; value: unknown };
  snapshots: { key: number; value: unknown; indexes: { savedAt: number } };
  palettes: { key: string; value: unknown };
  themes: { key: string; value: unknown };
}

export type DocumentDatabase = IDBPDatabase<DocumentDatabaseSchema>;

type StoreName = 'documents' | 'snapshots' | 'palettes' | 'themes';
type UpgradeTransaction = IDBPTransaction<DocumentDatabaseSchema, StoreName[], 'versionchange'>;

/** Brings a database from `oldVersion` to SCHEMA_VERSION, one step per version; a new database runs every step. */
function upgradeDatabase(db: DocumentDatabase, oldVersion: number, _transaction: UpgradeTransaction): void {
  if (oldVersion < 1) db.createObjectStore(DOCUMENTS_STORE);
  if (oldVersion < 2) {
    // Values stay `unknown` here too: each feature checks its records on read, as storedRecord does for documents.
    db.createObjectStore(SNAPSHOTS_STORE, { keyPath: 'id', autoIncrement: true }).createIndex('savedAt', 'savedAt');
    db.createObjectStore(PALETTES_STORE, { keyPath: 'name' });
    db.createObjectStore(THEMES_STORE, { keyPath: 'name' });
  }
}

export interface OpenCallbacks {
  /** Another tab holds an older version of the database open, so the upgrade waits. */
  onBlocked(): void;
  /**
   * Another tab wants a newer version, or the database is being deleted (`deleted`: the browser's site-data settings, devtools,
   * a script): this connection is closed so it can proceed.
   */
  onClosedForUpgrade(deleted: boolean): void;
}

/**
 * Opens the database through a given IDBFactory (idb's openDB only reads the global one; tests and a future worker pass their own).
 * Rejects when the browser refuses (private mode, disabled storage, a newer schema on disk).
 */
export async function openDocumentDatabase(factory: IDBFactory, callbacks: OpenCallbacks): Promise<DocumentDatabase> {
  const request = factory.open(DATABASE_NAME, SCHEMA_VERSION);
  request.addEventListener('upgradeneeded', (event) => {
    upgradeDatabase(
      wrap(request.result) as DocumentDatabase,
      event.oldVersion,
      wrap(request.transaction!) as unknown as UpgradeTransaction,
    );
  });
  request.addEventListener('blocked', () => callbacks.onBlocked());
  const db = (await wrap(request)) as unknown as DocumentDatabase;
  db.addEventListener('versionchange', (event) => {
    db.close();
    // A deletion asks for no version at all.
    callbacks.onClosedForUpgrade(event.newVersion === null);
  });
  return db;
}

export async function readCurrentRecord(db: DocumentDatabase): Promise<ReadRecord> {
  return readStoredRecord(await db.get(DOCUMENTS_STORE, CURRENT_DOCUMENT_KEY));
}

/** A write either landed, or found that someone else saved (or a newer app wrote) since `expectedRevision`. */
export type WriteResult = { kind: 'written' } | { kind: 'conflict'; current: ReadRecord };

/** Writes `record` only if the stored revision is still `expectedRevision` (or nothing is stored); read and write share one transaction. */
export async function writeCurrentRecord(
  db: DocumentDatabase,
  record: StoredDocumentRecord,
  expectedRevision: number,
): Promise<WriteResult> {
  const transaction = db.transaction(DOCUMENTS_STORE, 'readwrite');
  // A failed put also rejects `done`; this keeps that second rejection from going unhandled.
  transaction.done.catch(() => undefined);
  const current = readStoredRecord(await transaction.store.get(CURRENT_DOCUMENT_KEY));
  // No record (never saved, or the user cleared the site's data): nothing to overwrite, so the write goes ahead.
  if (current.kind === 'newer' || (current.kind === 'record' && current.record.revision !== expectedRevision))
    return { kind: 'conflict', current };
  await transaction.store.put(record, CURRENT_DOCUMENT_KEY);
  await transaction.done;
  return { kind: 'written' };
}
