// The notice after something was opened (on any page that shows the document): what was opened, where the document open
// before went, and the way back (open that document again, or put its text back).
import { useCallback, useSyncExternalStore } from 'react';
import { useT } from '../i18n/react';
import { shownDocumentName } from '../shared/document/documentName';
import type { Session } from './session';
import '../shared/panels/panels.css';

export function OpenedNotice({ session }: { session: Session }) {
  const t = useT();
  const report = useSyncExternalStore(session.opened.subscribe, session.opened.get);
  const dismiss = useCallback(() => session.opened.set(null), [session]);
  if (!report || report.outcome === 'same') return null;
  const back =
    report.outcome === 'new' ? t('shared.opened.back', { name: shownDocumentName(report.previous.name) }) : t('shared.opened.undo');
  return (
    <div className="notice notice--info" role="status">
      <p className="notice__text">{report.message}</p>
      <button type="button" onClick={() => void session.undoOpen(report)}>
        {back}
      </button>
      <button type="button" onClick={dismiss}>
        {t('shared.notice.dismiss')}
      </button>
    </div>
  );
}
