// One template in the gallery: a link to it in the Renderer and an "Edit" link to it in the Editor, with a preview drawn from sample data once it scrolls into view.
import { memo, useMemo } from 'react';
import { Link } from 'react-router';
import type { Engine, TemplateInfo } from '../../../engine';
import { templateTitle } from '../../../engine/spec/templateTitle';
import { Trans, useT } from '../../../i18n/react';
import type { FrameQueue } from '../../../runtime/scheduling/frameQueue';
import { useLazyPicture } from '../../../shared/frames/useLazyPicture';
import type { VisibilityWatcher } from '../../../shared/frames/visibilityWatcher';
import { editorLinkFor, rendererLinkFor, shortTitle } from '../galleryParams';

interface Props {
  template: TemplateInfo;
  engine: Engine;
  queue: FrameQueue;
  watcher: VisibilityWatcher;
  hidden: boolean;
}

export const GalleryCard = memo(function GalleryCard({ template, engine, queue, watcher, hidden }: Props) {
  const t = useT();
  const source = useMemo(() => engine.sampleOptions(template.name), [engine, template.name]);
  const { ref: preview, state } = useLazyPicture<HTMLDivElement>({ engine, queue, watcher, source });

  return (
    <li className="gallery-card" hidden={hidden} data-template={template.name}>
      <Link className="gallery-card__link" to={rendererLinkFor(template.name)}>
        <div ref={preview} className={`gallery-card__preview is-${state}`} aria-hidden="true" />
        {state === 'failed' && <span className="gallery-card__note">{t('home.gallery.noPreview')}</span>}
        <span className="gallery-card__title">{shortTitle(templateTitle(template.name))}</span>
        <code className="gallery-card__name">{template.name}</code>
        {template.deprecated && <span className="gallery-card__badge">{t('home.gallery.deprecated')}</span>}
      </Link>
      <Link className="gallery-card__edit" to={editorLinkFor(template.name)}>
        <Trans id="home.gallery.edit" values={{ name: template.name }} components={[<span className="visually-hidden" />]} />
      </Link>
    </li>
  );
});
