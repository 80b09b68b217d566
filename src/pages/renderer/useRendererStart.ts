// The Renderer's start: the stored document first, then the text the address names (a link, a template's sample) put in it.
import { useEffect, useState } from 'react';
import type { Session } from '../../session';
import type { InitialSource } from '../../shared/opening/initialSource';
import { readInitialText } from '../../shared/opening/initialText';
import type { NoticeMessage } from '../../shared/panels/Notice';

/** True once the stored document is read and the address's text is in it; notices go to `showNotice`. */
export function useRendererStart(first: InitialSource, session: Session, showNotice: (notice: NoticeMessage) => void): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    let live = true;
    const start = async () => {
      await session.whenLoaded();
      const read = await readInitialText(first);
      if (!live) return;
      // A current-document notice is shown from the first render (the page's initial notice).
      if (read.notice && first.kind !== 'current') showNotice({ tone: 'error', text: read.notice });
      if (read.text !== null) session.replace(read.text, read.reason);
      if (read.text !== null && read.info) showNotice({ tone: 'info', text: read.info });
      setStarted(true);
    };
    void start();
    return () => {
      live = false;
    };
  }, [first, session, showNotice]);
  return started;
}
