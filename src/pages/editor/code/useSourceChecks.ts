// What the code editor shows about the text: lint marks (pushed when a check of the text arrives: the picture's
// diagnostics, with the picture audit's findings once it ran), completions, and the caret's line, which the picture pane
// reads to outline that line's audit finding.
import { useEffect, useMemo, type RefObject } from 'react';
import type { EditorView } from '@codemirror/view';
import type { Engine } from '../../../engine';
import type { Session } from '../../../session';
import type { PictureState } from '../../../shared/preview/useInfographic';
import { createValueStore, type ValueStore } from '../../../shared/viewState/valueStore';
import type { CodeEditorModule } from './codeEditor';
import { infographicCompletions } from './completions';

interface Parts {
  engine: Engine | null;
  /** What the preview shows (its diagnostics are of `source`). */
  picture: ValueStore<PictureState>;
  session: Session;
  view: RefObject<EditorView | null>;
  /** The code editor's chunk (the view is never open without it). */
  code: CodeEditorModule | null;
  /** Which editor is open (the code editor holds the document, and which one): marks go into a new one at once. */
  editorKey: string | null;
}

export function useSourceChecks({ engine, picture, session, view, code, editorKey }: Parts) {
  // Marks are pushed when a check arrives, and only for the text it checked: never a check of an older text on newer text
  // (typing since waits for its own picture; CodeMirror moves the marks on screen along with the edits meanwhile). A check
  // can also arrive first: a share link's picture is drawn before its text opens in the document, and is not drawn again.
  useEffect(() => {
    let pushed: { view: EditorView; diagnostics: PictureState['diagnostics'] } | null = null;
    const push = () => {
      const editor = view.current;
      const shown = picture.get();
      if (!editor || !code || !shown.checked || shown.source !== session.getState().document.source) return;
      // the editor takes a new text from the session after the picture may have drawn it: marks on the old text would be lost
      if (editor.state.doc.toString() !== shown.source) return;
      if (pushed?.view === editor && pushed.diagnostics === shown.diagnostics) return;
      pushed = { view: editor, diagnostics: shown.diagnostics };
      code.showDiagnostics(editor, shown.diagnostics);
    };
    push();
    const stopPicture = picture.subscribe(push);
    const stopSession = session.subscribe(push);
    return () => {
      stopPicture();
      stopSession();
    };
  }, [picture, session, view, code, editorKey]);
  // The editor reads the latest completion source when asked, so the lists fill in once the engine has loaded.
  const complete = useMemo(() => infographicCompletions(() => engine), [engine]);
  // The caret's line, for the picture pane (a store: a caret moving to another line re-renders that pane, not the page).
  const caretLine = useMemo(() => createValueStore<number | null>(null), []);
  return { complete, caretLine, onCaretLine: caretLine.set };
}
