// A live infographic in a container: one engine handle per mounted container, re-rendered through update(). Its state is a
// value store, so a page may hand it to the parts that show it (usePicture) rather than re-render itself per picture.
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { Diagnostic, Engine, RenderHandle, RenderSettings } from '../../engine';
import { createValueStore, type ValueStore } from '../viewState/valueStore';
import { adoptEarlyPicture } from './earlyPicture';

export interface PictureState {
  /** Diagnostics of the latest source rendered. */
  diagnostics: Diagnostic[];
  /** A picture is on screen. */
  hasPicture: boolean;
  /** The picture on screen is older than the latest source, which had errors. */
  stale: boolean;
  /** Counts pictures drawn; changes whenever a new picture is on screen. */
  version: number;
  /** How long the latest picture took to render. */
  durationMs: number | null;
  /** At least one source has been rendered, so the diagnostics mean something. */
  checked: boolean;
  /** The source text the diagnostics are of (the latest rendered); they include the picture audit's findings once it ran. */
  source: string | null;
}

export const EMPTY_PICTURE: PictureState = {
  diagnostics: [],
  hasPicture: false,
  stale: false,
  version: 0,
  durationMs: null,
  checked: false,
  source: null,
};

export interface PictureParts {
  /** Attach to the element the picture goes in; the engine owns its children. */
  containerRef: RefObject<HTMLDivElement | null>;
  /**
   * Renders now (synchronously): call it from a timer, an effect or a click, never on the keystroke path.
   * Before the engine is ready the source waits and is drawn as soon as it arrives. Stable for the component's life.
   */
  render(source: string, settings?: RenderSettings): void;
  /** What is on screen; the parts that show it select from it (useValueSelector). Stable for the component's life. */
  store: ValueStore<PictureState>;
  /** The live handle, for export; null before the first render. */
  handle(): RenderHandle | null;
  /** Removes the picture (a stream starting over); the next render draws afresh. Stable for the component's life. */
  reset(): void;
}

export interface UseInfographic extends PictureParts {
  state: PictureState;
}

function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}

/**
 * The picture with its state in a component that shows it: re-renders with every picture. The state is React state, set from
 * the store, so a picture's update is batched with the rest of its commit as before (the preview's first fit measures the
 * pane as laid out; a synchronous store render fitted it before the panes around it had their size).
 */
export function useInfographic(engine: Engine | null): UseInfographic {
  const parts = usePicture(engine);
  const { store } = parts;
  const [state, setState] = useState(store.get);
  useEffect(() => {
    const follow = () => setState(store.get());
    const stop = store.subscribe(follow);
    // A picture drawn before this subscription (the engine's arrival, in an effect declared before it) is taken too.
    queueMicrotask(follow);
    return stop;
  }, [store]);
  return { ...parts, state };
}

/** The picture, its state held in a store: the calling component does not re-render when a picture is drawn. */
export function usePicture(engine: Engine | null): PictureParts {
  const containerRef = useRef<HTMLDivElement | null>(null);
  const engineRef = useRef<Engine | null>(null);
  const handleRef = useRef<RenderHandle | null>(null);
  const waiting = useRef<{ source: string; settings?: RenderSettings } | null>(null);
  // The text the handle is checking: its diagnostics events (during a draw, or the audit's later) are of this text.
  const checking = useRef<string | null>(null);
  const store = useMemo(() => createValueStore<PictureState>(EMPTY_PICTURE), []);
  const setState = useCallback((next: (state: PictureState) => PictureState) => store.set(next(store.get())), [store]);

  const draw = useCallback(
    (source: string, settings?: RenderSettings) => {
      const current = engineRef.current;
      const container = containerRef.current;
      if (!current || !container) {
        waiting.current = { source, settings };
        return;
      }
      let handle = handleRef.current;
      let drawn = false;
      checking.current = source;
      if (!handle) {
        // A share link's picture the boot drew before the page mounted (earlyPicture.ts) is taken, not drawn again.
        const created = adoptEarlyPicture(source, settings, container) ?? current.render(container, source, settings);
        handleRef.current = created;
        // Later pictures (and pictures finished asynchronously) arrive as events.
        created.on('rendered', ({ durationMs }) => {
          if (handleRef.current !== created) return;
          setState((s) => ({ ...s, version: s.version + 1, durationMs, hasPicture: true, stale: hasErrors(created.diagnostics) }));
        });
        created.on('diagnostics', (diagnostics) => {
          if (handleRef.current !== created) return;
          setState((s) => ({
            ...s,
            diagnostics,
            source: checking.current,
            checked: true,
            stale: hasErrors(diagnostics) && created.svg !== null,
          }));
        });
        handle = created;
        drawn = created.svg !== null;
      } else {
        handle.update(source, settings);
      }
      const { diagnostics, svg, lastDurationMs } = handle;
      setState((s) => ({
        diagnostics,
        source,
        checked: true,
        hasPicture: svg !== null,
        stale: hasErrors(diagnostics) && svg !== null,
        version: drawn ? s.version + 1 : s.version,
        durationMs: lastDurationMs,
      }));
    },
    [setState],
  );

  // The engine arrived: draw what waited for it. The handle belongs to this engine; it goes (with its picture) when the engine does.
  useEffect(() => {
    engineRef.current = engine;
    const queued = waiting.current;
    if (engine && queued) {
      waiting.current = null;
      draw(queued.source, queued.settings);
    }
    return () => {
      engineRef.current = null;
      handleRef.current?.destroy();
      handleRef.current = null;
    };
  }, [engine, draw]);

  const handle = useCallback(() => handleRef.current, []);
  const reset = useCallback(() => {
    waiting.current = null;
    handleRef.current?.destroy();
    handleRef.current = null;
    setState((s) => ({ ...EMPTY_PICTURE, version: s.version }));
  }, [setState]);
  return { containerRef, render: draw, store, handle, reset };
}
