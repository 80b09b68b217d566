// The last words of a closing tab: an IndexedDB write started in pagehide is often cut off by the unload (seen in Chromium
// on a reload within the save delay), so unsaved work is also copied, synchronously, into localStorage and taken back on load.
// Each tab writes its own entry (two tabs closing together must not overwrite each other's), listed in an index entry.
import { CURRENT_DOCUMENT_KEY } from './database';
import { isRecord, parseDocument, type InfographicDocument } from './model';

/** The format-1 single entry (before backups were per tab): still read, so an old page's last words are not lost. */
export const UNLOAD_BACKUP_KEY = 'infographic-preview:unsaved-document';
const TABS_KEY = `${UNLOAD_BACKUP_KEY}:tabs`;
const keyOf = (tabId: string) => `${UNLOAD_BACKUP_KEY}:tab:${tabId}`;

/** The part of the Web Storage API the backup uses (localStorage in the browser). */
export type BackupStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface UnloadBackup {
  /** The named document the text belongs to (backups from before named documents: the first one). */
  documentId: string;
  document: InfographicDocument;
  /** The stored revision the unsaved document was based on: it is newer than that revision, not than later ones. */
  baseRevision: number;
  savedAt: number;
  /** The tab that wrote it: a stored record of that tab past baseRevision means its database write landed after all. */
  tabId: string;
}

/** Writes this tab's backup; false when the storage refuses (full, blocked): nothing else can be done while the page unloads. */
export function writeUnloadBackup(storage: BackupStorage, backup: UnloadBackup): boolean {
  try {
    storage.setItem(keyOf(backup.tabId), JSON.stringify(backup));
    const tabs = readTabs(storage);
    if (!tabs.includes(backup.tabId)) storage.setItem(TABS_KEY, JSON.stringify([...tabs, backup.tabId]));
    return true;
  } catch {
    return false;
  }
}

/** Every tab's backup, oldest first. */
export function readUnloadBackups(storage: BackupStorage): UnloadBackup[] {
  const keys = [UNLOAD_BACKUP_KEY, ...readTabs(storage).map(keyOf)];
  const backups = keys.map((key) => readEntry(storage, key)).filter((backup): backup is UnloadBackup => backup !== null);
  return backups.sort((a, b) => a.savedAt - b.savedAt);
}

/** The newest backup, or null (kept for callers that take one). */
export function readUnloadBackup(storage: BackupStorage): UnloadBackup | null {
  return readUnloadBackups(storage).at(-1) ?? null;
}

/** Removes one tab's backup, or every backup when no tab is named. */
export function clearUnloadBackup(storage: BackupStorage, tabId?: string): void {
  try {
    const tabs = readTabs(storage);
    const gone = tabId === undefined ? tabs : [tabId];
    for (const tab of gone) storage.removeItem(keyOf(tab));
    const left = tabs.filter((tab) => !gone.includes(tab));
    if (left.length > 0) storage.setItem(TABS_KEY, JSON.stringify(left));
    else storage.removeItem(TABS_KEY);
    if (tabId === undefined) storage.removeItem(UNLOAD_BACKUP_KEY);
  } catch {
    // a storage that cannot be read or written holds no backup to clear
  }
}

function readTabs(storage: BackupStorage): string[] {
  try {
    const raw: unknown = JSON.parse(storage.getItem(TABS_KEY) ?? '[]');
    return Array.isArray(raw) ? raw.filter((tab): tab is string => typeof tab === 'string') : [];
  } catch {
    return [];
  }
}

function readEntry(storage: BackupStorage, key: string): UnloadBackup | null {
  try {
    const raw: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    if (!isRecord(raw)) return null;
    const document = parseDocument(raw.document);
    const { baseRevision, savedAt, tabId } = raw;
    if (!document || typeof baseRevision !== 'number' || typeof savedAt !== 'number' || typeof tabId !== 'string') return null;
    const documentId = typeof raw.documentId === 'string' ? raw.documentId : CURRENT_DOCUMENT_KEY;
    return { documentId, document, baseRevision, savedAt, tabId };
  } catch {
    return null;
  }
}
