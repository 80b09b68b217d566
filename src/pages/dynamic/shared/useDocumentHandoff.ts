// The Dynamic page and the app's current document: what arrived opens in the Editor (or the Renderer) through the session's
// one `open` (a new document unless the open one is untouched), and the Editor's document can be streamed.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../session';
import type { OpenReason } from '../../../shared/document';
import { PAGES } from '../../../shared/pageFacts/pageFacts';

export type HandoffPage = 'editor' | 'renderer';

export interface DocumentHandoff {
  /** Opens `text` (a generated answer, or what a stream or live data drew) and goes to that page, which says where it went. */
  open(text: string, page: HandoffPage, reason: Extract<OpenReason, 'generated' | 'stream'>): Promise<void>;
  /** The current document's text, once the store has read it. */
  read(): Promise<string>;
}

export function useDocumentHandoff(): DocumentHandoff {
  const session = useSession();
  const navigate = useNavigate();
  const open = useCallback(
    async (text: string, page: HandoffPage, reason: Extract<OpenReason, 'generated' | 'stream'>) => {
      await session.open({ reason, text });
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
