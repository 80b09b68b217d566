// The Dynamic page and the app's current document: what arrived opens in the Editor (or the Renderer), and the Editor's
// document can be streamed. Both wait for the store's first read, so a stored document is never offered as a conflict.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useDocumentStore } from '../../shared/document';
import { PAGES } from '../../shared/pageFacts';

export type HandoffPage = 'editor' | 'renderer';

export interface DocumentHandoff {
  /** Makes `text` the current document (one replacement the Editor's history can undo) and goes to that page. */
  open(text: string, page: HandoffPage): Promise<void>;
  /** The current document's text, once the store has read it. */
  read(): Promise<string>;
}

export function useDocumentHandoff(): DocumentHandoff {
  const { store } = useDocumentStore();
  const navigate = useNavigate();
  const open = useCallback(
    async (text: string, page: HandoffPage) => {
      await store.whenLoaded();
      store.replaceSource(text, 'stream');
      await navigate(PAGES[page].path);
    },
    [store, navigate],
  );
  const read = useCallback(async () => {
    await store.whenLoaded();
    return store.getSnapshot().document.source;
  }, [store]);
  return { open, read };
}
