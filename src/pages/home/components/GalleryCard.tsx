// One template in the gallery: a link to it in the Renderer and an "Edit" link to it in the Editor, with a preview drawn from sample data once it scrolls into view.
import { memo, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Engine, RenderHandle, TemplateInfo } from '../../../engine';
import { editorLinkFor, rendererLinkFor, shortTitle } from '../galleryParams';
import type { PreviewQueue } from '../previewQueue';
import type { VisibilityWatcher } from '../visibilityWatcher';

interface Props {
  template: TemplateInfo;
  engine: Engine;
  queue: PreviewQueue;
  watcher: VisibilityWatcher;
  hidden: boolean;
}

type PreviewState = 'waiting' | 'drawn' | 'failed';

export const GalleryCard = memo(function GalleryCard({ template, engine, queue, watcher, hidden }: Props) {
  const preview = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<PreviewState>('waiting');

  useEffect(() => {
    const element = preview.current;
    if (!element) return;
    let handle: RenderHandle | null = null;
    let unwatch = () => {};
    const draw = () => {
      // Filtered out since it was queued: the library cannot measure text in a hidden box, so wait until it shows again.
      if (element.closest('[hidden]')) {
        unwatch = watcher.watch(element, () => queue.enqueue(draw));
        return;
      }
      handle = engine.render(element, engine.sampleOptions(template.name));
      setState(handle.svg ? 'drawn' : 'failed');
    };
    unwatch = watcher.watch(element, () => queue.enqueue(draw));
    return () => {
      unwatch();
      queue.cancel(draw);
      handle?.destroy();
    };
  }, [engine, queue, watcher, template.name]);

  return (
    <li className="gallery-card" hidden={hidden} data-template={template.name}>
      <Link className="gallery-card__link" to={rendererLinkFor(template.name)}>
        <div ref={preview} className={`gallery-card__preview is-${state}`} aria-hidden="true" />
        {state === 'failed' && <span className="gallery-card__note">No preview</span>}
        <span className="gallery-card__title">{shortTitle(template.title)}</span>
        <code className="gallery-card__name">{template.name}</code>
        {template.deprecated && <span className="gallery-card__badge">deprecated</span>}
      </Link>
      <Link className="gallery-card__edit" to={editorLinkFor(template.name)}>
        Edit<span className="visually-hidden"> {template.name} in the Editor</span>
      </Link>
    </li>
  );
});
