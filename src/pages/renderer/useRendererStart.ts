// The Renderer's start: the stored document first; a share link's text then opens as a new named document (the one open
// before stays, in the Editor's Documents) and the address is cleared, so a reload does not open it again; a template's
// sample replaces the text, as a template change does.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Session } from '../../session';
import type { InitialSource } from '../../shared/opening/initialSource';
import { readInitialText } from '../../shared/opening/initialText';
import { PAGES } from '../../shared/pageFacts/pageFacts';
import type { NoticeMessage } from '../../shared/panels/Notice';

/** Says where the document open before went when a link or a file opened as a new one. */
export const KEPT_BEFORE = 'The document open before is kept: the Editor’s Documents list it.';

/** True once the stored document is read and the address's text is in it; notices go to `showNotice`. */
export function useRendererStart(first: InitialSource, session: Session, showNotice: (notice: NoticeMessage) => void): boolean {
  const [started, setStarted] = useState(false);
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    const start = async () => {
      await session.whenLoaded();
      const read = await readInitialText(first);
      if (!live) return;
      if (read.notice) showNotice({ tone: 'error', text: read.notice });
      if (read.text !== null && read.reason === 'link') {
        await session.newDocument(read.text);
        if (!live) return;
        showNotice({ tone: 'info', text: `${read.info ? `${read.info} ` : ''}Opened the link as a new document. ${KEPT_BEFORE}` });
        // The page starts over on the plain address, from the document just opened.
        return void navigate(PAGES.renderer.path, { replace: true });
      }
      if (read.text !== null) session.replace(read.text, read.reason);
      setStarted(true);
    };
    void start();
    return () => {
      live = false;
    };
  }, [first, session, showNotice, navigate]);
  return started;
}
