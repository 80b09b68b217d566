// The Dynamic page and the app's current document: what arrived opens in the Editor (or the Renderer), and the Editor's
// document can be streamed. Both wait for the store's first read, so a stored document is never offered as a conflict.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../session';
import { PAGES } from '../../shared/pageFacts/pageFacts';

export type HandoffPage = 'editor' | 'renderer';

export interface DocumentHandoff {
  /** Makes `text` the current document (one replacement the Editor's history can undo) and goes to that page. */
  open(text: string, page: HandoffPage): Promise<void>;
  /** The current document's text, once the store has read it. */
  read(): Promise<string>;
}

export function useDocumentHandoff(): DocumentHandoff {
  const session = useSession();
  const navigate = useNavigate();
  const open = useCallback(
    async (text: string, page: HandoffPage) => {
      await session.whenLoaded();
      session.replace(text, 'generated');
      await navigate(PAGES[page].path);
    },
    [session, navigate],
  );
  const read = useCallback(async () => {
    await session.whenLoaded();
    return session.getState().document.source;
  }, [session]);
  return { open, read };
}
