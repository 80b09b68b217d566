// The Editor's action state: which dialog is open, the context the actions run with, and their keys on the page.
import { useCallback, useMemo, useState, type RefObject } from 'react';
import type { EditorView } from '@codemirror/view';
import type { Engine } from '../../engine';
import { usePageActions } from '../../actions/ActionsProvider';
import { saveBlob } from '../../shared/export/download';
import type { LivePreviewScheduler } from '../../shared/scheduling/livePreviewScheduler';
import type { Session } from '../../session';
import { sourceFileOf } from './actions/sourceFile';
import type { CodeEditorModule } from './code/codeEditor';
import { EDITOR_ACTIONS, EDITOR_WIDGET_KEYS, type EditorActionContext, type EditorDialog } from './editorActions';
import { keyPlaceOf } from './keyPlace';

const placeOf = (target: EventTarget | null, context: EditorActionContext) => keyPlaceOf(target, context.view);

interface Parts {
  session: Session;
  engine: Engine | null;
  view: RefObject<EditorView | null>;
  /** The code editor's chunk, once it is in (its keys are listed from then on). */
  code: CodeEditorModule | null;
  /** The code editor holds the document. */
  ready: boolean;
  renderLater: LivePreviewScheduler<string>;
  renderPicture(text: string): void;
}

export function useEditorActions({ session, engine, view, code, ready, renderLater, renderPicture }: Parts): EditorActionContext {
  const [dialog, setDialog] = useState<EditorDialog | null>(null);
  const closeDialog = useCallback(() => setDialog(null), []);
  const renderNow = useCallback(() => {
    if (renderLater.pending) renderLater.flush();
    else renderPicture(session.getState().document.source);
  }, [renderLater, renderPicture, session]);
  const downloadSource = useCallback(() => {
    const file = sourceFileOf(session.getState().document.source, engine);
    saveBlob(file.blob, file.fileName);
  }, [session, engine]);
  const context = useMemo<EditorActionContext>(
    () => ({
      ready,
      // Read when an action runs: the editor opens after the page renders.
      get view() {
        return view.current;
      },
      code,
      dialog,
      openDialog: setDialog,
      closeDialog,
      renderNow,
      downloadSource,
    }),
    [ready, view, code, dialog, closeDialog, renderNow, downloadSource],
  );
  const widgets = useMemo(() => (code ? [code.CODE_EDITOR_TABLE, ...EDITOR_WIDGET_KEYS] : EDITOR_WIDGET_KEYS), [code]);
  usePageActions({ scope: 'editor', actions: EDITOR_ACTIONS, context, placeOf, widgets });
  return context;
}
