// The Dynamic page's one picture: it owns the engine's drawing (the players and live data reach it through the picture link),
// and says when the picture is stale by the view shown. A new picture re-renders this view only.
import { useLayoutEffect, useMemo } from 'react';
import type { EngineState } from '../../../shared/lazyModules/useEngine';
import { Preview } from '../../../shared/preview/Preview';
import type { ValueStore } from '../../../shared/viewState/valueStore';
import { useInfographic } from '../../../shared/preview/useInfographic';
import type { PictureLink } from './pictureLink';
import { endedAt, type PlayerState } from '../stream/player';
import type { DynamicView } from './rememberedView';
import type { LiveDataState } from '../liveData/useLiveData';
import type { StreamPlayer } from '../stream/useStreamPlayer';
import { useStoreValue, whole } from './useStoreValue';
import { useT } from '../../../i18n/react';

interface Props {
  view: DynamicView;
  link: PictureLink;
  engine: EngineState;
  onRetry(): void;
  streamPlayer: StreamPlayer;
  answerPlayer: StreamPlayer;
  live: ValueStore<LiveDataState>;
}

const endedNow = (state: PlayerState) => endedAt(state, state.position);
const dataFailed = (state: LiveDataState) => state.status.error !== null;

export function DynamicPicture({ view, link, engine, onRetry, streamPlayer, answerPlayer, live }: Props) {
  const t = useT();
  const picture = useInfographic(engine.engine);
  const { render, handle, reset } = picture;
  useLayoutEffect(() => {
    link.attach({ render, handle, reset });
    return () => link.attach(null);
  }, [link, render, handle, reset]);

  const streamCheck = useStoreValue(streamPlayer.check, whole);
  const streamEnded = useStoreValue(streamPlayer.state, endedNow);
  const answerCheck = useStoreValue(answerPlayer.check, whole);
  const answerEnded = useStoreValue(answerPlayer.state, endedNow);
  const failed = useStoreValue(live, dataFailed);

  // While a spec streams, an unfinished line is not an error: only wrong lines mark the picture as stale.
  const previewState = useMemo(() => {
    if (view === 'data') return { ...picture.state, stale: picture.state.hasPicture && failed };
    const [shown, done] = view === 'generate' ? [answerCheck, answerEnded] : [streamCheck, streamEnded];
    const wrong = shown ? (done ? shown.diagnostics.some((d) => d.severity === 'error') : shown.sorted.wrong.length > 0) : false;
    return { ...picture.state, stale: picture.state.hasPicture && wrong };
  }, [view, picture.state, failed, streamCheck, streamEnded, answerCheck, answerEnded]);

  return (
    <Preview
      stageRef={picture.containerRef}
      picture={previewState}
      engine={engine}
      onRetry={onRetry}
      staleText={t(`dynamic.picture.stale.${view}`)}
      emptyText={t(`dynamic.picture.empty.${view}`)}
    />
  );
}
