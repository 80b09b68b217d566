// What the code editor shows about the text: lint marks (the picture's diagnostics when it is of this text, so the picture
// audit's findings are marks too, else a fresh check), completions, and the picture element outlined for the caret's line.
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { Text } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import type { Engine } from '../../../engine';
import type { PictureState } from '../../../shared/preview/useInfographic';
import { infographicCompletions } from './completions';
import { toLintDiagnostics } from './lintDiagnostics';
import { lintAgain } from './sourceEditor';

interface Parts {
  engine: Engine | null;
  /** What the preview shows. */
  picture: PictureState;
  view: RefObject<EditorView | null>;
  /** The code editor holds the document. */
  ready: boolean;
}

export function useSourceChecks({ engine, picture, view, ready }: Parts) {
  const shown = useRef(picture);
  useEffect(() => {
    shown.current = picture;
  }, [picture]);
  const lint = useCallback(
    (doc: Text) => {
      if (!engine) return null;
      const text = doc.toString();
      const drawn = shown.current;
      return toLintDiagnostics(doc, drawn.checked && drawn.source === text ? drawn.diagnostics : engine.validate(text).diagnostics);
    },
    [engine],
  );
  // The editor reads the latest completion source when asked, so the lists fill in once the engine has loaded.
  const complete = useMemo(() => infographicCompletions(() => engine), [engine]);
  // The caret on an audit finding's line outlines the finding's element on the picture.
  const [caretLine, setCaretLine] = useState<number | null>(null);
  const outline = picture.diagnostics.find((d) => d.element && d.line === caretLine)?.element ?? null;
  // The engine arrived after the editor: check the text now rather than at the next keystroke. The same when the audit's
  // findings on the picture arrive (after its icons, often after the editor's own lint ran): they are set directly, since
  // CodeMirror's forceLinting only hurries a lint already scheduled by a change.
  useEffect(() => {
    if (engine && view.current) lintAgain(view.current);
  }, [engine, ready, picture.diagnostics, view]);
  return { lint, complete, outline, onCaretLine: setCaretLine };
}
