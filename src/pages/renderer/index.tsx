// The Renderer page: paste or open a spec, see it rendered, read its diagnostics, export it and share a link.
// This file wires state only: the page reads the session's storage status and other tab's version, never the text
// (SourceView reads it, RendererPanes owns the picture), so a keystroke does not re-render the page.
import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { usePageActions } from '../../actions/ActionsProvider';
import { MENU_BUTTON_KEYS } from '../../shared/menus/ActionMenu';
import { PANE_TAB_KEYS, SPLIT_KEYS } from '../../shared/workspace/splitSize';
import { useSession, useSessionSelector } from '../../session';
import { DeletedElsewhereNotice, OtherTabNotice, StorageNotice } from '../../shared/document';
import { DocumentSwitcher } from '../../shared/documents/DocumentSwitcher';
import { useEngine } from '../../shared/lazyModules/useEngine';
import { isBatchSearch } from '../../shared/links/links';
import { OpenedNotice } from '../../session/OpenedNotice';
import { useAddressOpen } from '../../session/useAddressOpen';
import { usePageTitle } from '../../shared/pageFacts/usePageTitle';
import { pageTitle } from '../../shared/pageFacts/pageFacts';
import { useT } from '../../i18n/react';
import { Notice, type NoticeMessage } from '../../shared/panels/Notice';
import { PAN_ZOOM_KEYS } from '../../shared/preview/usePanZoom';
import { BatchCheckLoader } from './batch/BatchCheckLoader';
import { TEMPLATE_PICKER_KEYS } from './components/TemplatePicker';
import { RendererPanes } from './RendererPanes';
import { RENDERER_ACTIONS, type RendererActionContext } from './rendererActions';
import { selectDeletedElsewhere, selectOtherTab, selectStorage } from './sessionParts';
import './renderer.css';

/** The page's keys, listed in Keyboard shortcuts (each is handled on its own element). */
export const RENDERER_WIDGET_KEYS = [MENU_BUTTON_KEYS, TEMPLATE_PICKER_KEYS, SPLIT_KEYS, PANE_TAB_KEYS, PAN_ZOOM_KEYS];

export default function RendererPage() {
  useT();
  usePageTitle(pageTitle('renderer'));
  const session = useSession();
  const context = useMemo<RendererActionContext>(() => ({ session }), [session]);
  usePageActions({ scope: 'renderer', actions: RENDERER_ACTIONS, context, widgets: RENDERER_WIDGET_KEYS });
  const { search } = useLocation();
  return (
    <>
      {/* The open document's name in the header, the same over a batch check and the workspace. */}
      <DocumentSwitcher session={session} />
      {isBatchSearch(search) ? <BatchCheckLoader /> : <RendererWorkspace />}
    </>
  );
}

function RendererWorkspace() {
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const session = useSession();
  const engine = useEngine();
  // What the address asks for (a link, a template) is opened first; another address later (back/forward) opens again.
  const started = useAddressOpen(session, setNotice);
  const storage = useSessionSelector(selectStorage);
  const otherTab = useSessionSelector(selectOtherTab);
  const deletedElsewhere = useSessionSelector(selectDeletedElsewhere);
  const dismissNotice = useCallback(() => setNotice(null), []);

  return (
    <section className="workspace renderer-page">
      <RendererPanes
        started={started}
        engine={engine}
        showNotice={setNotice}
        notices={
          <>
            <Notice notice={notice} onDismiss={dismissNotice} />
            <OpenedNotice session={session} />
            <StorageNotice status={storage} />
            <OtherTabNotice change={otherTab} onLoad={session.acceptOtherTab} onKeep={session.keepMine} />
            <DeletedElsewhereNotice deleted={deletedElsewhere} onKeep={session.keepAsNewDocument} />
          </>
        }
      />
    </section>
  );
}
