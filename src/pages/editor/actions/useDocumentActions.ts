// What the Editor's document actions do to the text: a whole new text is the session's replace command (one undo step, the
// replaced text kept in History first), a file or a link a new named document; CodeMirror and the picture follow the session.
import { useCallback, useMemo } from 'react';
import type { LivePreviewScheduler } from '../../../shared/scheduling/livePreviewScheduler';
import type { Session, SessionReplaceReason } from '../../../session';

export interface EditorParts {
  session: Session;
  renderLater: LivePreviewScheduler<string>;
  renderPicture(text: string): void;
}

export interface DocumentActions {
  /** The current text (the session follows every change in the editor synchronously). */
  currentText(): string;
  /** Replaces the whole text for `reason`: one undoable change in the editor, drawn at once. */
  replace(text: string, reason: SessionReplaceReason): void;
  /** Opens `text` as a new named document (a file, a link): the open document stays as it was, in Documents. */
  openAsNew(text: string, name?: string): Promise<void>;
  /** Draws the text now instead of at the next frame or typing pause (mod+Enter). */
  renderNow(): void;
}

export function useDocumentActions({ session, renderLater, renderPicture }: EditorParts): DocumentActions {
  const currentText = useCallback(() => session.getState().document.source, [session]);
  const replace = useCallback((text: string, reason: SessionReplaceReason) => session.replace(text, reason), [session]);
  const openAsNew = useCallback(async (text: string, name?: string) => void (await session.newDocument(text, name)), [session]);
  const renderNow = useCallback(() => {
    if (renderLater.pending) renderLater.flush();
    else renderPicture(currentText());
  }, [renderLater, renderPicture, currentText]);
  return useMemo(() => ({ currentText, replace, openAsNew, renderNow }), [currentText, replace, openAsNew, renderNow]);
}
