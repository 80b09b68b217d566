// A picture drawn only once its box comes near the viewport, through a shared queue that draws a few per frame:
// Home's gallery cards, the "Try other templates" cards and the batch report's thumbnails all draw this way.
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Diagnostic, Engine, RenderHandle, RenderSettings, Source } from '../../engine';
import type { PreviewQueue } from './previewQueue';
import type { VisibilityWatcher } from './visibilityWatcher';

export type LazyPictureState = 'waiting' | 'drawn' | 'failed';

export interface LazyPictureOptions {
  engine: Engine;
  queue: PreviewQueue;
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
    if (!element) return;
    let handle: RenderHandle | null = null;
    let unwatch = () => {};
    const draw = () => {
      // Hidden since it was queued: the library cannot measure text in a hidden box, so wait until it shows again.
      if (element.closest('[hidden]')) {
        unwatch = watcher.watch(element, () => queue.enqueue(draw));
        return;
      }
      handle = engine.render(element, source, settings);
      setDrawn({ state: handle.svg ? 'drawn' : 'failed', diagnostics: handle.diagnostics });
      if (handle.svg) onDrawnRef.current?.(handle);
    };
    setDrawn({ state: 'waiting', diagnostics: [] });
    unwatch = watcher.watch(element, () => queue.enqueue(draw));
    return () => {
      unwatch();
      queue.cancel(draw);
      handle?.destroy();
    };
  }, [engine, queue, watcher, source, settings]);

  return { ref, ...drawn };
}
