// The Editor's history controls: "Save snapshot" (also mod+S, with a name), "History" (the panel), and what their actions do.
// Restoring is the session's replace command (reason restore): it keeps the current text in History first, and CodeMirror takes
// it as one transaction, so mod+Z undoes a restore too.
import { useContext, useEffect, useState, type RefObject } from 'react';
import type { EditorView } from '@codemirror/view';
import type { Engine } from '../../../engine';
import { getHistoryStore, historyFileName, MAX_HISTORY_FILE_BYTES, useHistory, type Snapshot } from '../../../shared/document/history';
import { saveBlob } from '../../../shared/export/download';
import { useT } from '../../../i18n/react';
import type { Session } from '../../../session';
import { EditorActionButton, EditorActionsContext } from '../EditorActionButton';
import { HistoryPanel, type PanelMessage } from './HistoryPanel';
import { NameSnapshotDialog } from './NameSnapshotDialog';
import { defaultSnapshotName, snapshotTime, snapshotTitle } from './snapshotText';
import './history.css';

interface Props {
  session: Session;
  /** The code editor, once it is open. */
  view: RefObject<EditorView | null>;
  engine: Engine | null;
}

export function EditorHistory({ session, view, engine }: Props) {
  const t = useT();
  const { state, history } = useHistory(getHistoryStore());
  const actions = useContext(EditorActionsContext);
  if (!actions) throw new Error('EditorHistory outside the Editor');
  const { dialog, closeDialog } = actions;
  const [message, setMessage] = useState<PanelMessage | null>(null);
  // What the last action did, shown beside the buttons once the dialogs are closed.
  const [done, setDone] = useState('');

  const saveNamed = async (name: string) => {
    closeDialog();
    const snapshot = await history.add({
      kind: 'named',
      name: name.trim() || defaultSnapshotName(Date.now()),
      document: session.getState().document,
    });
    if (snapshot) setDone(t('editor.history.saved', { title: snapshotTitle(snapshot) }));
  };

  // Opening the panel reads the list again: another tab may have added snapshots.
  useEffect(() => {
    if (dialog === 'history') void history.list();
  }, [dialog, history]);
  // The panel's message belongs to one opening of it.
  const closePanel = () => {
    setMessage(null);
    closeDialog();
  };

  const restore = (snapshot: Snapshot) => {
    const editor = view.current;
    if (!editor) return;
    // The session keeps the current text in History first; the editor takes the restore as one undoable transaction.
    session.replace(snapshot.document.source, 'restore');
    closePanel();
    setDone(t('editor.history.restored', { title: snapshotTitle(snapshot), time: snapshotTime(snapshot.savedAt) }));
    // After the dialog has closed (it gives focus back to the History button first), the text has the focus again.
    requestAnimationFrame(() => editor.focus());
  };

  const rename = (snapshot: Snapshot, name: string) => {
    void history.rename(snapshot.id, name).then(() =>
      setMessage({
        tone: 'info',
        text: t('editor.history.renamed', { name: name.trim() || snapshotTitle({ ...snapshot, name: null }) }),
      }),
    );
  };

  const remove = (snapshot: Snapshot) => {
    void history.remove(snapshot.id).then(() =>
      setMessage({
        tone: 'info',
        text: t('editor.history.deleted', { title: snapshotTitle(snapshot), time: snapshotTime(snapshot.savedAt) }),
      }),
    );
  };

  const exportHistory = () => {
    const now = Date.now();
    saveBlob(new Blob([history.exportFile()], { type: 'application/json' }), historyFileName(now));
    setMessage({ tone: 'info', text: t('editor.history.exported', { count: state.snapshots.length }) });
  };

  const importHistory = async (file: File) => {
    if (file.size > MAX_HISTORY_FILE_BYTES) {
      setMessage({
        tone: 'error',
        text: t('editor.history.tooLarge', {
          name: file.name,
          size: Math.round(file.size / 1024 / 1024),
          limit: MAX_HISTORY_FILE_BYTES / 1024 / 1024,
        }),
      });
      return;
    }
    const result = await history.importFile(await file.text(), file.name);
    if (!result.ok) return setMessage({ tone: 'error', text: result.message });
    const values = { count: result.added, name: file.name, again: result.alreadyThere };
    const text = result.alreadyThere > 0 ? t('editor.history.importedAgain', values) : t('editor.history.imported', values);
    setMessage({ tone: 'info', text });
  };

  return (
    <div className="editor-history workspace__actions">
      <EditorActionButton id="save-snapshot" aria-haspopup="dialog" />
      <EditorActionButton id="history" aria-haspopup="dialog" />
      <p className="editor-history__done" role="status">
        {done}
      </p>
      <NameSnapshotDialog open={dialog === 'snapshotName'} onSave={(name) => void saveNamed(name)} onCancel={closeDialog} />
      <HistoryPanel
        open={dialog === 'history'}
        state={state}
        engine={engine}
        message={message}
        onClose={closePanel}
        onRestore={restore}
        onRename={rename}
        onDelete={remove}
        onExport={exportHistory}
        onImport={(file) => void importHistory(file)}
      />
    </div>
  );
}
