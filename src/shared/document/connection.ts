// The app's one connection to its IndexedDB database, opened once, and the one status every store (the document, its history,
// the list of documents, the work in progress, the saved styles) and the storage notice read. Whenever it is not ok each
// store keeps its work in this tab's memory.
import { openDocumentDatabase, type DocumentDatabase } from './database';
import { describeError } from './storageStatus';
import { t, type MessageId } from '../../i18n/i18n';

/** Why the stores work in memory. */
export type MemoryReason =
  /** No IndexedDB in this browser (or reading it throws: sandboxed frames, old private modes). */
  | 'none'
  /** The browser refused to open the database (private mode, storage turned off, an error). */
  | 'refused'
  /** Opening did not answer in time; it may still open later (the status then turns ok). */
  | 'timeout'
  /** Another tab holds an older version open, so the upgrade waits; it may still open later. */
  | 'blocked'
  /** Another tab opened a newer version of the app and upgraded the database: this tab's connection closed. */
  | 'upgraded'
  /** The database was deleted (site data cleared, devtools): this tab's connection closed. */
  | 'deleted'
  /** The database on disk is of a newer version than this app knows. */
  | 'newer';

export type ConnectionStatus =
  | { kind: 'opening' }
  | { kind: 'ok' }
  /** `detail`: the reason in a few words, for the stores' sentences ("… (detail).") */
  | { kind: 'memory'; reason: MemoryReason; detail: string };

export interface DatabaseConnection {
  status(): ConnectionStatus;
  /** Called on every change of the status. */
  subscribe(listener: () => void): () => void;
  /** The open database, or null when the status is memory; while opening, waits until it is ok or memory (blocked, timeout). */
  get(): Promise<DocumentDatabase | null>;
  /** Closes the database (tests, a tab going away): the status becomes memory and stays so. */
  close(): void;
}

export interface ConnectionOptions {
  /** null: no IndexedDB (the status is memory, reason none, from the start). */
  indexedDB: IDBFactory | null;
  /** How long the first open may take before the stores work in memory (the open still goes on). */
  openTimeoutMs?: number;
}

/** Opening IndexedDB normally takes milliseconds; Safari has had versions where it never answers. */
export const OPEN_TIMEOUT_MS = 5000;

/** Each reason in a few words, in the interface's language when the status is made. */
const DETAILS: Record<Exclude<MemoryReason, 'refused'>, MessageId> = {
  none: 'shared.connection.none',
  timeout: 'shared.connection.timeout',
  blocked: 'shared.connection.blocked',
  upgraded: 'shared.connection.upgraded',
  deleted: 'shared.connection.deleted',
  newer: 'shared.connection.newer',
};

function inMemory(reason: MemoryReason, detail = reason === 'refused' ? '' : t(DETAILS[reason])): ConnectionStatus {
  return { kind: 'memory', reason, detail };
}

/** Opens the database at once through `indexedDB`; one per app (appDatabase), one per simulated tab in tests. */
export function createDatabaseConnection({ indexedDB, openTimeoutMs = OPEN_TIMEOUT_MS }: ConnectionOptions): DatabaseConnection {
  let status: ConnectionStatus = indexedDB ? { kind: 'opening' } : inMemory('none');
  let db: DocumentDatabase | null = null;
  let closed = false;
  const listeners = new Set<() => void>();
  const setStatus = (next: ConnectionStatus) => {
    status = next;
    for (const listener of [...listeners]) listener();
  };
  // Still opening underneath: a late answer turns the status ok.
  const waiting = () =>
    status.kind === 'opening' || (status.kind === 'memory' && (status.reason === 'timeout' || status.reason === 'blocked'));

  if (indexedDB) {
    const stalled = setTimeout(() => {
      if (status.kind === 'opening') setStatus(inMemory('timeout'));
    }, openTimeoutMs);
    openDocumentDatabase(indexedDB, {
      onBlocked: () => {
        if (waiting()) setStatus(inMemory('blocked'));
      },
      onClosedForUpgrade: (deleted) => {
        db = null;
        setStatus(inMemory(deleted ? 'deleted' : 'upgraded'));
      },
    }).then(
      (opened) => {
        clearTimeout(stalled);
        if (closed) return opened.close();
        db = opened;
        setStatus({ kind: 'ok' });
      },
      (error: unknown) => {
        clearTimeout(stalled);
        if (closed) return;
        const newer = (error as { name?: unknown } | null)?.name === 'VersionError';
        setStatus(newer ? inMemory('newer') : inMemory('refused', describeError(error)));
      },
    );
  }

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };

  return {
    status: () => status,
    subscribe,
    get() {
      if (status.kind !== 'opening') return Promise.resolve(db);
      return new Promise((resolve) => {
        const stop = subscribe(() => {
          if (status.kind === 'opening') return;
          stop();
          resolve(db);
        });
      });
    },
    close() {
      if (closed) return;
      closed = true;
      db?.close();
      db = null;
      setStatus(inMemory('refused', t('shared.connection.closed')));
      listeners.clear();
    },
  };
}

// Reading `indexedDB` itself throws in some locked-down contexts (e.g. sandboxed iframes, old Firefox private mode).
export function readIndexedDB(): IDBFactory | null {
  try {
    return typeof indexedDB === 'undefined' ? null : indexedDB;
  } catch {
    return null;
  }
}

let appConnection: DatabaseConnection | null = null;

/** The app's one connection, over the browser's IndexedDB, opened on first use. */
export function appDatabase(): DatabaseConnection {
  appConnection ??= createDatabaseConnection({ indexedDB: readIndexedDB() });
  return appConnection;
}

/** Closes and forgets the app's connection, as a new tab would start (tests: each may bring its own IndexedDB). */
export function forgetAppDatabase(): void {
  appConnection?.close();
  appConnection = null;
}
