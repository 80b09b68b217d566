// The Editor page: a workspace that fills the window, a slim bar of menus over the current document in a code editor
// (CodeMirror, its problems docked under it) beside its live preview. This file only wires state to the parts; the picture,
// the checks, the actions and the canvas live in their own modules.
import { useCallback, useRef, useState } from 'react';
import type { EditorView } from '@codemirror/view';
import { DeletedElsewhereNotice, OtherTabNotice, RecoveryNotice, StorageNotice, type DocumentStoreState } from '../../shared/document';
import { PAGES, pageTitle } from '../../shared/pageFacts/pageFacts';
import { useT } from '../../i18n/react';
import { usePageTitle } from '../../shared/pageFacts/usePageTitle';
import { useSession, useSessionSelector } from '../../session';
import { EditorActions } from './actions/EditorActions';
import { EditorOutput } from './actions/EditorOutput';
import { useCanvasEditing } from './canvas/useCanvasEditing';
import { useCodeEditor } from './code/loadCodeEditor';
import { SourceTextArea, SourceEditorPlaceholder } from './code/SourceTextArea';
import { useSourceChecks } from './code/useSourceChecks';
import { EditorActionsContext } from './EditorActionButton';
import { useEditorActions } from './useEditorActions';
import { EditorHistory } from './history/EditorHistory';
import { KeepMineAsCopy } from './history/KeepMineAsCopy';
import { PicturePane } from './PicturePane';
import { SplitView } from '../../shared/workspace/SplitView';
import { ViewMenu } from '../../shared/preview/ViewMenu';
import type { PreviewControls } from '../../shared/preview/Preview';
import type { PictureState } from '../../shared/preview/useInfographic';
import { useValueSelector } from '../../shared/viewState/valueStore';
import { useEditorPicture } from './useEditorPicture';
import './editor.css';

const PAGE = PAGES.editor;
const SOURCE_PANE_ID = 'editor-source-pane';
// What the page shows of the session: not the text, so a keystroke does not re-render the page.
const selectStorage = (state: DocumentStoreState) => state.storage;
const selectExternalChange = (state: DocumentStoreState) => state.externalChange;
const selectRecoveredCount = (state: DocumentStoreState) => state.recovered.length;
const selectDocumentId = (state: DocumentStoreState) => state.documentId;
const selectDeletedElsewhere = (state: DocumentStoreState) => state.deletedElsewhere;
const isChecked = (state: PictureState) => state.checked;

export default function EditorPage() {
  const t = useT();
  const title = pageTitle(PAGE.id);
  usePageTitle(title);
  const session = useSession();
  const storage = useSessionSelector(selectStorage, session);
  const externalChange = useSessionSelector(selectExternalChange, session);
  const recoveredCount = useSessionSelector(selectRecoveredCount, session);
  const deletedElsewhere = useSessionSelector(selectDeletedElsewhere, session);
  // Another named document opened: a fresh editor over its text, with an undo history of its own.
  const documentId = useSessionSelector(selectDocumentId, session);
  // The picture's state is a store its parts read (PicturePane, EditorOutput): a picture does not re-render the page.
  const { engineState, retry, engine, picture, renderPicture, renderLater, ready } = useEditorPicture(session);
  const view = useRef<EditorView | null>(null);
  // CodeMirror comes in its own chunk, fetched beside the picture's and opened after the first picture (or the engine's
  // failure); until then the text is in a plain text area.
  const pictureFirst = useValueSelector(picture.store, isChecked) || engineState.status === 'failed';
  const code = useCodeEditor(pictureFirst);
  const plainText = useRef<HTMLTextAreaElement | null>(null);
  const [attached, setAttached] = useState(false);
  const onAttached = useCallback(() => setAttached(true), []);
  const checks = useSourceChecks({ engine, picture: picture.store, session, view, code, editorKey: ready ? documentId : null });
  const canvas = useCanvasEditing({
    engine,
    handle: picture.handle,
    picture: picture.store,
    stageRef: picture.containerRef,
    viewRef: view,
    code,
    session,
    ready,
    redraw: renderPicture,
  });
  const actions = useEditorActions({ session, engine, view, code, ready, renderLater, renderPicture });
  const currentText = useCallback(() => session.getState().document.source, [session]);
  const previewControls = useRef<PreviewControls | null>(null);

  return (
    <EditorActionsContext value={actions}>
      <section className="workspace editor-page">
        <div className="workspace__bar">
          <h1 className="workspace__title">{title}</h1>
          <EditorActions session={session} view={view} engine={engine} ready={ready} />
          <EditorOutput engine={engine} handle={picture.handle} picture={picture.store} session={session} ready={ready} />
          <ViewMenu controls={previewControls} />
          <EditorHistory session={session} view={view} engine={engine} />
          <div className="workspace__notices">
            <StorageNotice status={storage} getText={currentText} />
            <RecoveryNotice count={recoveredCount} onDismiss={session.dismissRecovered} />
            <DeletedElsewhereNotice deleted={deletedElsewhere} onKeep={session.keepAsNewDocument} />
            <OtherTabNotice change={externalChange} onLoad={session.acceptOtherTab} onKeep={session.keepMine}>
              <KeepMineAsCopy session={session} />
            </OtherTabNotice>
          </div>
        </div>
        <SplitView
          firstId={SOURCE_PANE_ID}
          firstLabel={t('editor.pane.code')}
          secondLabel={t('editor.pane.picture')}
          first={
            !ready ? (
              <SourceEditorPlaceholder />
            ) : (
              <>
                {!attached && <SourceTextArea key={`plain:${documentId}`} session={session} textAreaRef={plainText} />}
                {code && (
                  <code.SourceEditor
                    key={documentId}
                    viewRef={view}
                    session={session}
                    complete={checks.complete}
                    onCaretLine={checks.onCaretLine}
                    takeOverFrom={plainText}
                    onAttached={onAttached}
                  />
                )}
              </>
            )
          }
          second={
            <PicturePane
              picture={picture.store}
              handle={picture.handle}
              stageRef={picture.containerRef}
              engine={engineState}
              onRetry={retry}
              caretLine={checks.caretLine}
              notice={canvas.notice}
              onDismissNotice={canvas.dismissNotice}
              controls={previewControls}
            />
          }
        />
      </section>
    </EditorActionsContext>
  );
}
