// The streamed spec's player as views of its stores: the controls above the picture, the summary and the timeline below it;
// each re-renders as the position moves or the text changes, the page around them does not.
import { PlayerControls } from './PlayerControls';
import { StreamSummary } from './StreamSummary';
import { StreamTimeline } from './StreamTimeline';
import { endedAt } from './player';
import type { StreamMode } from './useStreamMode';
import type { PlayerSettings } from './playerSettings';
import type { ValueStore } from '../../../shared/viewState/valueStore';
import { useStoreValue, whole } from '../shared/useStoreValue';

export function PlayerControlsView({ spec, settings }: { spec: StreamMode; settings: ValueStore<PlayerSettings> }) {
  const state = useStoreValue(spec.player.state, whole);
  const { speed, chunkSize, chunkUnit } = useStoreValue(settings, whole);
  const { dispatch } = spec.player;
  return (
    <PlayerControls
      playing={state.playing}
      position={state.position}
      total={state.chunks.length}
      locked={state.live}
      speed={speed}
      chunkSize={chunkSize}
      chunkUnit={chunkUnit}
      onPlay={() => dispatch({ type: 'play' })}
      onPause={() => dispatch({ type: 'pause' })}
      onStep={() => dispatch({ type: 'step' })}
      onRestart={() => dispatch({ type: 'restart' })}
      onSeek={spec.seek}
      onSpeed={spec.setSpeed}
      onChunkSize={spec.setChunkSize}
      onChunkUnit={spec.setChunkUnit}
    />
  );
}

export function StreamResultsView({ spec }: { spec: StreamMode }) {
  const state = useStoreValue(spec.player.state, whole);
  const check = useStoreValue(spec.player.check, whole);
  const held = useStoreValue(spec.player.heldBack, whole);
  return (
    <>
      <StreamSummary
        check={check}
        ended={endedAt(state, state.position)}
        position={state.position}
        total={state.chunks.length}
        heldBack={held && { last: held, chars: state.text.length }}
        onDrawWhole={spec.player.drawWhole}
        onSelectLine={spec.selectLine}
      />
      <StreamTimeline statuses={state.statuses} position={state.position} onJump={spec.seek} />
    </>
  );
}
