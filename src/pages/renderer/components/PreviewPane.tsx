// The "Preview" region: the engine draws into the stage; this component fits, zooms, pans and goes fullscreen around it.
import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { EngineState } from '../../../shared/useEngine';
import type { PictureState } from '../../../shared/useInfographic';
import { naturalSize } from '../svgSize';
import { IDENTITY, ZOOM_STEP, fitView, panBy, viewTransform, zoomAt, zoomPercent, type Size, type View } from '../viewTransform';

interface Props {
  /** The element the engine renders into. */
  stageRef: RefObject<HTMLDivElement | null>;
  picture: PictureState;
  engine: EngineState;
  onRetry(): void;
}

/** Arrow keys move the picture this far (Shift: three times as far). */
const KEY_PAN_PX = 40;

export const PreviewPane = memo(function PreviewPane({ stageRef, picture, engine, onRetry }: Props) {
  const region = useRef<HTMLElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>(IDENTITY);
  const [content, setContent] = useState<Size | null>(null);
  const [fullscreen, setFullscreen] = useState(false);
  // Until the user zooms or pans, every new picture and every resize re-fits; Fit returns to this mode.
  const fitting = useRef(true);
  const drag = useRef<{ id: number; x: number; y: number } | null>(null);
  const [dragging, setDragging] = useState(false);

  // The picture's own background (its theme's) fills the canvas around it too; without one, the CSS default applies.
  useEffect(() => {
    const background = stageRef.current?.querySelector('svg')?.style.backgroundColor;
    viewport.current?.style.setProperty('--picture-canvas', background || null);
  }, [picture.version, stageRef]);

  const measure = useCallback((): Size | null => {
    const svg = stageRef.current?.querySelector('svg');
    return svg ? naturalSize(svg) : null;
  }, [stageRef]);

  const fit = useCallback(() => {
    const size = measure();
    const box = viewport.current;
    fitting.current = true;
    setContent(size);
    if (size && box) setView(fitView(size, { width: box.clientWidth, height: box.clientHeight }));
  }, [measure]);

  const changeView = useCallback((next: (current: View) => View) => {
    fitting.current = false;
    setView(next);
  }, []);

  const zoomBy = useCallback(
    (factor: number) => {
      const box = viewport.current;
      const centre = box ? { x: box.clientWidth / 2, y: box.clientHeight / 2 } : { x: 0, y: 0 };
      changeView((v) => zoomAt(v, factor, centre));
    },
    [changeView],
  );

  // A new picture: take its size; re-fit unless the user has placed the view by hand.
  useLayoutEffect(() => {
    if (picture.version === 0) return;
    if (fitting.current) fit();
    else setContent(measure());
  }, [picture.version, fit, measure]);

  // Resizing the window or entering fullscreen re-fits a fitted picture.
  useEffect(() => {
    const box = viewport.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (fitting.current) fit();
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [fit]);

  // Ctrl/⌘ + wheel (and trackpad pinch) zooms at the pointer; a plain wheel keeps scrolling the page.
  useEffect(() => {
    const box = viewport.current;
    if (!box) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      const rect = box.getBoundingClientRect();
      const factor = Math.exp(-event.deltaY * 0.002);
      changeView((v) => zoomAt(v, factor, { x: event.clientX - rect.left, y: event.clientY - rect.top }));
    };
    box.addEventListener('wheel', onWheel, { passive: false });
    return () => box.removeEventListener('wheel', onWheel);
  }, [changeView]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === region.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void region.current?.requestFullscreen().catch(() => undefined);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.shiftKey ? KEY_PAN_PX * 3 : KEY_PAN_PX;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [step, 0],
      ArrowRight: [-step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    if (moves[event.key]) changeView((v) => panBy(v, ...moves[event.key]));
    else if (event.key === '+' || event.key === '=') zoomBy(ZOOM_STEP);
    else if (event.key === '-' || event.key === '_') zoomBy(1 / ZOOM_STEP);
    else if (event.key === '0') fit();
    else return;
    event.preventDefault();
  };

  const endDrag = () => {
    drag.current = null;
    setDragging(false);
  };

  const canView = picture.hasPicture;
  const fullscreenSupported = typeof document !== 'undefined' && document.fullscreenEnabled !== false;
  return (
    <section ref={region} className={`preview${fullscreen ? ' is-fullscreen' : ''}`} aria-label="Preview">
      <div className="preview__toolbar" role="toolbar" aria-label="View">
        <button type="button" onClick={fit} disabled={!canView}>
          Fit
        </button>
        <button type="button" onClick={() => zoomBy(ZOOM_STEP)} disabled={!canView}>
          Zoom in
        </button>
        <button type="button" onClick={() => zoomBy(1 / ZOOM_STEP)} disabled={!canView}>
          Zoom out
        </button>
        <output className="preview__zoom" aria-label="Zoom level">
          {zoomPercent(view)}%
        </output>
        <button type="button" onClick={toggleFullscreen} aria-pressed={fullscreen} disabled={!fullscreenSupported}>
          Fullscreen
        </button>
      </div>
      <div
        ref={viewport}
        className={`preview__viewport${dragging ? ' is-dragging' : ''}`}
        tabIndex={0}
        role="group"
        aria-label="Picture"
        aria-describedby={picture.stale ? 'preview-stale preview-help' : 'preview-help'}
        onKeyDown={onKeyDown}
        onPointerDown={(event) => {
          if (event.button !== 0 || !canView) return;
          drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
          event.currentTarget.setPointerCapture?.(event.pointerId);
          setDragging(true);
        }}
        onPointerMove={(event) => {
          const start = drag.current;
          if (!start || start.id !== event.pointerId) return;
          const dx = event.clientX - start.x;
          const dy = event.clientY - start.y;
          drag.current = { id: start.id, x: event.clientX, y: event.clientY };
          changeView((v) => panBy(v, dx, dy));
        }}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <div
          ref={stageRef}
          className={`preview__stage${picture.stale ? ' is-stale' : ''}`}
          data-testid="preview-stage"
          style={{
            transform: viewTransform(view),
            ...(content ? { width: `${content.width}px`, height: `${content.height}px` } : {}),
          }}
        />
        <PreviewStatus picture={picture} engine={engine} onRetry={onRetry} />
        {picture.stale && (
          <p className="preview__stale" role="status" id="preview-stale">
            Showing the last valid render. Fix the errors in the source to update it.
          </p>
        )}
      </div>
      <p id="preview-help" className="visually-hidden">
        Drag to pan. Ctrl or Command with the scroll wheel zooms. With the picture focused: arrow keys pan, plus and minus zoom, 0 fits.
      </p>
    </section>
  );
});

function PreviewStatus({ picture, engine, onRetry }: Pick<Props, 'picture' | 'engine' | 'onRetry'>) {
  if (engine.status === 'failed') {
    return (
      <div className="preview__message" role="alert">
        <p>The rendering engine could not be loaded: {engine.error.message}</p>
        <button type="button" onClick={onRetry}>
          Retry
        </button>
      </div>
    );
  }
  if (picture.hasPicture) return null;
  if (engine.status !== 'ready') return <p className="preview__message">Loading the rendering engine…</p>;
  if (picture.checked) return <p className="preview__message">Nothing to show yet: fix the errors listed beside the source.</p>;
  return null;
}
