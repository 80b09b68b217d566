// The Editor's history: snapshots of the whole document in IndexedDB (the `snapshots` store), or in this tab's memory when
// storage is unavailable. Operations run one at a time, in call order, so a snapshot taken before a replacement is kept first.
import type { DatabaseConnection } from '../connection';
import { CURRENT_DOCUMENT_KEY, SNAPSHOTS_STORE, type DocumentDatabase } from '../database';
import { documentsEqual, type InfographicDocument } from '../model';
import { t } from '../../../i18n/i18n';
import { describeError } from '../storageStatus';
import { parseHistoryFile, writeHistoryFile } from './historyFile';
import { DEFAULT_HISTORY_LIMITS, snapshotsOverLimits, type HistoryLimits } from './pruning';
import { cleanName, isAutomatic, newestFirst, readSnapshotRecord, toSnapshotRecord, type NewSnapshot, type Snapshot } from './snapshot';

/** Where the history lives: IndexedDB, or only this tab (with the reason, in a sentence for the user). */
export type HistoryPersistence = { kind: 'loading' } | { kind: 'storage' } | { kind: 'memory'; message: string };

export interface HistoryState {
  /** The named document whose history this is. */
  documentId: string;
  /** That document's snapshots, newest first. */
  snapshots: readonly Snapshot[];
  persistence: HistoryPersistence;
  /** Stored snapshots written by a newer version of the app: left alone, not listed. */
  newerRecords: number;
}

export type ImportResult = { ok: true; added: number; alreadyThere: number } | { ok: false; message: string };

export interface HistoryStore {
  /** For useSyncExternalStore. */
  subscribe(listener: () => void): () => void;
  getState(): HistoryState;
  /** Resolves once storage was read (or found unavailable). */
  whenLoaded(): Promise<void>;
  /**
   * Takes a snapshot. Automatic kinds are skipped (resolves null) when the newest snapshot already holds the same document;
   * a named one is always kept. Safe to call without awaiting: later operations wait for it.
   */
  add(snapshot: NewSnapshot): Promise<Snapshot | null>;
  /** Shows (and adds to) the history of another named document. */
  setDocument(documentId: string): Promise<void>;
  /** Reads the history again (another tab may have added to it) and returns it, newest first. */
  list(): Promise<readonly Snapshot[]>;
  rename(id: number, name: string): Promise<void>;
  remove(id: number): Promise<void>;
  /** The snapshot's document, or null when there is no such snapshot. The caller replaces the document with it. */
  get(id: number): Snapshot | null;
  /** The whole history as a JSON file's text (historyFile.ts). */
  exportFile(): string;
  /** Adds every snapshot of a history file; an invalid file changes nothing and the result says why. */
  importFile(text: string, fileName: string): Promise<ImportResult>;
  dispose(): void;
}

export interface HistoryStoreOptions {
  /** The app's database; when its status is memory the history is kept in this tab (and says so). */
  database: DatabaseConnection;
  now?: () => number;
  limits?: HistoryLimits;
  /** The named document whose history is shown first. */
  documentId?: string;
}

/** History kept in memory: the message says so, and why (made when it happens, in the interface's language). */
const inMemory = (why: string): HistoryPersistence => ({ kind: 'memory', message: t('shared.history.inMemory', { why }) });

export function createHistoryStore(options: HistoryStoreOptions): HistoryStore {
  const { database: connection, now = () => Date.now(), limits = DEFAULT_HISTORY_LIMITS } = options;
  let state: HistoryState = {
    documentId: options.documentId ?? CURRENT_DOCUMENT_KEY,
    snapshots: [],
    persistence: { kind: 'loading' },
    newerRecords: 0,
  };
  // In memory, the other documents' snapshots wait here while one document's are shown.
  let otherDocuments: Snapshot[] = [];
  const listeners = new Set<() => void>();
  let db: DocumentDatabase | null = null;
  let disposed = false;
  // The document of the newest snapshot, including ones still being written: automatic snapshots of the same document are skipped.
  let newestDocument: InfographicDocument | null = null;
  // In memory, ids continue from the highest one seen.
  let nextMemoryId = 1;

  const setState = (patch: Partial<HistoryState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };

  const showSnapshots = (snapshots: Snapshot[], newerRecords = state.newerRecords) => {
    const sorted = snapshots.sort(newestFirst);
    newestDocument = sorted[0]?.document ?? null;
    nextMemoryId = Math.max(nextMemoryId, ...sorted.map((snapshot) => snapshot.id + 1));
    setState({ snapshots: sorted, newerRecords });
  };

  // Storage failed mid-work: keep what is shown, and carry on in memory (the connection stays: other stores may still use it).
  const fallBackToMemory = (why: string) => {
    db = null;
    setState({ persistence: inMemory(why) });
  };

  let queue: Promise<unknown> = Promise.resolve();
  /** Runs `operation` after every earlier one; a failed storage operation is repeated in memory. */
  function run<T>(stored: (database: DocumentDatabase) => Promise<T>, inMemory: () => T): Promise<T> {
    const result = queue.then(async () => {
      if (disposed) return inMemory();
      if (!db) return inMemory();
      try {
        return await stored(db);
      } catch (error) {
        fallBackToMemory(t('shared.history.saveFailed', { error: describeError(error) }));
        return inMemory();
      }
    });
    queue = result.catch(() => undefined);
    return result;
  }

  async function readAll(database: DocumentDatabase): Promise<void> {
    const records = await database.getAll(SNAPSHOTS_STORE);
    const snapshots: Snapshot[] = [];
    let newer = 0;
    for (const record of records) {
      const read = readSnapshotRecord(record);
      if (read.kind === 'snapshot' && read.snapshot.documentId === state.documentId) snapshots.push(read.snapshot);
      else if (read.kind === 'newer') newer += 1;
    }
    showSnapshots(snapshots, newer);
  }

  /** Writes new snapshots and prunes automatic ones over the limits, in one transaction: all or nothing. */
  async function writeSnapshots(database: DocumentDatabase, added: Omit<Snapshot, 'id'>[]): Promise<Snapshot[]> {
    const transaction = database.transaction(SNAPSHOTS_STORE, 'readwrite');
    transaction.done.catch(() => undefined);
    const written: Snapshot[] = [];
    for (const snapshot of added) {
      const id = await transaction.store.add(toSnapshotRecord(snapshot));
      written.push({ ...snapshot, id });
    }
    const all: Snapshot[] = [];
    // Each document's automatic snapshots are capped on their own: typing in one never prunes another's.
    for (const record of await transaction.store.getAll()) {
      const read = readSnapshotRecord(record);
      if (read.kind === 'snapshot' && added.some((snapshot) => snapshot.documentId === read.snapshot.documentId)) all.push(read.snapshot);
    }
    for (const id of snapshotsOverLimits(all, limits)) await transaction.store.delete(id);
    await transaction.done;
    await readAll(database);
    return written;
  }

  function addInMemory(added: Omit<Snapshot, 'id'>[]): Snapshot[] {
    const written = added.map((snapshot) => ({ ...snapshot, id: nextMemoryId++ }));
    const elsewhere = written.filter((snapshot) => snapshot.documentId !== state.documentId);
    otherDocuments.push(...elsewhere);
    const all = [...state.snapshots, ...written.filter((snapshot) => snapshot.documentId === state.documentId)];
    const pruned = new Set(snapshotsOverLimits(all, limits));
    showSnapshots(all.filter((snapshot) => !pruned.has(snapshot.id)));
    return written;
  }

  function prepare(input: NewSnapshot): Omit<Snapshot, 'id'> {
    return {
      documentId: input.documentId ?? state.documentId,
      savedAt: input.savedAt ?? now(),
      name: cleanName(input.name),
      kind: input.kind,
      ...(input.reason ? { reason: input.reason } : {}),
      document: input.document,
    };
  }

  async function load(): Promise<void> {
    const database = await connection.get();
    const status = connection.status();
    if (disposed) return;
    if (!database || status.kind !== 'ok')
      return setState({ persistence: inMemory(status.kind === 'memory' ? status.detail : t('shared.history.storageClosed')) });
    try {
      await readAll(database);
      db = database;
      setState({ persistence: { kind: 'storage' } });
    } catch (error) {
      setState({ persistence: inMemory(describeError(error)) });
    }
  }

  // Another tab upgraded the database, or it was deleted: the connection closed, so the history carries on in memory.
  const stopFollowing = connection.subscribe(() => {
    const status = connection.status();
    if (db && status.kind === 'memory') fallBackToMemory(status.detail);
  });

  const loaded = load();
  queue = loaded;

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getState: () => state,
    whenLoaded: () => loaded,
    setDocument(documentId) {
      if (documentId === state.documentId) return Promise.resolve();
      const leaving = state.snapshots;
      // Switched at once, so snapshots added from now on belong to the new document.
      state = { ...state, documentId };
      newestDocument = null;
      return run(
        (database) => readAll(database),
        () => {
          otherDocuments.push(...leaving);
          const mine = otherDocuments.filter((snapshot) => snapshot.documentId === documentId);
          otherDocuments = otherDocuments.filter((snapshot) => snapshot.documentId !== documentId);
          showSnapshots(mine);
        },
      );
    },
    add(input) {
      const snapshot = prepare(input);
      if (
        snapshot.documentId === state.documentId &&
        isAutomatic(snapshot.kind) &&
        newestDocument &&
        documentsEqual(newestDocument, snapshot.document)
      )
        return Promise.resolve(null);
      if (snapshot.documentId === state.documentId) newestDocument = snapshot.document;
      return run(
        async (database) => (await writeSnapshots(database, [snapshot]))[0],
        () => addInMemory([snapshot])[0],
      ).then((written) => {
        // Pruned at once (a cap of zero automatic snapshots): the caller learns it was not kept.
        return written.documentId !== state.documentId || state.snapshots.some((shown) => shown.id === written.id) ? written : null;
      });
    },
    list: () =>
      run(
        async (database) => {
          await readAll(database);
          return state.snapshots;
        },
        () => state.snapshots,
      ),
    rename(id, name) {
      const renamed = (snapshot: Snapshot): Snapshot => ({ ...snapshot, name: cleanName(name) });
      return run(
        async (database) => {
          const transaction = database.transaction(SNAPSHOTS_STORE, 'readwrite');
          transaction.done.catch(() => undefined);
          const read = readSnapshotRecord(await transaction.store.get(id));
          if (read.kind === 'snapshot') await transaction.store.put({ ...toSnapshotRecord(renamed(read.snapshot)), id });
          await transaction.done;
          await readAll(database);
        },
        () => showSnapshots(state.snapshots.map((snapshot) => (snapshot.id === id ? renamed(snapshot) : snapshot))),
      );
    },
    remove(id) {
      return run(
        async (database) => {
          await database.delete(SNAPSHOTS_STORE, id);
          await readAll(database);
        },
        () => showSnapshots(state.snapshots.filter((snapshot) => snapshot.id !== id)),
      );
    },
    get: (id) => state.snapshots.find((snapshot) => snapshot.id === id) ?? null,
    exportFile: () => writeHistoryFile(state.snapshots, now()),
    async importFile(text, fileName) {
      const parsed = parseHistoryFile(text, fileName);
      if (!parsed.ok) return parsed;
      await loaded;
      const fresh = parsed.snapshots.map(prepare).filter((incoming) => !state.snapshots.some((known) => sameSnapshot(known, incoming)));
      const alreadyThere = parsed.snapshots.length - fresh.length;
      if (fresh.length === 0) return { ok: true, added: 0, alreadyThere };
      const written = await run(
        (database) => writeSnapshots(database, fresh),
        () => addInMemory(fresh),
      );
      return { ok: true, added: written.length, alreadyThere };
    },
    dispose() {
      disposed = true;
      stopFollowing();
      db = null;
      listeners.clear();
    },
  };
}

/** The same moment, name, kind and document: importing a file twice adds nothing the second time. */
function sameSnapshot(a: Omit<Snapshot, 'id'>, b: Omit<Snapshot, 'id'>): boolean {
  return a.savedAt === b.savedAt && a.name === b.name && a.kind === b.kind && documentsEqual(a.document, b.document);
}
