// The named documents in this browser: the records of the `documents` store listed, created, renamed, copied, deleted
// (with their history, so a delete can be undone exactly) and put back. In this tab's memory where storage is unavailable.
import type { DatabaseConnection } from './connection';
import { DOCUMENTS_STORE, SNAPSHOTS_BY_DOCUMENT, SNAPSHOTS_STORE } from './database';
import { createTabId } from './crossTab';
import { cleanDocumentName, nameAfterSave, nameFromText } from './documentName';
import type { InfographicDocument } from './model';
import { RECORD_FORMAT, readStoredRecord, type StoredDocumentRecord } from './storedRecord';

/** One line of the Documents list. */
export interface DocumentSummary {
  id: string;
  name: string;
  /** Date.now() of its last save. */
  savedAt: number;
}

/** What a delete took away, to put back as it was. */
export interface DeletedDocument {
  id: string;
  record: StoredDocumentRecord;
  /** Its history's records, as stored (keys included). */
  snapshots: unknown[];
}

export interface DocumentCatalogue {
  /** Every named document, the most recently saved first. */
  list(): Promise<DocumentSummary[]>;
  /** Stores a new document and returns its id. */
  create(name: string, document: InfographicDocument): Promise<string>;
  rename(id: string, name: string): Promise<void>;
  /** A copy of the stored text under "name (copy)"; null when there is no such document. */
  duplicate(id: string): Promise<string | null>;
  /** Deletes a document and its history; null when there was none. */
  remove(id: string): Promise<DeletedDocument | null>;
  /** Puts a deleted document and its history back. */
  restore(deleted: DeletedDocument): Promise<void>;
  /** Without storage: keeps the open document's latest text in memory when another one is opened; false when storage keeps it. */
  keepInMemory(id: string, document: InfographicDocument): boolean;
  /** Stores a document that has no record yet (never saved: nothing typed in it), at revision 0; a stored one stays as it is. */
  keep(id: string, document: InfographicDocument): Promise<void>;
  /** The stored document, or null. */
  get(id: string): Promise<InfographicDocument | null>;
  dispose(): void;
}

export interface DocumentCatalogueOptions {
  /** The app's database; while its status is not ok, the documents are kept in this tab's memory. */
  database: DatabaseConnection;
  now?: () => number;
  /** Makes new ids (random by default). */
  newId?: () => string;
}

export function createDocumentCatalogue({
  database: connection,
  now = () => Date.now(),
  newId = createTabId,
}: DocumentCatalogueOptions): DocumentCatalogue {
  const memory = new Map<string, StoredDocumentRecord>();
  const database = connection.get;
  const newRecord = (name: string, document: InfographicDocument): StoredDocumentRecord => ({
    format: RECORD_FORMAT,
    name: cleanDocumentName(name),
    document,
    revision: 1,
    savedAt: now(),
    tabId: 'catalogue',
  });

  async function readRecord(id: string): Promise<StoredDocumentRecord | null> {
    const db = await database();
    if (!db) return memory.get(id) ?? null;
    const read = readStoredRecord(await db.get(DOCUMENTS_STORE, id));
    return read.kind === 'record' ? read.record : null;
  }

  async function put(id: string, record: StoredDocumentRecord): Promise<void> {
    const db = await database();
    if (db) await db.put(DOCUMENTS_STORE, record, id);
    else memory.set(id, record);
  }

  return {
    async list() {
      const db = await database();
      const entries: DocumentSummary[] = [];
      if (db) {
        const transaction = db.transaction(DOCUMENTS_STORE);
        for (let cursor = await transaction.store.openCursor(); cursor; cursor = await cursor.continue()) {
          const read = readStoredRecord(cursor.value);
          if (read.kind === 'record') entries.push({ id: String(cursor.key), name: read.record.name, savedAt: read.record.savedAt });
        }
      } else {
        for (const [id, record] of memory) entries.push({ id, name: record.name, savedAt: record.savedAt });
      }
      return entries.sort((a, b) => b.savedAt - a.savedAt || a.name.localeCompare(b.name));
    },
    async create(name, document) {
      const id = newId();
      await put(id, newRecord(name, document));
      return id;
    },
    async rename(id, name) {
      const db = await database();
      if (!db) {
        const record = memory.get(id);
        if (record) memory.set(id, { ...record, name: cleanDocumentName(name, record.name) });
        return;
      }
      // The revision stays: a tab editing this document keeps saving over it, and the name stays with its saves.
      const transaction = db.transaction(DOCUMENTS_STORE, 'readwrite');
      const read = readStoredRecord(await transaction.store.get(id));
      if (read.kind === 'record') await transaction.store.put({ ...read.record, name: cleanDocumentName(name, read.record.name) }, id);
      await transaction.done;
    },
    async duplicate(id) {
      const record = await readRecord(id);
      if (!record) return null;
      const copy = newId();
      await put(copy, newRecord(`${record.name} (copy)`, record.document));
      return copy;
    },
    async remove(id) {
      const db = await database();
      if (!db) {
        const record = memory.get(id);
        memory.delete(id);
        return record ? { id, record, snapshots: [] } : null;
      }
      const transaction = db.transaction([DOCUMENTS_STORE, SNAPSHOTS_STORE], 'readwrite');
      const read = readStoredRecord(await transaction.objectStore(DOCUMENTS_STORE).get(id));
      if (read.kind !== 'record') return null;
      const history = transaction.objectStore(SNAPSHOTS_STORE).index(SNAPSHOTS_BY_DOCUMENT);
      const snapshots = await history.getAll(id);
      for (const key of await history.getAllKeys(id)) await transaction.objectStore(SNAPSHOTS_STORE).delete(key);
      await transaction.objectStore(DOCUMENTS_STORE).delete(id);
      await transaction.done;
      return { id, record: read.record, snapshots };
    },
    async restore({ id, record, snapshots }) {
      const db = await database();
      if (!db) return void memory.set(id, record);
      const transaction = db.transaction([DOCUMENTS_STORE, SNAPSHOTS_STORE], 'readwrite');
      await transaction.objectStore(DOCUMENTS_STORE).put(record, id);
      for (const snapshot of snapshots) await transaction.objectStore(SNAPSHOTS_STORE).put(snapshot);
      await transaction.done;
    },
    keepInMemory(id, document) {
      if (connection.status().kind === 'ok') return false;
      const record = memory.get(id);
      const name = record ? nameAfterSave(record.name, record.document.source, document.source) : nameFromText(document.source);
      memory.set(id, { ...(record ?? newRecord(name, document)), name, document, savedAt: now() });
      return true;
    },
    async keep(id, document) {
      const db = await database();
      if (!db) {
        if (!memory.has(id)) memory.set(id, { ...newRecord(nameFromText(document.source), document), revision: 0 });
        return;
      }
      const transaction = db.transaction(DOCUMENTS_STORE, 'readwrite');
      // Revision 0: a tab that has this document open, unsaved, still writes over it without a conflict.
      if ((await transaction.store.count(id)) === 0)
        await transaction.store.put({ ...newRecord(nameFromText(document.source), document), revision: 0 }, id);
      await transaction.done;
    },
    async get(id) {
      return (await readRecord(id))?.document ?? null;
    },
    dispose() {
      // The connection is the app's: nothing of its own to close.
    },
  };
}
