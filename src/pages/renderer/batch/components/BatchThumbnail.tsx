// A row's thumbnail: the spec drawn again, small, once its row scrolls into view (the report keeps no pictures).
import type { Engine } from '../../../../engine';
import type { FrameQueue } from '../../../../runtime/scheduling/frameQueue';
import { useLazyPicture } from '../../../../shared/frames/useLazyPicture';
import type { VisibilityWatcher } from '../../../../shared/frames/visibilityWatcher';

interface Props {
  engine: Engine;
  queue: FrameQueue;
  watcher: VisibilityWatcher;
  source: string;
}

export function BatchThumbnail({ engine, queue, watcher, source }: Props) {
  const { ref, state } = useLazyPicture<HTMLDivElement>({ engine, queue, watcher, source });
  return <div ref={ref} className={`batch-thumbnail picture-card__preview is-${state}`} aria-hidden="true" />;
}
