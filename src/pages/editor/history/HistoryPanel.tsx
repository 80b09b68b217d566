// The History panel (a modal dialog): every snapshot, newest first, with Restore / Rename / Delete, and Export / Import of the
// whole history. It only draws; EditorHistory owns what the buttons do.
import { useEffect, useMemo, useRef } from 'react';
import type { Engine } from '../../../engine';
import type { HistoryState, Snapshot } from '../../../shared/document/history';
import { createFrameQueue } from '../../../runtime/scheduling/frameQueue';
import { createVisibilityWatcher } from '../../../shared/frames/visibilityWatcher';
import { Dialog } from '../../../shared/panels/Dialog';
import { useT } from '../../../i18n/react';
import { SnapshotItem } from './SnapshotItem';

export interface PanelMessage {
  tone: 'error' | 'info';
  text: string;
}

interface Props {
  open: boolean;
  state: HistoryState;
  engine: Engine | null;
  message: PanelMessage | null;
  onClose(): void;
  onRestore(snapshot: Snapshot): void;
  onRename(snapshot: Snapshot, name: string): void;
  onDelete(snapshot: Snapshot): void;
  onExport(): void;
  onImport(file: File): void;
}

export function HistoryPanel({ open, state, engine, message, onClose, onRestore, onRename, onDelete, onExport, onImport }: Props) {
  const t = useT();
  const fileInput = useRef<HTMLInputElement>(null);
  const { snapshots, persistence } = state;
  const queue = useMemo(() => createFrameQueue({ onError: (error) => console.warn('Snapshot thumbnail failed', error) }), []);
  const watcher = useMemo(() => createVisibilityWatcher(), []);
  useEffect(() => () => watcher.disconnect(), [watcher]);

  return (
    <Dialog open={open} title={t('editor.history.title')} onClose={onClose} className="history-dialog">
      <p className="history-dialog__hint">{t('editor.history.hint')}</p>
      {persistence.kind === 'memory' && <p className="history-dialog__hint history-dialog__hint--warning">{persistence.message}</p>}
      <div className="history-dialog__actions">
        <button type="button" disabled={snapshots.length === 0} onClick={onExport}>
          {t('editor.history.export')}
        </button>
        <button type="button" onClick={() => fileInput.current?.click()}>
          {t('editor.history.import')}
        </button>
        <input
          ref={fileInput}
          type="file"
          className="visually-hidden"
          tabIndex={-1}
          aria-label={t('editor.history.importFile')}
          accept=".json,application/json"
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared so choosing the same file again still fires a change.
            event.target.value = '';
            if (file) onImport(file);
          }}
        />
      </div>
      {/* Both live regions exist before a message arrives, so screen readers announce it. */}
      <div className="history-dialog__message" role="status">
        {message?.tone === 'info' ? message.text : null}
      </div>
      <div className="history-dialog__message history-dialog__message--error" role="alert">
        {message?.tone === 'error' ? message.text : null}
      </div>
      {snapshots.length === 0 ? (
        <p className="history-dialog__empty">{t('editor.history.empty')}</p>
      ) : (
        <ol className="history-list" aria-label={t('editor.history.list')}>
          {snapshots.map((snapshot) => (
            <SnapshotItem
              key={snapshot.id}
              snapshot={snapshot}
              engine={engine}
              queue={queue}
              watcher={watcher}
              onRestore={onRestore}
              onRename={onRename}
              onDelete={onDelete}
            />
          ))}
        </ol>
      )}
    </Dialog>
  );
}
