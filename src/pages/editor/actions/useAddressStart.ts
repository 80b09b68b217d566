// The Editor opened from an address (Home's "Edit" → /editor?template=name, a share link /editor#v=1&code=…): once the
// editor holds the current document, the address's text opens as a new named document (the one open before stays, in
// Documents), and the address is cleared so a reload does not open it again.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { initialSourceKey, resolveInitialSource } from '../../../shared/opening/initialSource';
import { readInitialText } from '../../../shared/opening/initialText';
import type { NoticeMessage } from '../../../shared/panels/Notice';
import { PAGES } from '../../../shared/pageFacts/pageFacts';
import type { DocumentActions } from './useDocumentActions';

export function useAddressStart(ready: boolean, actions: DocumentActions, showNotice: (notice: NoticeMessage) => void): void {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!ready || initialSourceKey(search, hash) === initialSourceKey('', '')) return;
    const first = resolveInitialSource(search, hash);
    let live = true;
    void readInitialText(first).then((read) => {
      if (!live) return;
      if (read.notice) showNotice({ tone: 'error', text: read.notice });
      else if (read.text !== null && read.info) showNotice({ tone: 'info', text: read.info });
      const opened = read.text !== null ? actions.openAsNew(read.text) : Promise.resolve();
      void opened.then(() => navigate(PAGES.editor.path, { replace: true }));
    });
    return () => {
      live = false;
    };
  }, [ready, search, hash, actions, navigate, showNotice]);
}
