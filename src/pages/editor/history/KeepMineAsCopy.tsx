// "Keep mine as a copy" in the notice about another tab's newer version: this tab's text goes into History (kept until
// deleted) and the newer version is loaded, so neither is lost and the tabs agree again.
import { useId } from 'react';
import { getHistoryStore } from '../../../shared/document/history';
import type { Session } from '../../../session';
import { snapshotTime } from './snapshotText';

export function KeepMineAsCopy({ session }: { session: Session }) {
  const noteId = useId();
  const keepCopy = () => {
    const mine = session.getState().document;
    // Queued before the replacement, so the copy is in History before the text changes.
    void getHistoryStore().add({ kind: 'kept-copy', name: `My version from this tab, ${snapshotTime(Date.now())}`, document: mine });
    session.acceptOtherTab();
  };
  return (
    <>
      <button type="button" onClick={keepCopy} aria-describedby={noteId}>
        Keep mine as a copy
      </button>
      <p id={noteId} className="editor-history__copy-note">
        “Keep mine as a copy” loads the newer version and keeps your text here as a snapshot in History, so nothing is lost.
      </p>
    </>
  );
}
