// The Dynamic page: content that changes. A spec streamed in as a language model writes it (played locally or followed from
// a real stream), and live data bound to a template. This file holds the state and wires the panels; panels only draw.
import { useCallback, useMemo, useRef, useState } from 'react';
import { Notice, type NoticeMessage } from '../../shared/Notice';
import { PAGES } from '../../shared/pageFacts';
import { Preview } from '../../shared/preview/Preview';
import { readSpecFile } from '../../shared/specFile';
import { useEngine } from '../../shared/useEngine';
import { useInfographic } from '../../shared/useInfographic';
import { usePageTitle } from '../../shared/usePageTitle';
import type { ChunkUnit } from './chunking';
import { LiveDataPanel } from './components/LiveDataPanel';
import { DEFAULT_STREAM_URL, DEMO_DATA } from './demoEndpoints';
import { PlayerControls } from './components/PlayerControls';
import { SpecSource } from './components/SpecSource';
import { StreamConnect } from './components/StreamConnect';
import { StreamSummary } from './components/StreamSummary';
import { StreamTimeline } from './components/StreamTimeline';
import { extractSpec } from '../../shared/fence';
import { endedAt } from './player';
import { DEFAULT_PRESET, STREAM_PRESETS } from './presets';
import type { FrameDrawer } from './streamFrame';
import { connectionText, useSpecStream } from './useSpecStream';
import { useLiveData, type LiveSourceKind } from './useLiveData';
import { useStreamPlayer } from './useStreamPlayer';
import { useDocumentHandoff, type HandoffPage } from './useDocumentHandoff';
import './dynamic.css';

type View = 'stream' | 'data';

const PAGE = PAGES.dynamic;

export default function DynamicPage() {
  usePageTitle(PAGE.title);
  const handoff = useDocumentHandoff();
  const { state: engineState, retry } = useEngine();
  const engine = engineState.engine;
  const picture = useInfographic(engine);
  const { render, handle, reset } = picture;
  const [view, setView] = useState<View>('stream');
  const [notice, setNotice] = useState<NoticeMessage | null>(null);

  // The stream player.
  const [presetId, setPresetId] = useState(DEFAULT_PRESET.id);
  const [chunkSize, setChunkSize] = useState(1);
  const [chunkUnit, setChunkUnit] = useState<ChunkUnit>('tokens');
  const [speed, setSpeed] = useState(20);
  const chunking = useMemo(() => ({ unit: chunkUnit, size: chunkSize }), [chunkUnit, chunkSize]);
  const drawer = useMemo<FrameDrawer | null>(
    () =>
      engine && {
        render(spec) {
          render(spec);
          return handle()?.diagnostics ?? [];
        },
        renders: (spec) => engine.validate(spec).ok,
        clear: reset,
      },
    [engine, render, handle, reset],
  );
  const player = useStreamPlayer({ initialText: DEFAULT_PRESET.text, chunking, speed, drawer, active: view === 'stream' });
  const { state, dispatch, check } = player;
  const stream = useSpecStream(dispatch);
  const [streamUrl, setStreamUrl] = useState(DEFAULT_STREAM_URL);
  const [stallSeconds, setStallSeconds] = useState(10);
  const textarea = useRef<HTMLTextAreaElement>(null);

  const load = useCallback((text: string) => dispatch({ type: 'load', text, chunking }), [dispatch, chunking]);
  const onPreset = useCallback(
    (id: string) => {
      const preset = STREAM_PRESETS.find((p) => p.id === id);
      if (!preset) return;
      setPresetId(id);
      load(preset.text);
    },
    [load],
  );
  const onText = useCallback(
    (text: string) => {
      setPresetId('');
      load(text);
    },
    [load],
  );
  const onSpecFile = useCallback(
    async (file: File) => {
      const result = await readSpecFile(file);
      if (!result.ok) {
        setNotice({ tone: 'error', text: result.message });
        return;
      }
      setNotice({ tone: 'info', text: `Opened “${result.name}”: press Play to stream it.` });
      setPresetId('');
      load(result.text);
    },
    [load],
  );
  const onEditorDocument = useCallback(async () => {
    const text = await handoff.read();
    setNotice({ tone: 'info', text: 'The Editor’s document is loaded: press Play to stream it.' });
    setPresetId('');
    load(text);
  }, [handoff, load]);
  const onChunkSize = useCallback(
    (size: number) => {
      setChunkSize(size);
      dispatch({ type: 'rechunk', chunking: { unit: chunkUnit, size } });
    },
    [dispatch, chunkUnit],
  );
  const onChunkUnit = useCallback(
    (unit: ChunkUnit) => {
      setChunkUnit(unit);
      dispatch({ type: 'rechunk', chunking: { unit, size: chunkSize } });
    },
    [dispatch, chunkSize],
  );
  const seek = useCallback((position: number) => dispatch({ type: 'seek', position }), [dispatch]);
  const selectLine = useCallback(
    (line: number) => {
      const field = textarea.current;
      if (!field) return;
      // The line of the spec, found in the whole text (a fenced spec starts below the prose).
      const found = extractSpec(state.text);
      const offset = found.kind === 'spec' ? state.text.indexOf(found.text) : 0;
      const lines = state.text.slice(offset).split('\n');
      const start = offset + lines.slice(0, line - 1).reduce((sum, l) => sum + l.length + 1, 0);
      field.focus();
      field.setSelectionRange(start, start + (lines[line - 1]?.length ?? 0));
    },
    [state.text],
  );

  // Live data.
  const [dataKind, setDataKind] = useState<LiveSourceKind>('poll');
  const [dataUrl, setDataUrl] = useState(DEMO_DATA.poll);
  const [intervalSeconds, setIntervalSeconds] = useState(5);
  const templates = useMemo(() => engine?.templates() ?? null, [engine]);
  const live = useLiveData(templates, engine ? render : null, view === 'data');
  const onDataKind = useCallback((kind: LiveSourceKind) => {
    setDataKind(kind);
    if (kind !== 'file') setDataUrl(DEMO_DATA[kind]);
  }, []);

  // Each view starts from an empty stage and draws its own picture; nothing of the other view's stays on screen.
  const switchView = useCallback(
    (next: View) => {
      reset();
      setView(next);
    },
    [reset],
  );

  const connected = stream.connection.kind === 'connecting' || stream.connection.kind === 'streaming';
  const ended = endedAt(state, state.position);
  const streamSpecText = check?.spec ?? null;
  const openText = view === 'stream' ? streamSpecText : live.specText();
  const openElsewhere = (page: HandoffPage) => {
    if (openText !== null) void handoff.open(openText, page);
  };

  // While a spec streams, an unfinished line is not an error: only wrong lines mark the picture as stale.
  const previewState = useMemo(() => {
    if (view === 'data') return { ...picture.state, stale: picture.state.hasPicture && live.status.error !== null };
    const wrong = check ? (ended ? check.diagnostics.some((d) => d.severity === 'error') : check.sorted.wrong.length > 0) : false;
    return { ...picture.state, stale: picture.state.hasPicture && wrong };
  }, [view, picture.state, live.status.error, check, ended]);

  return (
    <section className="dynamic-page">
      <h1>{PAGE.title}</h1>
      <p className="dynamic-page__intro">{PAGE.description}</p>
      <Notice notice={notice} onDismiss={() => setNotice(null)} />
      <fieldset className="dynamic-views">
        <legend className="visually-hidden">What to watch</legend>
        <label className="dynamic-choice">
          <input type="radio" name="dynamic-view" checked={view === 'stream'} onChange={() => switchView('stream')} /> A streamed spec
        </label>
        <label className="dynamic-choice">
          <input type="radio" name="dynamic-view" checked={view === 'data'} onChange={() => switchView('data')} /> Live data
        </label>
      </fieldset>
      <div className="dynamic-page__panes">
        <div className="dynamic-page__controls">
          {view === 'stream' ? (
            <>
              <SpecSource
                presets={STREAM_PRESETS}
                presetId={presetId}
                onPreset={onPreset}
                text={state.text}
                onText={onText}
                readOnly={connected}
                onFile={onSpecFile}
                onEditorDocument={() => void onEditorDocument()}
                textareaRef={textarea}
              />
              <StreamConnect
                url={streamUrl}
                onUrl={setStreamUrl}
                stallSeconds={stallSeconds}
                onStallSeconds={setStallSeconds}
                connected={connected}
                onConnect={() => {
                  setPresetId('');
                  stream.connect(streamUrl, stallSeconds);
                }}
                onStop={stream.stop}
                message={connectionText(stream.connection)}
                tone={stream.connection.kind === 'ended' ? stream.connection.tone : 'info'}
              />
            </>
          ) : (
            <LiveDataPanel
              kind={dataKind}
              onKind={onDataKind}
              url={dataUrl}
              onUrl={setDataUrl}
              intervalSeconds={intervalSeconds}
              onIntervalSeconds={setIntervalSeconds}
              onFollow={() => live.follow(dataKind === 'feed' ? 'feed' : 'poll', dataUrl, intervalSeconds)}
              onStop={live.stop}
              onFile={live.openFile}
              onReread={live.reread}
              templates={live.templates}
              template={live.template}
              onTemplate={live.setTemplate}
              title={live.title}
              onTitle={live.setTitle}
              mapping={live.mapping}
              onRole={live.setRole}
              status={live.status}
            />
          )}
        </div>
        <div className="dynamic-page__output">
          {view === 'stream' && (
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
              onSeek={seek}
              onSpeed={setSpeed}
              onChunkSize={onChunkSize}
              onChunkUnit={onChunkUnit}
            />
          )}
          <Preview
            stageRef={picture.containerRef}
            picture={previewState}
            engine={engineState}
            onRetry={retry}
            staleText={
              view === 'stream'
                ? 'Showing the newest prefix that rendered: the spec has errors in finished lines.'
                : 'Showing the last data that rendered.'
            }
            emptyText={view === 'stream' ? 'Nothing rendered yet: the spec has no complete template line or data.' : 'No data drawn yet.'}
          />
          <div className="dynamic-row">
            <button type="button" onClick={() => openElsewhere('editor')} disabled={openText === null}>
              Open in the Editor
            </button>
            <button type="button" onClick={() => openElsewhere('renderer')} disabled={openText === null}>
              Open in the Renderer
            </button>
          </div>
          {view === 'stream' && (
            <>
              <StreamSummary check={check} ended={ended} position={state.position} total={state.chunks.length} onSelectLine={selectLine} />
              <StreamTimeline statuses={state.statuses} position={state.position} onJump={seek} />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
