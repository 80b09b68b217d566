// A snapshot's small picture, drawn by the engine once its row nears the view (the gallery cards' lazy picture), removed with the row.
import type { Engine } from '../../../engine';
import type { InfographicDocument } from '../../../shared/document';
import type { FrameQueue } from '../../../runtime/scheduling/frameQueue';
import { useLazyPicture } from '../../../shared/frames/useLazyPicture';
import type { VisibilityWatcher } from '../../../shared/frames/visibilityWatcher';
import { useT } from '../../../i18n/react';

interface Props {
  engine: Engine | null;
  document: InfographicDocument;
  queue: FrameQueue;
  watcher: VisibilityWatcher;
}

export function SnapshotThumbnail({ engine, document, queue, watcher }: Props) {
  const t = useT();
  // The source text, not the document object, so a history reload that keeps the text does not draw again.
  const { ref, state } = useLazyPicture<HTMLDivElement>({ engine, queue, watcher, source: document.source });

  return (
    <div className={`history-thumbnail is-${state}`} aria-hidden="true">
      <div ref={ref} className="history-thumbnail__picture" />
      {state === 'failed' && <span className="history-thumbnail__note">{t('editor.snapshot.noPreview')}</span>}
    </div>
  );
}
