// The Editor page: the app's current document in a code editor (CodeMirror) beside its live preview.
// This file holds the page's state and wires the parts; the editor, the split and the lint mapping sit in their own modules.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { forceLinting, openLintPanel } from '@codemirror/lint';
import { openSearchPanel } from '@codemirror/search';
import type { Text } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import { OtherTabNotice, StorageNotice, useDocumentStore, useLoadedDocument } from '../../shared/document';
import { useLivePreviewScheduler } from '../../shared/livePreviewScheduler';
import { PAGES } from '../../shared/pageFacts';
import { Preview } from '../../shared/preview/Preview';
import { useEngine } from '../../shared/useEngine';
import { useInfographic } from '../../shared/useInfographic';
import { usePageTitle } from '../../shared/usePageTitle';
import { infographicCompletions } from './code/completions';
import { toLintDiagnostics } from './code/lintDiagnostics';
import { SourceEditor, SourceEditorPlaceholder } from './code/SourceEditor';
import { replaceText } from './code/sourceEditor';
import { SplitView } from './split/SplitView';
import './editor.css';

const PAGE = PAGES.editor;
const SOURCE_PANE_ID = 'editor-source-pane';

export default function EditorPage() {
  usePageTitle(PAGE.title);
  const { state: documentState, store } = useDocumentStore();
  const { state: engineState, retry } = useEngine();
  const engine = engineState.engine;
  const picture = useInfographic(engine);
  const renderPicture = picture.render;
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
  useLoadedDocument(store, openDocument);

  // Another tab's version, once the user takes it, goes into the editor (one undoable change) and is drawn at once.
  useEffect(
    () =>
      store.onEvent((event, document) => {
        if (event.type !== 'source-replaced' || event.reason !== 'other-tab') return;
        if (view.current) replaceText(view.current, document.source);
        renderLater.cancel();
        renderPicture(document.source);
      }),
    [store, renderLater, renderPicture],
  );

  const onChange = useCallback(
    (text: string) => {
      store.setSource(text);
      renderLater.schedule(text);
    },
    [store, renderLater],
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
  // The engine arrived after the editor: check the text now rather than at the next keystroke.
  // The same when the audit's findings on the picture arrive.
  useEffect(() => {
    if (engine && view.current) forceLinting(view.current);
  }, [engine, initialText, picture.state.diagnostics]);

  return (
    <section className="editor-page">
      <h1>{PAGE.title}</h1>
      <p className="editor-page__intro">{PAGE.description}</p>
      <StorageNotice status={documentState.storage} />
      <OtherTabNotice change={documentState.externalChange} onLoad={store.acceptExternalChange} onKeep={store.dismissExternalChange} />
      <SplitView
        firstId={SOURCE_PANE_ID}
        first={
          <>
            <div className="editor-page__toolbar" role="toolbar" aria-label="Source">
              <button type="button" disabled={initialText === null} onClick={() => view.current && openLintPanel(view.current)}>
                Show problems
              </button>
              <button type="button" disabled={initialText === null} onClick={() => view.current && openSearchPanel(view.current)}>
                Search and replace
              </button>
            </div>
            {initialText === null ? (
              <SourceEditorPlaceholder />
            ) : (
              <SourceEditor
                initialText={initialText}
                viewRef={view}
                onChange={onChange}
                lint={lint}
                complete={complete}
                onCaretLine={setCaretLine}
              />
            )}
          </>
        }
        second={<Preview stageRef={picture.containerRef} picture={picture.state} engine={engineState} onRetry={retry} outline={outline} />}
      />
    </section>
  );
}
