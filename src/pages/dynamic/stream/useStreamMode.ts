// The streamed spec's state and commands: the player, the real stream, the text from before it, and the form around them
// (preset, Stream URL, stall time). Everything that changes lives in value stores, so the page holding it never re-renders
// for a keystroke, a chunk or a connection; the stream's views subscribe to what they show.
import { useCallback, useMemo, useRef, useState, type RefObject } from 'react';
import { extractSpec } from '../../../shared/opening/fence';
import { readSpecFile } from '../../../shared/opening/specFile';
import type { NoticeMessage } from '../../../shared/panels/Notice';
import { createValueStore, patchValue, type ValueStore } from '../../../shared/viewState/valueStore';
import type { ChunkUnit } from './chunking';
import { DEFAULT_STREAM_URL } from '../shared/demoEndpoints';
import { chunkingOf, type PlayerSettings } from './playerSettings';
import { DEFAULT_PRESET, STREAM_PRESETS } from './presets';
import type { FrameDrawer } from './streamFrame';
import type { DocumentHandoff } from '../shared/useDocumentHandoff';
import { isConnected, useStreamConnection, type StreamConnection } from './useStreamConnection';
import { useStreamPlayer, type StreamPlayer } from './useStreamPlayer';
import { restorableText, useTextBeforeStream, type KeptText } from './useTextBeforeStream';
import { t } from '../../../i18n/i18n';

export interface StreamForm {
  /** The preset the Spec text holds; '' once the user's own text replaced it. */
  presetId: string;
  url: string;
  stallSeconds: number;
}

export interface StreamMode {
  player: StreamPlayer;
  stream: StreamConnection;
  form: ValueStore<StreamForm>;
  kept: ValueStore<KeptText | null>;
  textarea: RefObject<HTMLTextAreaElement | null>;
  choosePreset(id: string): void;
  typeText(text: string): void;
  /** Puts a remembered Spec text back (a preset's own text shows that preset) at its position. */
  restoreText(text: string, position: number): void;
  openFile(file: File): void;
  loadEditorDocument(): void;
  restore(): void;
  setUrl(url: string): void;
  setStallSeconds(seconds: number): void;
  connect(): void;
  setSpeed(speed: number): void;
  setChunkSize(size: number): void;
  setChunkUnit(unit: ChunkUnit): void;
  seek(position: number): void;
  /** Selects a 1-based line of the spec in the Spec text (a diagnostic's line). */
  selectLine(line: number): void;
}

interface Options {
  settings: ValueStore<PlayerSettings>;
  drawer: FrameDrawer | null;
  active: boolean;
  handoff: DocumentHandoff;
  showNotice(notice: NoticeMessage): void;
}

export function useStreamMode({ settings, drawer, active, handoff, showNotice }: Options): StreamMode {
  const player = useStreamPlayer({ initialText: DEFAULT_PRESET.text, settings, drawer, active });
  const { state, dispatch } = player;
  const stream = useStreamConnection(dispatch);
  const { kept, keep, forget } = useTextBeforeStream();
  const [form] = useState(() => createValueStore<StreamForm>({ presetId: DEFAULT_PRESET.id, url: DEFAULT_STREAM_URL, stallSeconds: 10 }));
  const textarea = useRef<HTMLTextAreaElement>(null);
  const setForm = useCallback((change: Partial<StreamForm>) => patchValue(form, change), [form]);

  const load = useCallback(
    (text: string, presetId: string) => {
      // Any other text loaded or typed: the stream's replace is no longer the step to undo.
      forget();
      setForm({ presetId });
      dispatch({ type: 'load', text, chunking: chunkingOf(settings.get()) });
    },
    [forget, setForm, dispatch, settings],
  );
  const choosePreset = useCallback(
    (id: string) => {
      const preset = STREAM_PRESETS.find((p) => p.id === id);
      if (preset) load(preset.text, id);
    },
    [load],
  );
  const typeText = useCallback((text: string) => load(text, ''), [load]);
  const restoreText = useCallback(
    (text: string, position: number) => {
      load(text, STREAM_PRESETS.find((preset) => preset.text === text)?.id ?? '');
      dispatch({ type: 'seek', position });
    },
    [load, dispatch],
  );
  const openFile = useCallback(
    async (file: File) => {
      const result = await readSpecFile(file);
      if (!result.ok) return showNotice({ tone: 'error', text: result.message });
      showNotice({ tone: 'info', text: t('dynamic.stream.opened', { name: result.name }) });
      load(result.text, '');
    },
    [load, showNotice],
  );
  const loadEditorDocument = useCallback(async () => {
    const text = await handoff.read();
    showNotice({ tone: 'info', text: t('dynamic.stream.editorLoaded') });
    load(text, '');
  }, [handoff, load, showNotice]);
  const restore = useCallback(() => {
    const restorable = restorableText(kept.get(), state.get().text, isConnected(stream.connection.get()));
    if (restorable) load(restorable.text, restorable.presetId);
  }, [kept, state, stream.connection, load]);
  const connect = useCallback(() => {
    const { presetId, url, stallSeconds } = form.get();
    keep({ text: state.get().text, presetId });
    setForm({ presetId: '' });
    stream.connect(url, stallSeconds);
  }, [form, keep, state, setForm, stream]);

  const setSetting = useCallback((change: Partial<PlayerSettings>) => patchValue(settings, change), [settings]);
  const setSpeed = useCallback((speed: number) => setSetting({ speed }), [setSetting]);
  const rechunk = useCallback(
    (change: Partial<PlayerSettings>) => {
      setSetting(change);
      dispatch({ type: 'rechunk', chunking: chunkingOf(settings.get()) });
    },
    [setSetting, dispatch, settings],
  );
  const setChunkSize = useCallback((chunkSize: number) => rechunk({ chunkSize }), [rechunk]);
  const setChunkUnit = useCallback((chunkUnit: ChunkUnit) => rechunk({ chunkUnit }), [rechunk]);

  const seek = useCallback((position: number) => dispatch({ type: 'seek', position }), [dispatch]);
  const selectLine = useCallback(
    (line: number) => {
      const field = textarea.current;
      if (!field) return;
      const { text } = state.get();
      // The line of the spec, found in the whole text (a fenced spec starts below the prose).
      const found = extractSpec(text);
      const offset = found.kind === 'spec' ? text.indexOf(found.text) : 0;
      const lines = text.slice(offset).split('\n');
      const start = offset + lines.slice(0, line - 1).reduce((sum, l) => sum + l.length + 1, 0);
      field.focus();
      field.setSelectionRange(start, start + (lines[line - 1]?.length ?? 0));
    },
    [state],
  );

  // One object for the page's life (every part is stable), so the views it is handed to re-render only for their stores.
  return useMemo(
    () => ({
      player,
      stream,
      form,
      kept,
      textarea,
      choosePreset,
      typeText,
      restoreText,
      openFile: (file: File) => void openFile(file),
      loadEditorDocument: () => void loadEditorDocument(),
      restore,
      setUrl: (url: string) => setForm({ url }),
      setStallSeconds: (stallSeconds: number) => setForm({ stallSeconds }),
      connect,
      setSpeed,
      setChunkSize,
      setChunkUnit,
      seek,
      selectLine,
    }),
    [
      player,
      stream,
      form,
      kept,
      choosePreset,
      typeText,
      restoreText,
      openFile,
      loadEditorDocument,
      restore,
      setForm,
      connect,
      setSpeed,
      setChunkSize,
      setChunkUnit,
      seek,
      selectLine,
    ],
  );
}
