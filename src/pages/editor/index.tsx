// The Editor page: the app's current document in a code editor (CodeMirror) beside its live preview.
// This file holds the page's state and wires the parts; the editor, the split and the lint mapping sit in their own modules.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Text } from '@codemirror/state';
import type { EditorView, ViewUpdate } from '@codemirror/view';
import { OtherTabNotice, RecoveryNotice, StorageNotice } from '../../shared/document';
import { useLivePreviewScheduler } from '../../shared/scheduling/livePreviewScheduler';
import { PAGES } from '../../shared/pageFacts/pageFacts';
import { Notice } from '../../shared/panels/Notice';
import { Preview } from '../../shared/preview/Preview';
import { TryTemplatesButton } from '../../shared/tryTemplates/TryTemplatesButton';
import { useEngine } from '../../shared/lazyModules/useEngine';
import { useInfographic } from '../../shared/preview/useInfographic';
import { TextAlternative } from '../../shared/preview/TextAlternative';
import { usePageTitle } from '../../shared/pageFacts/usePageTitle';
import { sessionChangeOf, useLoadedText, useSession, useSessionSelector } from '../../session';
import type { DocumentStoreState } from '../../shared/document';
import { infographicCompletions } from './code/completions';
import { toLintDiagnostics } from './code/lintDiagnostics';
import { EditorActions } from './actions/EditorActions';
import { EditorCommandButton, EditorCommandsContext } from './commands/EditorCommandButton';
import { PICTURE_PANE_CLASS } from './commands/keyPlace';
import { useEditorCommands } from './commands/useEditorCommands';
import { EditorOutput } from './actions/EditorOutput';
import { SourceEditor, SourceEditorPlaceholder } from './code/SourceEditor';
import { lintAgain } from './code/sourceEditor';
import { EditorHistory } from './history/EditorHistory';
import { KeepMineAsCopy } from './history/KeepMineAsCopy';
import { useCanvasEditing } from './canvas/useCanvasEditing';
import { SplitView } from './split/SplitView';
import './editor.css';

const PAGE = PAGES.editor;
const SOURCE_PANE_ID = 'editor-source-pane';
/** The picture is editable: texts, moves and styles made on it are written back into the source. */
const CANVAS_SETTINGS = { editable: true } as const;
// What the page shows of the session: not the text, so a keystroke does not re-render the page.
const selectStorage = (state: DocumentStoreState) => state.storage;
const selectExternalChange = (state: DocumentStoreState) => state.externalChange;
const selectRecoveredCount = (state: DocumentStoreState) => state.recovered.length;
const selectDocumentId = (state: DocumentStoreState) => state.documentId;

export default function EditorPage() {
  usePageTitle(PAGE.title);
  const session = useSession();
  const storage = useSessionSelector(selectStorage, session);
  const externalChange = useSessionSelector(selectExternalChange, session);
  const recoveredCount = useSessionSelector(selectRecoveredCount, session);
  // Another named document opened: a fresh editor over its text, with an undo history of its own.
  const documentId = useSessionSelector(selectDocumentId, session);
  const { state: engineState, retry } = useEngine();
  const engine = engineState.engine;
  const picture = useInfographic(engine);
  const drawPicture = picture.render;
  const renderPicture = useCallback((text: string) => drawPicture(text, CANVAS_SETTINGS), [drawPicture]);
  const renderLater = useLivePreviewScheduler(renderPicture);
  const view = useRef<EditorView | null>(null);
  // The text the editor opens with: null until the stored document is read.
  const [initialText, setInitialText] = useState<string | null>(null);

  const openDocument = useCallback(
    (text: string) => {
      setInitialText(text);
      renderPicture(text);
    },
    [renderPicture],
  );
  useLoadedText(session, openDocument);

  const canvas = useCanvasEditing({
    engine,
    handle: picture.handle,
    pictureVersion: picture.state.version,
    stageRef: picture.containerRef,
    viewRef: view,
    redraw: renderPicture,
  });

  // The session already has the text (the editor's sync extension); a whole new text is drawn at once, typing when it pauses.
  const onChange = useCallback(
    (text: string, update: ViewUpdate) => {
      if (!sessionChangeOf(update)) return renderLater.schedule(text);
      renderLater.cancel();
      renderPicture(text);
    },
    [renderLater, renderPicture],
  );

  // The picture's diagnostics when it is of this text (they carry the picture audit's findings), else a fresh check.
  const shown = useRef(picture.state);
  useEffect(() => {
    shown.current = picture.state;
  }, [picture.state]);
  const lint = useCallback(
    (doc: Text) => {
      if (!engine) return null;
      const text = doc.toString();
      const picture = shown.current;
      return toLintDiagnostics(doc, picture.checked && picture.source === text ? picture.diagnostics : engine.validate(text).diagnostics);
    },
    [engine],
  );
  // The editor reads the latest completion source when asked, so the lists fill in once the engine has loaded.
  const complete = useMemo(() => infographicCompletions(() => engine), [engine]);
  // The caret on an audit finding's line outlines the finding's element on the picture.
  const [caretLine, setCaretLine] = useState<number | null>(null);
  const outline = picture.state.diagnostics.find((d) => d.element && d.line === caretLine)?.element ?? null;
  // The engine arrived after the editor: check the text now rather than at the next keystroke. The same when the audit's
  // findings on the picture arrive (after its icons, often after the editor's own lint ran): they are set directly, since
  // CodeMirror's forceLinting only hurries a lint already scheduled by a change.
  useEffect(() => {
    if (engine && view.current) lintAgain(view.current);
  }, [engine, initialText, picture.state.diagnostics]);

  const ready = initialText !== null;
  const commands = useEditorCommands({ session, engine, view, ready, renderLater, renderPicture });
  const currentText = useCallback(() => session.getState().document.source, [session]);
  // The session's replace: one undo step takes the template back.
  const onTryTemplate = useCallback((text: string) => session.replace(text, 'template'), [session]);

  return (
    <EditorCommandsContext value={commands}>
      <section className="editor-page">
        <h1>{PAGE.title}</h1>
        <p className="editor-page__intro">{PAGE.description}</p>
        <StorageNotice status={storage} getText={currentText} />
        <RecoveryNotice count={recoveredCount} onDismiss={session.dismissRecovered} />
        <OtherTabNotice change={externalChange} onLoad={session.acceptOtherTab} onKeep={session.keepMine}>
          <KeepMineAsCopy session={session} />
        </OtherTabNotice>
        <EditorActions session={session} view={view} engine={engine} ready={ready} />
        <SplitView
          firstId={SOURCE_PANE_ID}
          first={
            <>
              <div className="editor-page__toolbar" role="toolbar" aria-label="Source">
                <EditorCommandButton id="show-problems" />
                <EditorCommandButton id="search" />
                <TryTemplatesButton engine={engine} getSource={currentText} onChoose={onTryTemplate} />
              </div>
              <EditorHistory session={session} view={view} engine={engine} />
              {!ready ? (
                <SourceEditorPlaceholder />
              ) : (
                <SourceEditor
                  key={documentId}
                  initialText={session.getState().document.source}
                  viewRef={view}
                  session={session}
                  onChange={onChange}
                  lint={lint}
                  complete={complete}
                  onCaretLine={setCaretLine}
                />
              )}
            </>
          }
          second={
            <div className={PICTURE_PANE_CLASS}>
              <Notice notice={canvas.notice} onDismiss={canvas.dismissNotice} />
              <Preview stageRef={picture.containerRef} picture={picture.state} engine={engineState} onRetry={retry} outline={outline} />
              <TextAlternative spec={picture.state.hasPicture ? (picture.handle()?.options ?? null) : null} />
            </div>
          }
        />
        <EditorOutput engine={engine} handle={picture.handle} picture={picture.state} session={session} ready={ready} />
      </section>
    </EditorCommandsContext>
  );
}
