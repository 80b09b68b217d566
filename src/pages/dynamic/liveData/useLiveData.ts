// Live data bound to a template: a polled URL, an SSE feed or a local file; parsed, mapped, and drawn only when it changed.
// What the panel shows lives in a value store, so a poll re-renders the panel and not the page.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createValueStore, type ValueStore } from '../../../shared/viewState/valueStore';
import { serialize, type TemplateInfo } from '../../../engine';
import { EMPTY_MAPPING, mapRows, refreshMapping, type FieldMapping, type Role } from './dataMapping';
import { detectFormat, parseData, type DataRow, type ParsedData } from './dataParse';
import { bindableTemplates, dataSpec } from './dataSpec';
import { createFeedFrames } from './feedFrames';
import { createPoller, nextDelay, type Poller } from './poller';
import { sameOriginUrl } from '../shared/sameOrigin';
import { createSseParser } from '../../../shared/generation/sseParser';
import { addressLabel, readStream } from '../shared/fetchStreaming';
import { t } from '../../../i18n/i18n';

export type LiveSourceKind = 'poll' | 'feed' | 'file';

export interface LiveDataStatus {
  /** What is being followed, e.g. "/demo/sales.json every 5 s". */
  source: string | null;
  running: boolean;
  fields: string[];
  rowCount: number;
  /** When the picture last changed because the data did. */
  lastUpdate: number | null;
  /** When the source was last asked (changed or not). */
  lastCheck: number | null;
  /** When the next request (or reconnection) goes out. */
  nextAt: number | null;
  error: string | null;
  /** Pictures drawn from data so far. */
  drawn: number;
  /** The feed sends data faster than the picture can draw: only the newest is drawn. */
  tooFast: boolean;
}

const IDLE: LiveDataStatus = {
  source: null,
  running: false,
  fields: [],
  rowCount: 0,
  lastUpdate: null,
  lastCheck: null,
  nextAt: null,
  error: null,
  drawn: 0,
  tooFast: false,
};
/** A data feed quiet for this long is treated as broken and reconnected. */
const FEED_STALL_MS = 60_000;
const FEED_RETRY_MS = 2_000;

/** What the live-data panel shows. */
export interface LiveDataState {
  status: LiveDataStatus;
  mapping: FieldMapping;
  template: string;
  title: string;
}

export interface LiveData {
  state: ValueStore<LiveDataState>;
  templates: TemplateInfo[];
  setTemplate(name: string): void;
  setTitle(title: string): void;
  setRole(role: Role, field: string): void;
  follow(kind: 'poll' | 'feed', address: string, intervalSeconds: number): void;
  openFile(file: File): void;
  reread(): void;
  stop(): void;
  /** The spec text of the picture on screen (for "open in the Editor"), or null. */
  specText(): string | null;
}

export function useLiveData(
  templatesAll: readonly TemplateInfo[] | null,
  render: ((text: string) => void) | null,
  active: boolean,
): LiveData {
  const templates = useMemo(() => (templatesAll ? bindableTemplates(templatesAll) : []), [templatesAll]);
  const [state] = useState(() =>
    createValueStore<LiveDataState>({ status: IDLE, mapping: EMPTY_MAPPING, template: 'chart-column-simple', title: '' }),
  );
  const setStatus = useCallback(
    (next: LiveDataStatus | ((status: LiveDataStatus) => LiveDataStatus)) => {
      const current = state.get();
      state.set({ ...current, status: typeof next === 'function' ? next(current.status) : next });
    },
    [state],
  );
  const rows = useRef<{ rows: DataRow[]; title?: string } | null>(null);
  const drawnSpec = useRef<string | null>(null);
  const stopCurrent = useRef<(() => void) | null>(null);
  const file = useRef<File | null>(null);
  const renderRef = useRef(render);
  const settings = useRef({ active, templates });
  useEffect(() => {
    renderRef.current = render;
    settings.current = { active, templates };
  });

  /** Maps the last rows with the current settings and draws them if the picture would differ; returns what went wrong. */
  const apply = useCallback(
    (force = false): string | null => {
      const data = rows.current;
      const draw = renderRef.current;
      const { active: shown, templates: bindable } = settings.current;
      const { mapping: roles, template: name, title: chosenTitle } = state.get();
      if (!data) return null;
      const info = bindable.find((t) => t.name === name) ?? bindable[0];
      if (!info) return null;
      const mapped = mapRows(data.rows, roles, info.dataShape === 'chart');
      if (!mapped.ok) {
        setStatus((s) => ({ ...s, error: mapped.message }));
        return mapped.message;
      }
      const text = serialize(dataSpec(info, chosenTitle || data.title || '', mapped.items));
      setStatus((s) => ({ ...s, error: null }));
      // Unchanged data draws nothing: the picture on screen already shows it.
      if (text === drawnSpec.current && !force) return null;
      if (!draw || !shown) return null;
      drawnSpec.current = text;
      draw(text);
      setStatus((s) => ({ ...s, lastUpdate: Date.now(), drawn: s.drawn + 1 }));
      return null;
    },
    [state, setStatus],
  );

  /** Parsed data replaces the rows on hand and is drawn; returns what went wrong, or null. */
  const take = useCallback(
    (parsed: ParsedData): string | null => {
      setStatus((s) => ({ ...s, lastCheck: Date.now() }));
      if (!parsed.ok) {
        setStatus((s) => ({ ...s, error: parsed.message }));
        return parsed.message;
      }
      rows.current = { rows: parsed.rows, ...(parsed.title !== undefined ? { title: parsed.title } : {}) };
      const now = state.get();
      const mapping = refreshMapping(now.mapping, parsed.fields, parsed.rows);
      state.set({ ...now, mapping, status: { ...now.status, fields: parsed.fields, rowCount: parsed.rows.length } });
      return apply();
    },
    [apply, state, setStatus],
  );

  // Parsing CSV may wait for the reader's chunk: data is taken in arrival order, and data from a source left meanwhile is dropped.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const generation = useRef(0);

  /** New data arrived: parse, keep the mapping where it still fits, draw; resolves to what went wrong, or null. */
  const receive = useCallback(
    (text: string, contentType: string, address: string): Promise<string | null> => {
      const from = generation.current;
      const handled = queue.current.then(async () => {
        const parsed = await parseData(text, detectFormat(text, contentType, address));
        return from === generation.current ? take(parsed) : null;
      });
      // One failure must not stop the data after it: a rejected link in the chain would reject every later one unrun.
      queue.current = handled.catch(() => null);
      return handled;
    },
    [take],
  );

  const stop = useCallback(() => {
    generation.current += 1;
    stopCurrent.current?.();
    stopCurrent.current = null;
    setStatus((s) => ({ ...s, running: false, nextAt: null }));
  }, [setStatus]);
  useEffect(() => () => stopCurrent.current?.(), []);

  const follow = useCallback(
    (kind: 'poll' | 'feed', address: string, intervalSeconds: number) => {
      generation.current += 1;
      stopCurrent.current?.();
      const target = sameOriginUrl(address);
      if (!target.ok) {
        setStatus({ ...IDLE, error: target.message });
        return;
      }
      const label = addressLabel(target.url);
      rows.current = null;
      drawnSpec.current = null;
      file.current = null;
      if (kind === 'poll') {
        const intervalMs = Math.max(1, intervalSeconds) * 1000;
        setStatus({ ...IDLE, running: true, source: t('dynamic.liveData.sourcePoll', { address: label, seconds: intervalMs / 1000 }) });
        const poller: Poller = createPoller({
          url: target.url,
          intervalMs,
          onData: (text, contentType) => receive(text, contentType, target.url),
          onUnchanged: () => setStatus((s) => ({ ...s, lastCheck: Date.now() })),
          onError: (message) => setStatus((s) => ({ ...s, lastCheck: Date.now(), error: message })),
          onSchedule: (delay) => setStatus((s) => ({ ...s, nextAt: Date.now() + delay })),
        });
        poller.start();
        stopCurrent.current = () => poller.stop();
        return;
      }
      setStatus({ ...IDLE, running: true, source: t('dynamic.liveData.sourceFeed', { address: label }) });
      const controller = new AbortController();
      let failures = 0;
      let retry: ReturnType<typeof setTimeout> | undefined;
      // At most one event per frame is taken, the newest; the others are dropped unparsed, and the panel says the feed is too fast.
      const frames = createFeedFrames(
        (data) =>
          void receive(data, '', '').then((problem) => {
            if (problem === null) failures = 0;
          }),
        (tooFast) => setStatus((s) => ({ ...s, tooFast })),
      );
      const open = () => {
        const parser = createSseParser(({ data }) => frames.push(data));
        setStatus((s) => ({ ...s, nextAt: null }));
        void readStream(target.url, {
          signal: controller.signal,
          stallMs: FEED_STALL_MS,
          onText: (text) => parser.push(text),
        }).then((end) => {
          if (end.kind === 'stopped' || controller.signal.aborted) return;
          failures += 1;
          const delay = nextDelay(FEED_RETRY_MS, failures);
          const message = end.kind === 'failed' ? end.message : t('dynamic.liveData.feedEnded', { address: label });
          const error = t('dynamic.liveData.reconnecting', { message, seconds: Math.round(delay / 1000) });
          setStatus((s) => ({ ...s, error, nextAt: Date.now() + delay }));
          retry = setTimeout(open, delay);
        });
      };
      open();
      stopCurrent.current = () => {
        clearTimeout(retry);
        controller.abort();
        frames.cancel();
      };
    },
    [receive, setStatus],
  );

  const readFile = useCallback(
    async (chosen: File) => {
      let text: string;
      try {
        text = await chosen.text();
      } catch (error) {
        setStatus((s) => ({
          ...s,
          error: t('dynamic.liveData.fileUnreadable', {
            name: chosen.name,
            reason: error instanceof Error ? error.message : String(error),
          }),
        }));
        return;
      }
      await receive(text, chosen.type, chosen.name);
    },
    [receive, setStatus],
  );

  const openFile = useCallback(
    (chosen: File) => {
      generation.current += 1;
      stopCurrent.current?.();
      stopCurrent.current = null;
      rows.current = null;
      drawnSpec.current = null;
      file.current = chosen;
      setStatus({ ...IDLE, source: t('dynamic.liveData.sourceFile', { name: chosen.name }) });
      void readFile(chosen);
    },
    [readFile, setStatus],
  );

  const reread = useCallback(() => {
    if (file.current) void readFile(file.current);
  }, [readFile]);

  // A choice in the panel takes effect at once: the data on hand is drawn with it.
  const choose = useCallback(
    (change: (now: LiveDataState) => LiveDataState) => {
      state.set(change(state.get()));
      apply();
    },
    [state, apply],
  );
  const setRole = useCallback(
    (role: Role, field: string) => choose((now) => ({ ...now, mapping: { ...now.mapping, [role]: field } })),
    [choose],
  );
  const chooseTemplate = useCallback((template: string) => choose((now) => ({ ...now, template })), [choose]);
  const chooseTitle = useCallback((title: string) => choose((now) => ({ ...now, title })), [choose]);

  // Shown again (or the engine and its templates arrived): draw the current data, even if it is what was drawn before.
  useEffect(() => {
    if (active && render) apply(true);
  }, [active, render, templates, apply]);

  const specText = useCallback(() => drawnSpec.current, []);

  return {
    state,
    templates,
    setTemplate: chooseTemplate,
    setTitle: chooseTitle,
    setRole,
    follow,
    openFile,
    reread,
    stop,
    specText,
  };
}
