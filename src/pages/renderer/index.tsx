// The Renderer page: paste or open a spec, see it rendered, read its diagnostics, export it and share a link.
// This file holds the page's state and wires the panels; the panels only draw, the logic sits in plain modules.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { lineRange, loadEngine, templateOfSource, withTemplate } from '../../engine';
import { useDebouncedCallback } from '../../shared/debounce';
import { readSpecFile } from '../../shared/specFile';
import { useEngine } from '../../shared/useEngine';
import { useInfographic } from '../../shared/useInfographic';
import { usePageTitle } from '../../shared/usePageTitle';
import { DiagnosticsList } from './components/DiagnosticsList';
import { ExportMenu } from './components/ExportMenu';
import { Notice, type NoticeMessage } from './components/Notice';
import { PreviewPane } from './components/PreviewPane';
import { ShareButton } from './components/ShareButton';
import { SourcePanel } from './components/SourcePanel';
import { TemplatePicker } from './components/TemplatePicker';
import { DEFAULT_SOURCE } from './defaultSource';
import { initialSourceKey, resolveInitialSource, templateSample, type InitialSource } from './initialSource';
import { RENDER_DEBOUNCE_MS } from './renderTiming';
import './renderer.css';

export default function RendererPage() {
  usePageTitle('Renderer');
  const { search, hash } = useLocation();
  // Another link or gallery card while on the page (back/forward, a pasted address) starts the workspace over from it.
  return <RendererWorkspace key={initialSourceKey(search, hash)} search={search} hash={hash} />;
}

function noticeOf(first: InitialSource): NoticeMessage | null {
  return first.kind === 'text' && first.notice ? { tone: 'error', text: first.notice } : null;
}

function RendererWorkspace({ search, hash }: { search: string; hash: string }) {
  const [first] = useState(() => resolveInitialSource(search, hash));
  const { state: engineState, retry } = useEngine();
  const engine = engineState.engine;
  const picture = useInfographic(engine);
  const renderPicture = picture.render;

  // null while a template's sample waits for the engine's catalogue.
  const [source, setSourceState] = useState<string | null>(first.kind === 'text' ? first.text : null);
  const [notice, setNotice] = useState<NoticeMessage | null>(() => noticeOf(first));
  const sourceRef = useRef(source);
  const textarea = useRef<HTMLTextAreaElement>(null);

  const setSource = useCallback((text: string | null) => {
    sourceRef.current = text;
    setSourceState(text);
  }, []);

  const renderLater = useDebouncedCallback(renderPicture, RENDER_DEBOUNCE_MS);
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
    (text: string) => {
      setSource(text);
      renderNow(text);
    },
    [setSource, renderNow],
  );

  // The first picture: drawn as soon as the engine is there (a template's sample first needs its catalogue).
  useEffect(() => {
    if (first.kind === 'text') {
      renderPicture(first.text);
      return;
    }
    let live = true;
    loadEngine().then(
      (loaded) => {
        if (!live) return;
        const sample = templateSample(
          first.template,
          loaded.templates().map((t) => t.name),
          (name) => loaded.sampleSource(name),
        );
        if (sample.notice) setNotice({ tone: 'error', text: sample.notice });
        replaceSource(sample.text);
      },
      () => {
        if (!live) return;
        // The preview shows the load failure and its Retry; the default sample waits to be drawn.
        setNotice({ tone: 'error', text: `The sample for “${first.template}” needs the rendering engine, which could not be loaded.` });
        replaceSource(DEFAULT_SOURCE);
      },
    );
    return () => {
      live = false;
    };
  }, [first, renderPicture, replaceSource, setSource]);

  const onSourceChange = useCallback(
    (text: string) => {
      setSource(text);
      renderLater(text);
    },
    [setSource, renderLater],
  );

  const templates = useMemo(() => engine?.templates() ?? null, [engine]);
  const currentTemplate = source === null ? null : templateOfSource(source);

  const onTemplateChange = useCallback(
    (template: string) => {
      const text = sourceRef.current;
      if (text === null) return;
      const rewritten = withTemplate(text, template);
      if (rewritten === null) {
        setNotice({ tone: 'error', text: 'The template could not be changed: the JSON source does not parse. Fix it first.' });
        return;
      }
      replaceSource(rewritten);
    },
    [replaceSource],
  );

  const onUseSample = useCallback(() => {
    const text = sourceRef.current;
    const template = text === null ? null : templateOfSource(text);
    if (!engine || !template) return;
    replaceSource(engine.sampleSource(template));
  }, [engine, replaceSource]);

  const onOpenFile = useCallback(
    async (file: File) => {
      const result = await readSpecFile(file);
      if (!result.ok) {
        setNotice({ tone: 'error', text: result.message });
        return;
      }
      setNotice({ tone: 'info', text: `Opened “${result.name}”.` });
      replaceSource(result.text);
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
    if (sourceRef.current !== null) renderNow(sourceRef.current);
  }, [renderNow]);
  const getSource = useCallback(() => sourceRef.current, []);
  // The router's path (not window.location's), so the link names this page under whatever history the app runs with.
  const { pathname } = useLocation();
  const pageUrl = useCallback(() => `${window.location.origin}${pathname}`, [pathname]);
  const dismissNotice = useCallback(() => setNotice(null), []);

  return (
    <section className="renderer-page">
      <h1>Renderer</h1>
      <p className="renderer-page__intro">
        Paste or open an infographic spec, see it rendered, read its diagnostics, export it and share a link.
      </p>
      <Notice notice={notice} onDismiss={dismissNotice} />
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
          <DiagnosticsList diagnostics={picture.state.diagnostics} checked={picture.state.checked} onSelectLine={selectLine} />
        </div>
        <div className="renderer-page__output">
          <PreviewPane stageRef={picture.containerRef} picture={picture.state} engine={engineState} onRetry={retry} />
          <div className="renderer-page__actions">
            <ExportMenu engine={engine} handle={picture.handle} hasPicture={picture.state.hasPicture} stale={picture.state.stale} />
            <ShareButton getSource={getSource} pageUrl={pageUrl} />
          </div>
        </div>
      </div>
    </section>
  );
}
