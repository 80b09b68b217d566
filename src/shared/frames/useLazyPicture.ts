// A picture drawn only once its box comes near the viewport, through the frame queue that draws a few per frame:
// Home's gallery cards, the "Try other templates" cards, the batch report's thumbnails and History's thumbnails draw this way.
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Diagnostic, Engine, RenderHandle, RenderSettings, Source } from '../../engine';
import type { FrameQueue } from '../../runtime/scheduling/frameQueue';
import type { VisibilityWatcher } from './visibilityWatcher';

export type LazyPictureState = 'waiting' | 'drawn' | 'failed';

export interface LazyPictureOptions {
  /** Null while the engine loads: the box waits, and is watched once the engine is there. */
  engine: Engine | null;
  queue: FrameQueue;
  watcher: VisibilityWatcher;
  /** What to draw; keep its identity stable (memoise it), a new value draws again. */
  source: Source;
  settings?: RenderSettings;
  /** Called with the live handle once the picture is drawn (e.g. to audit it); the handle is destroyed on unmount. */
  onDrawn?(handle: RenderHandle): void;
}

export interface LazyPicture<T extends HTMLElement> {
  /** Put on the element the engine draws into. */
  ref: RefObject<T | null>;
  state: LazyPictureState;
  /** The engine's diagnostics of the drawn source (empty until drawn). */
  diagnostics: Diagnostic[];
}

export function useLazyPicture<T extends HTMLElement>({
  engine,
  queue,
  watcher,
  source,
  settings,
  onDrawn,
}: LazyPictureOptions): LazyPicture<T> {
  const ref = useRef<T>(null);
  const [drawn, setDrawn] = useState<{ state: LazyPictureState; diagnostics: Diagnostic[] }>({ state: 'waiting', diagnostics: [] });
  // The latest callback, read when the picture is drawn, so a new function does not draw again.
  const onDrawnRef = useRef(onDrawn);
  useEffect(() => {
    onDrawnRef.current = onDrawn;
  }, [onDrawn]);

  useEffect(() => {
    const element = ref.current;
    if (!element || !engine) return;
    let handle: RenderHandle | null = null;
    let unwatch = () => {};
    let unqueue = () => {};
    const whenVisible = () => {
      unwatch = watcher.watch(element, () => {
        unqueue = queue.add(element, draw);
      });
    };
    const draw = () => {
      // Hidden since it was queued: the library cannot measure text in a hidden box, so wait until it shows again.
      if (element.closest('[hidden]')) {
        whenVisible();
        return;
      }
      handle = engine.render(element, source, settings);
      setDrawn({ state: handle.svg ? 'drawn' : 'failed', diagnostics: handle.diagnostics });
      if (handle.svg) onDrawnRef.current?.(handle);
    };
    setDrawn({ state: 'waiting', diagnostics: [] });
    whenVisible();
    return () => {
      unwatch();
      unqueue();
      handle?.destroy();
    };
  }, [engine, queue, watcher, source, settings]);

  return { ref, ...drawn };
}
