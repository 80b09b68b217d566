// "Open in the Editor" and "Open in the Renderer": the spec of the picture on screen, by the view shown (none while a model
// still writes), becomes the current document there.
import { useValueSelector } from '../../../shared/viewState/valueStore';
import type { DynamicView } from './rememberedView';
import type { DocumentHandoff, HandoffPage } from './useDocumentHandoff';
import type { LiveData, LiveDataState } from '../liveData/useLiveData';
import type { PlayerCheck, StreamPlayer } from '../stream/useStreamPlayer';
import { useT } from '../../../i18n/react';

interface Props {
  view: DynamicView;
  handoff: DocumentHandoff;
  streamPlayer: StreamPlayer;
  answerPlayer: StreamPlayer;
  answering: boolean;
  live: LiveData;
}

// Subscribed without waiting for a transition: the buttons change rarely, and should be usable as soon as a spec is drawn.
const specOf = (check: PlayerCheck) => check?.spec ?? null;
// The data's spec is read from the live data when it draws: the count of drawings says when that is.
const drawnCount = (state: LiveDataState) => state.status.drawn;

export function OpenElsewhere({ view, handoff, streamPlayer, answerPlayer, answering, live }: Props) {
  const t = useT();
  const streamSpec = useValueSelector(streamPlayer.check, specOf);
  const answerSpec = useValueSelector(answerPlayer.check, specOf);
  useValueSelector(live.state, drawnCount);
  const text = view === 'generate' ? (answering ? null : answerSpec) : view === 'stream' ? streamSpec : live.specText();
  const open = (page: HandoffPage) => {
    if (text !== null) void handoff.open(text, page, view === 'generate' ? 'generated' : 'stream');
  };
  return (
    <div className="dynamic-row">
      <button type="button" onClick={() => open('editor')} disabled={text === null}>
        {t('dynamic.open.editor')}
      </button>
      <button type="button" onClick={() => open('renderer')} disabled={text === null}>
        {t('dynamic.open.renderer')}
      </button>
    </div>
  );
}
