// What the Editor's document actions do to the text: a whole new text goes into the document store (with its reason, so
// history can snapshot what it replaces) and into CodeMirror as one transaction (so mod+Z brings the old text back).
import { useCallback, useMemo, type RefObject } from 'react';
import type { EditorView } from '@codemirror/view';
import type { DocumentStore, ReplaceReason } from '../../../shared/document';
import type { LivePreviewScheduler } from '../../../shared/livePreviewScheduler';
import { replaceText } from '../code/sourceEditor';

export interface EditorParts {
  store: DocumentStore;
  view: RefObject<EditorView | null>;
  renderLater: LivePreviewScheduler<string>;
  renderPicture(text: string): void;
}

export interface DocumentActions {
  /** The current text (the store follows every change in the editor synchronously). */
  currentText(): string;
  /** Replaces the whole text: the store with `reason`, the editor as one undoable change, the picture at once. */
  replace(text: string, reason: ReplaceReason): void;
  /** Draws the text now instead of at the next frame or typing pause (mod+Enter). */
  renderNow(): void;
}

export function useDocumentActions({ store, view, renderLater, renderPicture }: EditorParts): DocumentActions {
  const currentText = useCallback(() => store.getSnapshot().document.source, [store]);
  const replace = useCallback(
    (text: string, reason: ReplaceReason) => {
      store.replaceSource(text, reason);
      // The editor's change listener then sets the same text again, which the store ignores.
      if (view.current) replaceText(view.current, text);
      renderLater.cancel();
      renderPicture(text);
    },
    [store, view, renderLater, renderPicture],
  );
  const renderNow = useCallback(() => {
    if (renderLater.pending) renderLater.flush();
    else renderPicture(currentText());
  }, [renderLater, renderPicture, currentText]);
  return useMemo(() => ({ currentText, replace, renderNow }), [currentText, replace, renderNow]);
}
