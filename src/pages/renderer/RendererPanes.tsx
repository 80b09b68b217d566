// The Renderer's workspace: the bar of menus (File, Export, Share, View, Tools) over two panes, the text view with its
// diagnostics docked under it, and the picture with its text alternative. This part owns the picture, so a new picture
// re-renders it and not the page around it.
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { lineRange } from '../../engine';
import { useSession } from '../../session';
import { DiagnosticsList } from '../../shared/diagnostics/DiagnosticsList';
import { useDiagnosticActions } from '../../shared/diagnostics/useDiagnosticActions';
import { ExportMenu } from '../../shared/export/ExportMenu';
import { guardSourcePastes } from '../../shared/generation/answerPaste';
import type { UseEngine } from '../../shared/lazyModules/useEngine';
import { addressPictureText } from '../../shared/links/addressPicture';
import { batchAddress, documentAddress } from '../../shared/links/links';
import { ActionMenu } from '../../shared/menus/ActionMenu';
import type { MenuDefinition } from '../../shared/menus/menuEntries';
import { chooseFile, OpenFileInput } from '../../shared/opening/OpenFileButton';
import { ViewMenu } from '../../shared/preview/ViewMenu';
import { SplitView } from '../../shared/workspace/SplitView';
import { ShareMenu } from '../../shared/links/ShareMenu';
import type { NoticeMessage } from '../../shared/panels/Notice';
import { Preview, type PreviewControls } from '../../shared/preview/Preview';
import { TextAlternative } from '../../shared/preview/TextAlternative';
import { useInfographic } from '../../shared/preview/useInfographic';
import { useTryTemplates } from '../../shared/tryTemplates/useTryTemplates';
import { SourceView, TemplateChoice } from './SourceView';
import { usePreviewFollowsSession } from './usePreviewFollowsSession';
import { useRendererActions } from './useRendererActions';
import { useT } from '../../i18n/react';
import { pageTitle } from '../../shared/pageFacts/pageFacts';

interface Props {
  started: boolean;
  engine: UseEngine;
  showNotice(notice: NoticeMessage): void;
  /** The page's notices, under the bar. */
  notices: ReactNode;
}

const SOURCE_PANE_ID = 'renderer-source-pane';
const SPLIT_KEY = 'infographic-preview.renderer.split';

/** Selects a 1-based line of the field and brings it into view, a third of the way down. */
function selectLineIn(field: HTMLTextAreaElement | null, line: number): void {
  if (!field) return;
  const { start, end } = lineRange(field.value, line);
  field.focus();
  field.setSelectionRange(start, end);
  const lineHeight = Number.parseFloat(getComputedStyle(field).lineHeight) || 20;
  field.scrollTop = Math.max(0, (line - 1) * lineHeight - field.clientHeight / 3);
}

export function RendererPanes({ started, engine: { state: engineState, retry }, showNotice, notices }: Props) {
  const t = useT();
  const session = useSession();
  const engine = engineState.engine;
  const picture = useInfographic(engine);
  // The router's address (not window.location's), so the link names this page under whatever history the app runs with.
  const { pathname, search, hash } = useLocation();
  // A link's text is drawn as soon as the engine is in, not after storage has been read and the link opened.
  const firstText = useMemo(() => addressPictureText(search, hash), [search, hash]);
  const renderNow = usePreviewFollowsSession(session, picture.render, started, firstText);
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
  const previewControls = useRef<PreviewControls | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const tryTemplates = useTryTemplates(engine, currentText, actions.tryTemplate);
  const file: MenuDefinition = {
    label: t('renderer.menu.file'),
    entries: [
      { kind: 'action', id: 'open-file', label: t('renderer.menu.openFile'), run: () => chooseFile(fileInput) },
      { kind: 'link', id: 'batch', label: t('renderer.menu.batch'), to: batchAddress() },
    ],
  };
  const tools: MenuDefinition = {
    label: t('renderer.menu.tools'),
    entries: [
      {
        kind: 'action',
        id: 'try-templates',
        label: t('renderer.menu.tryTemplates'),
        disabled: !tryTemplates.available,
        opensDialog: true,
        run: tryTemplates.open,
      },
      { kind: 'link', id: 'restyle', label: t('renderer.menu.restyle'), to: documentAddress('style') },
    ],
  };

  return (
    <>
      <div className="workspace__bar">
        <h1 className="workspace__title">{pageTitle('renderer')}</h1>
        <ActionMenu menu={file} className="menu-button--file" />
        <OpenFileInput inputRef={fileInput} onFile={openFile} />
        <ExportMenu
          engine={engine}
          handle={picture.handle}
          hasPicture={picture.state.hasPicture}
          stale={picture.state.stale}
          source={currentText}
        />
        <ShareMenu
          getSource={currentText}
          pageUrl={pageUrl}
          more={[{ kind: 'link', id: 'open-in-editor', label: t('renderer.menu.openInEditor'), to: documentAddress('editor') }]}
        />
        <ViewMenu controls={previewControls} />
        <ActionMenu menu={tools} className="menu-button--tools" />
        <div className="workspace__actions">
          <TemplateChoice
            started={started}
            templates={templates}
            onTemplateChange={actions.changeTemplate}
            onUseSample={actions.takeSample}
          />
          <button type="button" className="button--primary" onClick={onRender} disabled={!engine || !started}>
            {t('renderer.render')}
          </button>
        </div>
        {tryTemplates.dialog}
        <div className="workspace__notices">{notices}</div>
      </div>
      <SplitView
        firstId={SOURCE_PANE_ID}
        firstLabel={t('renderer.pane.code')}
        secondLabel={t('renderer.pane.picture')}
        storageKey={SPLIT_KEY}
        first={
          <>
            <SourceView started={started} textareaRef={textarea} onOpenFile={openFile} />
            <DiagnosticsList
              diagnostics={picture.state.diagnostics}
              checked={picture.state.checked}
              onSelectLine={selectLine}
              fixesOf={diagnosticActions.fixesOf}
              onHighlight={diagnosticActions.onHighlight}
            />
          </>
        }
        second={
          <>
            <Preview
              stageRef={picture.containerRef}
              picture={picture.state}
              engine={engineState}
              onRetry={retry}
              outline={diagnosticActions.outline}
              controlsRef={previewControls}
            />
            <TextAlternative spec={picture.state.hasPicture ? (picture.handle()?.options ?? null) : null} />
          </>
        }
      />
    </>
  );
}
