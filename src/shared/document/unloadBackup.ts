// The last words of a closing tab: an IndexedDB write started in pagehide is often cut off by the unload (seen in Chromium
// on a reload within the save delay), so unsaved work is also copied, synchronously, into localStorage and taken back on load.
import { isRecord, parseDocument, type InfographicDocument } from './model';

export const UNLOAD_BACKUP_KEY = 'infographic-preview:unsaved-document';

/** The part of the Web Storage API the backup uses (localStorage in the browser). */
export type BackupStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface UnloadBackup {
  document: InfographicDocument;
  /** The stored revision the unsaved document was based on: it is newer than that revision, not than later ones. */
  baseRevision: number;
  savedAt: number;
  /** The tab that wrote it: a stored record of that tab past baseRevision means its database write landed after all. */
  tabId: string;
}

/** Writes the backup; false when the storage refuses (full, blocked): nothing else can be done while the page unloads. */
export function writeUnloadBackup(storage: BackupStorage, backup: UnloadBackup): boolean {
  try {
    storage.setItem(UNLOAD_BACKUP_KEY, JSON.stringify(backup));
    return true;
  } catch {
    return false;
  }
}

export function readUnloadBackup(storage: BackupStorage): UnloadBackup | null {
  try {
    const raw: unknown = JSON.parse(storage.getItem(UNLOAD_BACKUP_KEY) ?? 'null');
    if (!isRecord(raw)) return null;
    const document = parseDocument(raw.document);
    const { baseRevision, savedAt, tabId } = raw;
    if (!document || typeof baseRevision !== 'number' || typeof savedAt !== 'number' || typeof tabId !== 'string') return null;
    return { document, baseRevision, savedAt, tabId };
  } catch {
    return null;
  }
}

export function clearUnloadBackup(storage: BackupStorage): void {
  try {
    storage.removeItem(UNLOAD_BACKUP_KEY);
  } catch {
    // a storage that cannot be read or written holds no backup to clear
  }
}
