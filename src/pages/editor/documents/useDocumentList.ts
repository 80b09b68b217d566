// The Documents list as the Editor shows it: read from the session when asked and after every change this tab makes,
// with the open document's name, and a delete that can be undone from its notice.
import { useCallback, useEffect, useState } from 'react';
import type { DocumentSummary } from '../../../shared/document/documentCatalogue';
import { useSessionSelector, type DocumentRemoval, type Session } from '../../../session';
import type { DocumentStoreState } from '../../../shared/document';

const selectDocumentId = (state: DocumentStoreState) => state.documentId;

export interface DocumentList {
  /** Every named document, the most recently saved first; null until first read. */
  entries: DocumentSummary[] | null;
  openId: string;
  /** The open document's name (null until the list is read). */
  openName: string | null;
  /** Reads the list again (another tab may have changed it). */
  refresh(): void;
  /** The last delete, until undone or another delete: its name and the way back. */
  lastRemoval: { name: string; removal: DocumentRemoval } | null;
  remove(entry: DocumentSummary): Promise<void>;
  undoRemove(): Promise<void>;
}

export function useDocumentList(session: Session): DocumentList {
  const openId = useSessionSelector(selectDocumentId, session);
  const [entries, setEntries] = useState<DocumentSummary[] | null>(null);
  const [lastRemoval, setLastRemoval] = useState<DocumentList['lastRemoval']>(null);

  const refresh = useCallback(() => {
    void session.listDocuments().then(setEntries);
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
