// The Editor's picture: the engine, the live preview drawn editable, and when a change of the text is drawn (a whole new
// text at once, typing after the next painted frame or at the typing pause). Ready once the stored document is read.
import { useCallback, useState } from 'react';
import type { ViewUpdate } from '@codemirror/view';
import { useEngine } from '../../shared/lazyModules/useEngine';
import { useInfographic } from '../../shared/preview/useInfographic';
import { useLivePreviewScheduler } from '../../shared/scheduling/livePreviewScheduler';
import { sessionChangeOf, useLoadedText, type Session } from '../../session';

/** The picture is editable: texts, moves and styles made on it are written back into the source. */
const CANVAS_SETTINGS = { editable: true } as const;

export function useEditorPicture(session: Session) {
  const { state: engineState, retry } = useEngine();
  const engine = engineState.engine;
  const picture = useInfographic(engine);
  const drawPicture = picture.render;
  const renderPicture = useCallback((text: string) => drawPicture(text, CANVAS_SETTINGS), [drawPicture]);
  const renderLater = useLivePreviewScheduler(renderPicture);
  // False until the stored document is read and drawn: the code editor opens then.
  const [ready, setReady] = useState(false);
  const openDocument = useCallback(
    (text: string) => {
      setReady(true);
      renderPicture(text);
    },
    [renderPicture],
  );
  useLoadedText(session, openDocument);

  // The session already has the text (the editor's sync extension); a whole new text is drawn at once, typing when it pauses.
  const onChange = useCallback(
    (text: string, update: ViewUpdate) => {
      if (!sessionChangeOf(update)) return renderLater.schedule(text);
      renderLater.cancel();
      renderPicture(text);
    },
    [renderLater, renderPicture],
  );
  return { engineState, retry, engine, picture, renderPicture, renderLater, onChange, ready };
}
