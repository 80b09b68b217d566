// The Editor's picture follows the session: the engine, the live preview drawn editable, and when a change of the text is
// drawn (typing after the next painted frame or at the typing pause, a whole new text at once, a canvas edit never: the
// picture already shows it). Its state is a store the parts that show it read, so a picture does not re-render the page.
// Ready once the stored document is read.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useEngine } from '../../shared/lazyModules/useEngine';
import { addressPictureText } from '../../shared/links/addressPicture';
import { EDITABLE_PICTURE } from '../../shared/preview/earlyPicture';
import { usePicture } from '../../shared/preview/useInfographic';
import { useLivePreviewScheduler } from '../../shared/scheduling/livePreviewScheduler';
import { useLoadedText, type Session } from '../../session';

export function useEditorPicture(session: Session) {
  const { state: engineState, retry } = useEngine();
  const engine = engineState.engine;
  const picture = usePicture(engine);
  const drawPicture = picture.render;
  const renderPicture = useCallback((text: string) => drawPicture(text, EDITABLE_PICTURE), [drawPicture]);
  const renderLater = useLivePreviewScheduler(renderPicture);
  // A link's text is drawn as soon as the engine is in, not after storage has been read and the link opened; the stored
  // document is then not drawn on the way (the link's opening follows at once and draws what the picture already shows).
  const { search, hash } = useLocation();
  const firstText = useMemo(() => addressPictureText(search, hash), [search, hash]);
  const opensLink = useRef(false);
  useEffect(() => {
    opensLink.current = firstText !== null;
    if (firstText !== null) renderPicture(firstText);
  }, [firstText, renderPicture]);
  // False until the stored document is read and drawn: the code editor opens then.
  const [ready, setReady] = useState(false);
  const openDocument = useCallback(
    (text: string) => {
      setReady(true);
      if (!opensLink.current) renderPicture(text);
    },
    [renderPicture],
  );
  useLoadedText(session, openDocument);

  // Every change reaches the picture through the session, with the text the editor made for it (no second copy).
  useEffect(
    () =>
      session.onChange((change) => {
        if (change.command === 'type') return renderLater.schedule(change.text);
        // The canvas shows its own edit; only typing still waiting to be drawn makes the picture older than the text.
        if (change.command === 'canvasEdit') return renderLater.pending ? renderLater.schedule(change.text) : undefined;
        renderLater.cancel();
        renderPicture(change.text);
      }),
    [session, renderLater, renderPicture],
  );
  return { engineState, retry, engine, picture, renderPicture, renderLater, ready };
}
