// The IndexedDB database behind the document store: its name, schema version, upgrade steps, and revision-checked writes.
import { wrap, type DBSchema, type IDBPDatabase } from 'idb';
import { isRecord } from './model';
import { readStoredRecord, type ReadRecord, type StoredDocumentRecord } from './storedRecord';
import { nameAfterSave, nameFromText } from './documentName';

export const DATABASE_NAME = 'infographic-preview';
/** Bump when stores or indexes change, and add a step to upgradeDatabase. */
export const SCHEMA_VERSION = 4;
export const DOCUMENTS_STORE = 'documents';
/** The Editor's history: one record per snapshot, keyed by an increasing id (version 2). */
export const SNAPSHOTS_STORE = 'snapshots';
/** The Style page's saved palettes and custom themes, keyed by their name (version 2). */
export const PALETTES_STORE = 'palettes';
export const THEMES_STORE = 'themes';
/**
 * The id of the first document: the one working document of schema 1 and 2 (kept under this key, so nothing moves), and
 * the one a browser with no named documents yet opens. Every document is a record in `documents` keyed by its id (version 3).
 */
export const CURRENT_DOCUMENT_KEY = 'current';
/**
 * Work in progress the pages keep across a reload (Generate's fields and answer, Style's unapplied choices, the Dynamic page's
 * Spec text and live data), keyed by what it belongs to, e.g. `generate.request` (version 4). See workMemory.ts.
 */
export const WORK_STORE = 'work';
/** Snapshots index: the document each belongs to (version 3). */
export const SNAPSHOTS_BY_DOCUMENT = 'documentId';

interface DocumentDatabaseSchema extends DBSchema {
  // Values stay `unknown` until readStoredRecord has migrated and checked them.
  documents: { key: string; value: unknown };
  snapshots: { key: number; value: unknown; indexes: { savedAt: number; documentId: string } };
  palettes: { key: string; value: unknown };
  themes: { key: string; value: unknown };
  work: { key: string; value: unknown };
}

export type DocumentDatabase = IDBPDatabase<DocumentDatabaseSchema>;

/** Brings a database from `oldVersion` to SCHEMA_VERSION, one step per version; a new database runs every step. */
function upgradeDatabase(db: DocumentDatabase, oldVersion: number, transaction: IDBTransaction): void {
  if (oldVersion < 1) db.createObjectStore(DOCUMENTS_STORE);
  if (oldVersion < 2) {
    // Values stay `unknown` here too: each feature checks its records on read, as storedRecord does for documents.
    db.createObjectStore(SNAPSHOTS_STORE, { keyPath: 'id', autoIncrement: true }).createIndex('savedAt', 'savedAt');
    db.createObjectStore(PALETTES_STORE, { keyPath: 'name' });
    db.createObjectStore(THEMES_STORE, { keyPath: 'name' });
  }
  if (oldVersion < 3) migrateToNamedDocuments(transaction);
  if (oldVersion < 4) db.createObjectStore(WORK_STORE);
}

/**
 * Version 3, named documents: each document record is rewritten in the current format (a name, its title until the user
 * gives one; the `settings` no UI wrote are dropped), and each snapshot says which document it belongs to (the one
 * document there was) and loses its settings too. Raw cursors: the upgrade transaction stays open while they run.
 */
function migrateToNamedDocuments(transaction: IDBTransaction): void {
  transaction.objectStore(DOCUMENTS_STORE).openCursor().onsuccess = (event) => {
    const cursor = (event.target as IDBRequest<IDBCursorWithValue | null>).result;
    if (!cursor) return;
    const read = readStoredRecord(cursor.value);
    if (read.kind === 'record') cursor.update(read.record);
    cursor.continue();
  };
  const snapshots = transaction.objectStore(SNAPSHOTS_STORE);
  snapshots.createIndex(SNAPSHOTS_BY_DOCUMENT, 'documentId');
  snapshots.openCursor().onsuccess = (event) => {
    const cursor = (event.target as IDBRequest<IDBCursorWithValue | null>).result;
    if (!cursor) return;
    const value: unknown = cursor.value;
    if (isRecord(value)) {
      const document = isRecord(value.document) ? { source: value.document.source } : value.document;
      cursor.update({ ...value, documentId: CURRENT_DOCUMENT_KEY, document });
    }
    cursor.continue();
  };
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
 * The app opens it once, through connection.ts; the stores take that connection.
 * Rejects when the browser refuses (private mode, disabled storage, a newer schema on disk).
 */
export async function openDocumentDatabase(factory: IDBFactory, callbacks: OpenCallbacks): Promise<DocumentDatabase> {
  const request = factory.open(DATABASE_NAME, SCHEMA_VERSION);
  request.addEventListener('upgradeneeded', (event) => {
    upgradeDatabase(wrap(request.result) as DocumentDatabase, event.oldVersion, request.transaction!);
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

export async function readDocumentRecord(db: DocumentDatabase, id: string): Promise<ReadRecord> {
  return readStoredRecord(await db.get(DOCUMENTS_STORE, id));
}

/** A write either landed, or found that someone else saved (or a newer app wrote) since `expectedRevision`. */
export type WriteResult = { kind: 'written' } | { kind: 'conflict'; current: ReadRecord };

/** What the document store saves; the record's name is the catalogue's (kept as stored, or the title for a new record). */
export type DocumentSave = Omit<StoredDocumentRecord, 'name'>;

/**
 * Writes document `id` only if its stored revision is still `expectedRevision` (or nothing is stored); read and write share
 * one transaction. The stored name stays, unless it is still the title of the stored text: then it follows the new title.
 */
export async function writeDocumentRecord(
  db: DocumentDatabase,
  id: string,
  save: DocumentSave,
  expectedRevision: number,
): Promise<WriteResult> {
  const transaction = db.transaction(DOCUMENTS_STORE, 'readwrite');
  // A failed put also rejects `done`; this keeps that second rejection from going unhandled.
  transaction.done.catch(() => undefined);
  const current = readStoredRecord(await transaction.store.get(id));
  // No record (never saved, deleted, or the user cleared the site's data): nothing to overwrite, so the write goes ahead.
  if (current.kind === 'newer' || (current.kind === 'record' && current.record.revision !== expectedRevision))
    return { kind: 'conflict', current };
  const name =
    current.kind === 'record'
      ? nameAfterSave(current.record.name, current.record.document.source, save.document.source)
      : nameFromText(save.document.source);
  const record: StoredDocumentRecord = { ...save, name };
  await transaction.store.put(record, id);
  await transaction.done;
  return { kind: 'written' };
}
