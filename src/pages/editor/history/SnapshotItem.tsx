// One snapshot in the History panel: its time, title, first line and thumbnail, with Restore, Rename and Delete.
import { useId, useState } from 'react';
import type { Engine } from '../../../engine';
import type { Snapshot } from '../../../shared/document/history';
import type { FrameQueue } from '../../../runtime/scheduling/frameQueue';
import type { VisibilityWatcher } from '../../../shared/frames/visibilityWatcher';
import { SnapshotThumbnail } from './SnapshotThumbnail';
import { snapshotFirstLine, snapshotTime, snapshotTitle } from './snapshotText';
import { MAX_NAME_CHARS } from '../../../shared/fieldLimits';
import { onWidgetKeys, type WidgetKeys } from '../../../actions/widgetKeys';
import { useT } from '../../../i18n/react';

/** Escape in a snapshot's New name leaves the field, not the whole History dialog. */
export const SNAPSHOT_NAME_KEYS: WidgetKeys<'leave'> = {
  id: 'editor.snapshot-name',
  where: 'editor.widgetKeys.snapshotName.where',
  place: 'dialog',
  keys: [{ name: 'leave', label: 'editor.widgetKeys.snapshotName.leave', keys: ['Escape'] }],
};

interface Props {
  snapshot: Snapshot;
  engine: Engine | null;
  /** The panel's thumbnails draw through one queue and one watcher. */
  queue: FrameQueue;
  watcher: VisibilityWatcher;
  onRestore(snapshot: Snapshot): void;
  onRename(snapshot: Snapshot, name: string): void;
  onDelete(snapshot: Snapshot): void;
}

export function SnapshotItem({ snapshot, engine, queue, watcher, onRestore, onRename, onDelete }: Props) {
  const t = useT();
  const titleId = useId();
  const [renaming, setRenaming] = useState<string | null>(null);
  const title = snapshotTitle(snapshot);

  return (
    <li className="history-item" aria-labelledby={titleId} data-snapshot-id={snapshot.id}>
      <SnapshotThumbnail engine={engine} document={snapshot.document} queue={queue} watcher={watcher} />
      <div className="history-item__text">
        <h3 id={titleId} className="history-item__title">
          {title}
        </h3>
        <time className="history-item__time" dateTime={new Date(snapshot.savedAt).toISOString()}>
          {snapshotTime(snapshot.savedAt)}
        </time>
        <code className="history-item__first-line">{snapshotFirstLine(snapshot.document.source)}</code>
        {renaming === null ? (
          <div className="history-item__actions">
            <button type="button" aria-describedby={titleId} onClick={() => onRestore(snapshot)}>
              {t('editor.snapshot.restore')}
            </button>
            <button type="button" aria-describedby={titleId} onClick={() => setRenaming(snapshot.name ?? '')}>
              {t('editor.snapshot.rename')}
            </button>
            <button type="button" aria-describedby={titleId} onClick={() => onDelete(snapshot)}>
              {t('editor.snapshot.delete')}
            </button>
          </div>
        ) : (
          <form
            className="history-item__actions"
            onSubmit={(event) => {
              event.preventDefault();
              onRename(snapshot, renaming);
              setRenaming(null);
            }}
          >
            <label className="history-dialog__field">
              {t('editor.snapshot.newName')}
              <input
                type="text"
                value={renaming}
                maxLength={MAX_NAME_CHARS}
                autoComplete="off"
                // The field appears where the Rename button was, so focus follows it there.
                autoFocus
                onChange={(event) => setRenaming(event.target.value)}
                onKeyDown={onWidgetKeys(SNAPSHOT_NAME_KEYS, { leave: () => setRenaming(null) })}
              />
            </label>
            <button type="submit">{t('editor.snapshot.saveName')}</button>
            <button type="button" onClick={() => setRenaming(null)}>
              {t('editor.snapshot.cancel')}
            </button>
          </form>
        )}
      </div>
    </li>
  );
}
