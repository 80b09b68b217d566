// The Renderer page: paste or open a spec, see it rendered, read its diagnostics, export it and share a link.
// This file wires state only: the page reads the session's storage status and other tab's version, never the text
// (SourceView reads it, RendererPanes owns the picture), so a keystroke does not re-render the page.
import { useCallback, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession, useSessionSelector } from '../../session';
import { DeletedElsewhereNotice, OtherTabNotice, StorageNotice } from '../../shared/document';
import { useEngine } from '../../shared/lazyModules/useEngine';
import { batchAddress, isBatchSearch } from '../../shared/links/links';
import { initialSourceKey, resolveInitialSource, type InitialSource } from '../../shared/opening/initialSource';
import { usePageTitle } from '../../shared/pageFacts/usePageTitle';
import { Notice, type NoticeMessage } from '../../shared/panels/Notice';
import { BatchCheckLoader } from './batch/BatchCheckLoader';
import { RendererPanes } from './RendererPanes';
import { selectDeletedElsewhere, selectOtherTab, selectStorage } from './sessionParts';
import { useRendererStart } from './useRendererStart';
import './renderer.css';

export default function RendererPage() {
  usePageTitle('Renderer');
  const { search, hash } = useLocation();
  // Kept above the workspace, so a notice survives the workspace starting over on a new address.
  const [notice, setNotice] = useState(() => noticeOf(resolveInitialSource(search, hash)));
  if (isBatchSearch(search)) return <BatchCheckLoader />;
  // Another link or gallery card while on the page (back/forward, a pasted address) starts the workspace over from it.
  return <RendererWorkspace key={initialSourceKey(search, hash)} search={search} hash={hash} notice={notice} setNotice={setNotice} />;
}

function noticeOf(first: InitialSource): NoticeMessage | null {
  return first.kind === 'current' && first.notice ? { tone: 'error', text: first.notice } : null;
}

interface WorkspaceProps {
  search: string;
  hash: string;
  notice: NoticeMessage | null;
  setNotice(notice: NoticeMessage | null): void;
}

function RendererWorkspace({ search, hash, notice, setNotice }: WorkspaceProps) {
  const [first] = useState(() => resolveInitialSource(search, hash));
  const session = useSession();
  const engine = useEngine();
  const started = useRendererStart(first, session, setNotice);
  const storage = useSessionSelector(selectStorage);
  const otherTab = useSessionSelector(selectOtherTab);
  const deletedElsewhere = useSessionSelector(selectDeletedElsewhere);
  const dismissNotice = useCallback(() => setNotice(null), [setNotice]);

  return (
    <section className="renderer-page">
      <h1>Renderer</h1>
      <p className="renderer-page__intro">
        Paste or open an infographic spec, see it rendered, read its diagnostics, export it and share a link.{' '}
        <Link to={batchAddress()}>Check many specs</Link>
      </p>
      <Notice notice={notice} onDismiss={dismissNotice} />
      <StorageNotice status={storage} />
      <OtherTabNotice change={otherTab} onLoad={session.acceptOtherTab} onKeep={session.keepMine} />
      <DeletedElsewhereNotice deleted={deletedElsewhere} onKeep={session.keepAsNewDocument} />
      <RendererPanes started={started} engine={engine} showNotice={setNotice} />
    </section>
  );
}
