// The code editor in React: mounts CodeMirror over the session's text and hands its view to the page.
import { useEffect, useRef, type RefObject } from 'react';
import type { EditorView } from '@codemirror/view';
import { sendEdit, sessionSync, type Session } from '../../../session';
import { setFocusTaker } from '../../../shared/panels/focusReturn';
import { browserStorage } from '../../../shared/browserStorage';
import { createSourceEditor, type SourceEditorOptions } from './sourceEditor';

interface Props extends Omit<SourceEditorOptions, 'doc' | 'onChange'> {
  viewRef: RefObject<EditorView | null>;
  /**
   * The session the text belongs to: typing goes to it (the editor's one text per change, which the picture then takes
   * from the session's change), and its changes from elsewhere come into the editor.
   */
  session: Session;
  /**
   * The plain text area that stood here while this chunk loaded (code/SourceTextArea.tsx): the editor takes its caret and,
   * if it had it, the focus, in the same task it is built in, so no key typed meanwhile goes astray; then `onAttached`.
   */
  takeOverFrom?: RefObject<HTMLTextAreaElement | null>;
  onAttached?(): void;
}

export function SourceEditor({ viewRef, session, complete, onCaretLine, takeOverFrom, onAttached }: Props) {
  const host = useRef<HTMLDivElement>(null);
  // The view is built once; callbacks are read through a ref so a new closure never rebuilds it.
  const latest = useRef({ complete, onCaretLine, takeOverFrom, onAttached });
  useEffect(() => {
    latest.current = { complete, onCaretLine, takeOverFrom, onAttached };
  }, [complete, onCaretLine, takeOverFrom, onAttached]);

  useEffect(() => {
    const parent = host.current;
    if (!parent) return;
    // The text as it is now, not at render: a change made between the render and this effect (a share link opened) has
    // no listener yet, and the sync extension listens from this same task on.
    const view = createSourceEditor(parent, {
      doc: session.getState().document.source,
      onChange: (text, update) => sendEdit(session, text, update),
      complete: (context) => latest.current.complete?.(context) ?? null,
      onCaretLine: (line) => latest.current.onCaretLine?.(line),
      placeStorage: browserStorage(),
      extensions: [sessionSync(session)],
    });
    viewRef.current = view;
    const plain = latest.current.takeOverFrom?.current;
    if (plain?.isConnected) takeOver(view, plain);
    latest.current.onAttached?.();
    // A dialog closing gives the focus back with the caret in place (see focusReturn.ts).
    const stopFocusTaker = setFocusTaker(view.contentDOM, () => view.focus());
    return () => {
      stopFocusTaker();
      view.destroy();
      if (viewRef.current === view) viewRef.current = null;
    };
  }, [viewRef, session]);

  return <div className="source-editor" ref={host} />;
}

/** The caret and the focus of the plain text area move into the editor, and the text area leaves the page at once. */
function takeOver(view: EditorView, plain: HTMLTextAreaElement): void {
  const length = view.state.doc.length;
  const at = (offset: number) => Math.min(offset, length);
  const focused = plain.ownerDocument.activeElement === plain;
  const [anchor, head] =
    plain.selectionDirection === 'backward' ? [plain.selectionEnd, plain.selectionStart] : [plain.selectionStart, plain.selectionEnd];
  // No scrollIntoView: CodeMirror's scrolls the window as well (see cursorMemory.ts); the caret was where the user put it.
  if (focused) view.dispatch({ selection: { anchor: at(anchor), head: at(head) } });
  plain.hidden = true;
  if (focused) view.focus();
}
