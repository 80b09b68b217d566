// The Documents list as every page shows it: read from the session when asked and after every change (a save may rename
// the open document: its name follows its title until renamed), with the open document's name, and a delete that can be
// undone from its notice.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { DocumentSummary } from '../document/documentCatalogue';
import type { DocumentStoreState } from '../document';

/**
 * What the list needs of the document session (src/session's Session is one): src/shared sits below the session and never
 * imports it, so it names the commands it uses. `Removal` is what a delete returns for its undo.
 */
export interface DocumentsSession<Removal> {
  getState(): DocumentStoreState;
  subscribe(listener: () => void): () => void;
  listDocuments(): Promise<DocumentSummary[]>;
  openDocument(id: string): Promise<void>;
  newDocument(text: string, name?: string): Promise<string>;
  renameDocument(id: string, name: string): Promise<void>;
  duplicateDocument(id: string): Promise<string | null>;
  deleteDocument(id: string): Promise<Removal | null>;
  restoreDocument(removal: Removal): Promise<void>;
  onDocumentsChange(listener: () => void): () => void;
}

export interface DocumentList<Removal> {
  /** Every named document, the most recently saved first; null until first read. */
  entries: DocumentSummary[] | null;
  openId: string;
  /** The open document's name (null until the list is read). */
  openName: string | null;
  /** Reads the list again (another tab may have changed it). */
  refresh(): void;
  /** The last delete, until undone or another delete: its name and the way back. */
  lastRemoval: { name: string; removal: Removal } | null;
  remove(entry: DocumentSummary): Promise<void>;
  undoRemove(): Promise<void>;
}

export function useDocumentList<Removal>(session: DocumentsSession<Removal>): DocumentList<Removal> {
  const readOpenId = useCallback(() => session.getState().documentId, [session]);
  const openId = useSyncExternalStore(session.subscribe, readOpenId, readOpenId);
  const [entries, setEntries] = useState<DocumentSummary[] | null>(null);
  const [lastRemoval, setLastRemoval] = useState<DocumentList<Removal>['lastRemoval']>(null);
  // Reads overlap (a save, then an open): only the latest one's answer is shown.
  const reads = useRef(0);

  const refresh = useCallback(() => {
    const read = ++reads.current;
    void session.listDocuments().then((list) => {
      if (read === reads.current) setEntries(list);
    });
  }, [session]);
  // Opening another document saves the one left, so its record (and name) is there once this runs.
  useEffect(() => {
    refresh();
    return session.onDocumentsChange(refresh);
  }, [session, refresh, openId]);

  const remove = useCallback(
    async (entry: DocumentSummary) => {
      const removal = await session.deleteDocument(entry.id);
      setLastRemoval(removal ? { name: entry.name, removal } : null);
    },
    [session],
  );
  const undoRemove = useCallback(async () => {
    if (!lastRemoval) return;
    setLastRemoval(null);
    await session.restoreDocument(lastRemoval.removal);
  }, [session, lastRemoval]);

  const openName = entries?.find((entry) => entry.id === openId)?.name ?? null;
  return { entries, openId, openName, refresh, lastRemoval, remove, undoRemove };
}
