// The Style page's picture of its working copy: the only part that redraws when the working text changes; it also hands the
// picture, as an image, to the colour-vision preview.
import { useEffect } from 'react';
import type { UseEngine } from '../../shared/lazyModules/useEngine';
import { Preview } from '../../shared/preview/Preview';
import { useInfographic } from '../../shared/preview/useInfographic';
import { useValueSelector, type ValueStore } from '../../shared/viewState/valueStore';
import { pictureImageUrl } from './pictureImageUrl';

const whole = (text: string | null) => text;

interface Props {
  copy: ValueStore<string | null>;
  engine: UseEngine;
  /** Where the picture goes as an image for the colour-vision preview. */
  pictureUrl: ValueStore<string | null>;
}

export function StylePreview({ copy, engine: { state: engineState, retry }, pictureUrl }: Props) {
  const source = useValueSelector(copy, whole);
  const picture = useInfographic(engineState.engine);
  const { render, handle } = picture;
  useEffect(() => {
    if (source !== null) render(source);
  }, [source, render]);

  // A new image whenever a new picture is on screen, read once its icons are in, from a copy that is not hidden (the library
  // hides the <svg> until it is done).
  const version = picture.state.version;
  useEffect(() => {
    const current = version > 0 ? handle() : null;
    if (!current) return;
    let live = true;
    const show = () => {
      if (live && current.svg) pictureUrl.set(pictureImageUrl(current.svg));
    };
    current.whenLoaded().then(show, show);
    return () => {
      live = false;
    };
  }, [version, handle, pictureUrl]);

  return (
    <div className="style-page__output">
      <Preview stageRef={picture.containerRef} picture={picture.state} engine={engineState} onRetry={retry} />
    </div>
  );
}
