// The Renderer page: paste or open a spec, see it rendered, read its diagnostics, export it and share a link.
// This file holds the page's state and wires the panels; the panels only draw, the logic sits in plain modules.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { lineRange, templateOfSource, withTemplate } from '../../engine';
import { DiagnosticsList } from '../../shared/diagnostics/DiagnosticsList';
import { OtherTabNotice, StorageNotice, useDocumentStore } from '../../shared/document';
import { useSession, type SessionReplaceReason } from '../../session';
import { ExportMenu } from '../../shared/export/ExportMenu';
import { batchAddress, documentAddress, isBatchSearch } from '../../shared/links/links';
import { useLivePreviewScheduler } from '../../shared/scheduling/livePreviewScheduler';
import { Notice, type NoticeMessage } from '../../shared/panels/Notice';
import { Preview } from '../../shared/preview/Preview';
import { ShareButton } from '../../shared/links/ShareButton';
import { TextAlternative } from '../../shared/preview/TextAlternative';
import { CHAT_ANSWER_NOTICE } from '../../shared/generation/answer';
import { takeChatAnswerPastes } from '../../shared/generation/answerPaste';
import { readSpecFile } from '../../shared/opening/specFile';
import { TryTemplatesButton } from '../../shared/tryTemplates/TryTemplatesButton';
import { useDiagnosticActions } from '../../shared/diagnostics/useDiagnosticActions';
import { useEngine } from '../../shared/lazyModules/useEngine';
import { useInfographic } from '../../shared/preview/useInfographic';
import { usePageTitle } from '../../shared/pageFacts/usePageTitle';
import { BatchCheckLoader } from './batch/BatchCheckLoader';
import { SourcePanel } from './components/SourcePanel';
import { TemplatePicker } from './components/TemplatePicker';
import { initialSourceKey, resolveInitialSource, type InitialSource } from '../../shared/opening/initialSource';
import { readInitialText } from '../../shared/opening/initialText';
import './renderer.css';

export default function RendererPage() {
  usePageTitle('Renderer');
  const { search, hash } = useLocation();
  if (isBatchSearch(search)) return <BatchCheckLoader />;
  // Another link or gallery card while on the page (back/forward, a pasted address) starts the workspace over from it.
  return <RendererWorkspace key={initialSourceKey(search, hash)} search={search} hash={hash} />;
}

function noticeOf(first: InitialSource): NoticeMessage | null {
  return first.kind === 'current' && first.notice ? { tone: 'error', text: first.notice } : null;
}

function RendererWorkspace({ search, hash }: { search: string; hash: string }) {
  const [first] = useState(() => resolveInitialSource(search, hash));
  // The text is the app's current document: it survives a reload and is what the other pages open.
  const { state: documentState, store } = useDocumentStore();
  // Every change of the text is a session command (the session keeps replaced texts in History).
  const session = useSession();
  const { state: engineState, retry } = useEngine();
  const engine = engineState.engine;
  const picture = useInfographic(engine);
  const renderPicture = picture.render;

  // False until the stored document is read and the link or template the address names is in it.
  const [started, setStarted] = useState(false);
  const source = started ? documentState.document.source : null;
  const [notice, setNotice] = useState<NoticeMessage | null>(() => noticeOf(first));
  const textarea = useRef<HTMLTextAreaElement>(null);

  // Keystrokes draw in the next frame (or after a typing pause once renders are slow); explicit actions draw at once.
  const renderLater = useLivePreviewScheduler(renderPicture);
  /** Explicit actions render at once and drop a pending keystroke render (which would bring older text back). */
  const renderNow = useCallback(
    (text: string) => {
      renderLater.cancel();
      renderPicture(text);
    },
    [renderLater, renderPicture],
  );
  /** Replaces the whole text (file, sample, template) and renders it. */
  const replaceSource = useCallback(
    (text: string, reason: SessionReplaceReason) => {
      session.replace(text, reason);
      renderNow(text);
    },
    [session, renderNow],
  );

  // The start: the stored document, then the link's text or the template's sample (which needs the engine) over it.
  useEffect(() => {
    let live = true;
    const start = async () => {
      await store.whenLoaded();
      const read = await readInitialText(first);
      if (!live) return;
      // A current-document notice is shown from the first render (noticeOf).
      if (read.notice && first.kind !== 'current') setNotice({ tone: 'error', text: read.notice });
      if (read.text !== null) session.replace(read.text, read.reason);
      if (read.text !== null && read.info) setNotice({ tone: 'info', text: read.info });
      setStarted(true);
      renderPicture(store.getSnapshot().document.source);
    };
    void start();
    return () => {
      live = false;
    };
  }, [first, store, session, renderPicture]);

  // Another tab's version, once the user takes it, is drawn at once.
  useEffect(
    () =>
      store.onEvent((event, document) => {
        if (event.type === 'source-replaced' && event.reason === 'other-tab') renderNow(document.source);
      }),
    [store, renderNow],
  );

  // A pasted chat answer goes in as its infographic block, and the page says so.
  useEffect(() => {
    const field = textarea.current;
    if (!started || !field) return;
    return takeChatAnswerPastes(field, () => setNotice({ tone: 'info', text: CHAT_ANSWER_NOTICE }));
  }, [started]);

  const onSourceChange = useCallback(
    (text: string) => {
      session.type(text);
      renderLater.schedule(text);
    },
    [session, renderLater],
  );

  const templates = useMemo(() => engine?.templates() ?? null, [engine]);
  const currentTemplate = source === null ? null : templateOfSource(source);

  const currentText = useCallback(() => (store.getSnapshot().loaded ? store.getSnapshot().document.source : null), [store]);

  const onTemplateChange = useCallback(
    (template: string) => {
      const text = currentText();
      if (text === null) return;
      const rewritten = withTemplate(text, template);
      if (rewritten === null) {
        setNotice({ tone: 'error', text: 'The template could not be changed: the JSON source does not parse. Fix it first.' });
        return;
      }
      replaceSource(rewritten, 'template');
    },
    [currentText, replaceSource],
  );

  const onTryTemplate = useCallback((text: string) => replaceSource(text, 'template'), [replaceSource]);

  const onUseSample = useCallback(() => {
    const text = currentText();
    const template = text === null ? null : templateOfSource(text);
    if (!engine || !template) return;
    replaceSource(engine.sampleSource(template), 'template');
  }, [engine, currentText, replaceSource]);

  const onOpenFile = useCallback(
    async (file: File) => {
      const result = await readSpecFile(file);
      if (!result.ok) {
        setNotice({ tone: 'error', text: result.message });
        return;
      }
      setNotice({ tone: 'info', text: `Opened “${result.name}”.${result.notice ? ` ${result.notice}` : ''}` });
      replaceSource(result.text, 'file');
    },
    [replaceSource],
  );

  const selectLine = useCallback((line: number) => {
    const field = textarea.current;
    if (!field) return;
    const { start, end } = lineRange(field.value, line);
    field.focus();
    field.setSelectionRange(start, end);
    // Bring the line into view, a third of the way down the field.
    const lineHeight = Number.parseFloat(getComputedStyle(field).lineHeight) || 20;
    field.scrollTop = Math.max(0, (line - 1) * lineHeight - field.clientHeight / 3);
  }, []);

  const onRender = useCallback(() => {
    const text = currentText();
    if (text !== null) renderNow(text);
  }, [currentText, renderNow]);
  // The router's path (not window.location's), so the link names this page under whatever history the app runs with.
  const { pathname } = useLocation();
  const pageUrl = useCallback(() => `${window.location.origin}${pathname}`, [pathname]);
  const dismissNotice = useCallback(() => setNotice(null), []);
  // A one-click fix rewrites the text like an edit and draws it at once.
  const applyFix = useCallback(
    (text: string) => {
      session.type(text);
      renderNow(text);
    },
    [session, renderNow],
  );
  const pictureHandle = picture.handle;
  const redrawPicture = useCallback(() => pictureHandle()?.redraw(), [pictureHandle]);
  const diagnosticActions = useDiagnosticActions(currentText, applyFix, picture.state.diagnostics, redrawPicture);

  return (
    <section className="renderer-page">
      <h1>Renderer</h1>
      <p className="renderer-page__intro">
        Paste or open an infographic spec, see it rendered, read its diagnostics, export it and share a link.{' '}
        <Link to={batchAddress()}>Check many specs</Link>
      </p>
      <Notice notice={notice} onDismiss={dismissNotice} />
      <StorageNotice status={documentState.storage} />
      <OtherTabNotice change={documentState.externalChange} onLoad={session.acceptOtherTab} onKeep={session.keepMine} />
      <div className="renderer-page__panes">
        <div className="renderer-page__source">
          <SourcePanel
            source={source}
            onChange={onSourceChange}
            textareaRef={textarea}
            onOpenFile={onOpenFile}
            onRender={onRender}
            canRender={!!engine && source !== null}
            picker={<TemplatePicker templates={templates} value={currentTemplate} onChange={onTemplateChange} onUseSample={onUseSample} />}
          />
          <DiagnosticsList
            diagnostics={picture.state.diagnostics}
            checked={picture.state.checked}
            onSelectLine={selectLine}
            fixesOf={diagnosticActions.fixesOf}
            onHighlight={diagnosticActions.onHighlight}
          />
        </div>
        <div className="renderer-page__output">
          <Preview
            stageRef={picture.containerRef}
            picture={picture.state}
            engine={engineState}
            onRetry={retry}
            outline={diagnosticActions.outline}
          />
          <div className="renderer-page__actions">
            <ExportMenu
              engine={engine}
              handle={picture.handle}
              hasPicture={picture.state.hasPicture}
              stale={picture.state.stale}
              source={currentText}
            />
            <ShareButton getSource={currentText} pageUrl={pageUrl} />
            <TryTemplatesButton engine={engine} getSource={currentText} onChoose={onTryTemplate} />
            <p className="renderer-page__editor-link">
              <Link to={documentAddress('editor')}>Open in Editor</Link>
            </p>
          </div>
          <TextAlternative spec={picture.state.hasPicture ? (picture.handle()?.options ?? null) : null} />
        </div>
      </div>
    </section>
  );
}
