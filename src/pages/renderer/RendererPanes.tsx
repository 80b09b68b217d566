// The Renderer's two panes: the text view, and the picture with what reads it (diagnostics, exports, share, text
// alternative). This part owns the picture, so a new picture re-renders it and not the page around it.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { lineRange } from '../../engine';
import { useSession } from '../../session';
import { DiagnosticsList } from '../../shared/diagnostics/DiagnosticsList';
import { useDiagnosticActions } from '../../shared/diagnostics/useDiagnosticActions';
import { ExportMenu } from '../../shared/export/ExportMenu';
import { guardSourcePastes } from '../../shared/generation/answerPaste';
import type { UseEngine } from '../../shared/lazyModules/useEngine';
import { documentAddress } from '../../shared/links/links';
import { ShareButton } from '../../shared/links/ShareButton';
import type { NoticeMessage } from '../../shared/panels/Notice';
import { Preview } from '../../shared/preview/Preview';
import { TextAlternative } from '../../shared/preview/TextAlternative';
import { useInfographic } from '../../shared/preview/useInfographic';
import { TryTemplatesButton } from '../../shared/tryTemplates/TryTemplatesButton';
import { SourceView } from './SourceView';
import { usePreviewFollowsSession } from './usePreviewFollowsSession';
import { useRendererActions } from './useRendererActions';

interface Props {
  started: boolean;
  engine: UseEngine;
  showNotice(notice: NoticeMessage): void;
}

/** Selects a 1-based line of the field and brings it into view, a third of the way down. */
function selectLineIn(field: HTMLTextAreaElement | null, line: number): void {
  if (!field) return;
  const { start, end } = lineRange(field.value, line);
  field.focus();
  field.setSelectionRange(start, end);
  const lineHeight = Number.parseFloat(getComputedStyle(field).lineHeight) || 20;
  field.scrollTop = Math.max(0, (line - 1) * lineHeight - field.clientHeight / 3);
}

export function RendererPanes({ started, engine: { state: engineState, retry }, showNotice }: Props) {
  const session = useSession();
  const engine = engineState.engine;
  const picture = useInfographic(engine);
  const renderNow = usePreviewFollowsSession(session, picture.render, started);
  const actions = useRendererActions(session, engine, showNotice);
  const { currentText } = actions;
  const textarea = useRef<HTMLTextAreaElement>(null);

  // A pasted chat answer goes in as its infographic block, a paste past the size limit is refused, and the page says so.
  useEffect(() => {
    const field = textarea.current;
    if (!started || !field) return;
    return guardSourcePastes(field, showNotice);
  }, [started, showNotice]);

  const templates = useMemo(() => engine?.templates() ?? null, [engine]);
  const onRender = useCallback(() => {
    const text = currentText();
    if (text !== null) renderNow(text);
  }, [currentText, renderNow]);
  const openFile = useCallback((file: File) => void actions.openFile(file), [actions]);
  const selectLine = useCallback((line: number) => selectLineIn(textarea.current, line), []);
  // The router's path (not window.location's), so the link names this page under whatever history the app runs with.
  const { pathname } = useLocation();
  const pageUrl = useCallback(() => `${window.location.origin}${pathname}`, [pathname]);
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
    <div className="renderer-page__panes">
      <div className="renderer-page__source">
        <SourceView
          started={started}
          templates={templates}
          textareaRef={textarea}
          canRender={!!engine && started}
          onRender={onRender}
          onOpenFile={openFile}
          onTemplateChange={actions.changeTemplate}
          onUseSample={actions.takeSample}
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
          <TryTemplatesButton engine={engine} getSource={currentText} onChoose={actions.tryTemplate} />
          <p className="renderer-page__editor-link">
            <Link to={documentAddress('editor')}>Open in Editor</Link>
          </p>
        </div>
        <TextAlternative spec={picture.state.hasPicture ? (picture.handle()?.options ?? null) : null} />
      </div>
    </div>
  );
}
