// What the Editor's document actions do to the text: a whole new text is the session's replace command (one undo step, the
// replaced text kept in History first), a file or a link a new named document; CodeMirror and the picture follow the session.
import { useCallback, useMemo } from 'react';
import type { Session, SessionReplaceReason } from '../../../session';

export interface DocumentActions {
  /** Replaces the whole text for `reason`: one undoable change in the editor, drawn at once. */
  replace(text: string, reason: SessionReplaceReason): void;
  /** Opens `text` as a new named document (a file, a link): the open document stays as it was, in Documents. */
  openAsNew(text: string, name?: string): Promise<void>;
}

export function useDocumentActions(session: Session): DocumentActions {
  const replace = useCallback((text: string, reason: SessionReplaceReason) => session.replace(text, reason), [session]);
  const openAsNew = useCallback(async (text: string, name?: string) => void (await session.newDocument(text, name)), [session]);
  return useMemo(() => ({ replace, openAsNew }), [replace, openAsNew]);
}
