// "Keep mine as a copy" in the notice about another tab's newer version: this tab's text goes into History (kept until
// deleted) and the newer version is loaded, so neither is lost and the tabs agree again.
import { useId } from 'react';
import { getHistoryStore } from '../../../shared/document/history';
import { useT } from '../../../i18n/react';
import type { Session } from '../../../session';
import { snapshotTime } from './snapshotText';

export function KeepMineAsCopy({ session }: { session: Session }) {
  const t = useT();
  const noteId = useId();
  const keepCopy = () => {
    const mine = session.getState().document;
    // Queued before the replacement, so the copy is in History before the text changes.
    void getHistoryStore().add({
      kind: 'kept-copy',
      name: t('editor.history.keptName', { time: snapshotTime(Date.now()) }),
      document: mine,
    });
    session.acceptOtherTab();
  };
  return (
    <>
      <button type="button" onClick={keepCopy} aria-describedby={noteId}>
        {t('editor.history.keepMine')}
      </button>
      <p id={noteId} className="editor-history__copy-note">
        {t('editor.history.keepMineNote')}
      </p>
    </>
  );
}
