// Work in progress kept for the session and across reloads: a copy in this tab's memory (read synchronously, so coming back
// to a page by client-side navigation shows its fields at once) and the database's `work` store (written a moment after the
// last change and at once on page hide, with a synchronous localStorage copy a reload cannot abort; read after a reload).
// Values are `unknown`: each page checks what it reads back.
import type { DatabaseConnection } from './connection';
import { WORK_STORE } from './database';
import type { BackupStorage } from './unloadBackup';

/** A burst of changes (typing, a playing stream) is one write. */
export const WORK_SAVE_DELAY_MS = 400;

export interface WorkMemory {
  /** What this tab remembered under `key` since it loaded (undefined: nothing yet; then ask `read`). */
  peek(key: string): unknown;
  /** This tab's copy, else the stored record (undefined when none, or without storage). */
  read(key: string): Promise<unknown>;
  /** Remembers `value` now for this tab and writes it to the database after the delay (the newest value per key). */
  write(key: string, value: unknown): void;
  /** Writes what waits now. */
  flush(): Promise<void>;
  dispose(): void;
}

export interface WorkMemoryOptions {
  /** The app's database; while its status is not ok, this tab's memory only. */
  database: DatabaseConnection;
  delayMs?: number;
  /** Subscribes to the page being hidden or left (then what waits is written at once); none in tests by default. */
  onPageHide?: ((flush: () => void) => () => void) | null;
  /**
   * Where what waits is also written, synchronously, when the page is hidden or left (localStorage): a database write begun
   * while the page unloads can be aborted with it. The next page to start takes it back and writes it to the database.
   */
  unloadBackup?: BackupStorage | null;
}

/** The unload backup's one entry: what waited when a page was left, by key. */
export const WORK_BACKUP_KEY = 'infographic-work-unload';

function readBackup(storage: BackupStorage | null): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(storage?.getItem(WORK_BACKUP_KEY) ?? 'null');
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function createWorkMemory({
  database: connection,
  delayMs = WORK_SAVE_DELAY_MS,
  onPageHide = null,
  unloadBackup = null,
}: WorkMemoryOptions): WorkMemory {
  const session = new Map<string, unknown>();
  const waiting = new Map<string, unknown>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // What a page left before its writes landed: the newest work there is, so this tab starts from it and writes it again.
  for (const [key, value] of Object.entries(readBackup(unloadBackup))) {
    session.set(key, value);
    waiting.set(key, value);
  }
  if (waiting.size > 0) timer = setTimeout(() => void flush(), 0);
  // Storage is a convenience here: a refused, blocked or stalled open leaves the work in this tab's memory, as without storage.
  const database = connection.get;

  async function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    if (waiting.size === 0) return;
    const entries = [...waiting];
    waiting.clear();
    const db = await database();
    if (!db) return;
    try {
      const transaction = db.transaction(WORK_STORE, 'readwrite');
      for (const [key, value] of entries) void transaction.store.put(value, key).catch(() => undefined);
      await transaction.done;
      // written: the backup of a left page is no longer needed, unless more waits (its own backup comes on the next hide)
      if (waiting.size === 0) unloadBackup?.removeItem(WORK_BACKUP_KEY);
    } catch {
      // A full quota or a closed connection: the work stays in this tab's memory.
    }
  }
  const backUp = () => {
    if (waiting.size === 0 || !unloadBackup) return;
    try {
      unloadBackup.setItem(WORK_BACKUP_KEY, JSON.stringify({ ...readBackup(unloadBackup), ...Object.fromEntries(waiting) }));
    } catch {
      // Full or refused: the database write below is all there is.
    }
  };
  const stopHide =
    onPageHide?.(() => {
      backUp();
      void flush();
    }) ?? null;

  return {
    peek: (key) => session.get(key),
    async read(key) {
      if (session.has(key)) return session.get(key);
      const db = await database();
      if (!db) return undefined;
      try {
        const stored: unknown = await db.get(WORK_STORE, key);
        // A write made while the read was on its way is newer.
        return session.has(key) ? session.get(key) : stored;
      } catch {
        return undefined;
      }
    },
    write(key, value) {
      session.set(key, value);
      waiting.set(key, value);
      clearTimeout(timer);
      timer = setTimeout(() => void flush(), delayMs);
    },
    flush,
    dispose() {
      clearTimeout(timer);
      stopHide?.();
    },
  };
}
