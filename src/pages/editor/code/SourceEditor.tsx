// The code editor in React: mounts CodeMirror over the first text and hands its view to the page.
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { EditorView } from '@codemirror/view';
import { sendEdit, sessionSync, type Session } from '../../../session';
import { setFocusTaker } from '../../../shared/panels/focusReturn';
import { browserStorage } from '../../../shared/browserStorage';
import { useT } from '../../../i18n/react';
import { createSourceEditor, type SourceEditorOptions } from './sourceEditor';

interface Props extends Omit<SourceEditorOptions, 'doc' | 'onChange'> {
  /** The text to start with; later changes come through the view (typing, and the session's changes through its sync extension). */
  initialText: string;
  viewRef: RefObject<EditorView | null>;
  /**
   * The session the text belongs to: typing goes to it (the editor's one text per change, which the picture then takes
   * from the session's change), and its changes from elsewhere come into the editor.
   */
  session: Session;
}

export function SourceEditor({ initialText, viewRef, session, complete, onCaretLine }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const [doc] = useState(initialText);
  // The view is built once; callbacks are read through a ref so a new closure never rebuilds it.
  const latest = useRef({ complete, onCaretLine });
  useEffect(() => {
    latest.current = { complete, onCaretLine };
  }, [complete, onCaretLine]);

  useEffect(() => {
    const parent = host.current;
    if (!parent) return;
    const view = createSourceEditor(parent, {
      doc,
      onChange: (text, update) => sendEdit(session, text, update),
      complete: (context) => latest.current.complete?.(context) ?? null,
      onCaretLine: (line) => latest.current.onCaretLine?.(line),
      placeStorage: browserStorage(),
      extensions: [sessionSync(session)],
    });
    viewRef.current = view;
    // A dialog closing gives the focus back with the caret in place (see focusReturn.ts).
    const stopFocusTaker = setFocusTaker(view.contentDOM, () => view.focus());
    return () => {
      stopFocusTaker();
      view.destroy();
      if (viewRef.current === view) viewRef.current = null;
    };
  }, [doc, viewRef, session]);

  return <div className="source-editor" ref={host} />;
}

/** Stands where the editor goes while the current document is read. */
export function SourceEditorPlaceholder() {
  const t = useT();
  return (
    <div className="source-editor" aria-busy="true">
      <p className="source-editor__loading">{t('editor.code.opening')}</p>
    </div>
  );
}
