// A row's thumbnail: the spec drawn again, small, once its row scrolls into view (the report keeps no pictures).
import type { Engine } from '../../../../engine';
import type { PreviewQueue } from '../../../../shared/gallery/previewQueue';
import { useLazyPicture } from '../../../../shared/gallery/useLazyPicture';
import type { VisibilityWatcher } from '../../../../shared/gallery/visibilityWatcher';

interface Props {
  engine: Engine;
  queue: PreviewQueue;
  watcher: VisibilityWatcher;
  source: string;
}

export function BatchThumbnail({ engine, queue, watcher, source }: Props) {
  const { ref, state } = useLazyPicture<HTMLDivElement>({ engine, queue, watcher, source });
  return <div ref={ref} className={`batch-thumbnail picture-card__preview is-${state}`} aria-hidden="true" />;
}
