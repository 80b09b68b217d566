// Pan, zoom, fit and fullscreen of a picture in a viewport: the state and the input handling, no drawing.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { onWidgetKeys, type WidgetKeys } from '../../actions/widgetKeys';
import { naturalSize } from './svgSize';
import { IDENTITY, ZOOM_STEP, fitView, panBy, zoomAt, type Size, type View } from './viewTransform';

/** Arrow keys move the picture this far (Shift: three times as far). */
export const KEY_PAN_PX = 40;

const ARROWS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'];
const PAN: Record<string, [number, number]> = { ArrowLeft: [1, 0], ArrowRight: [-1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };

/** The focused picture's keys, on every page with a preview. */
export const PAN_ZOOM_KEYS: WidgetKeys<'pan' | 'zoomIn' | 'zoomOut' | 'fit'> = {
  id: 'preview.viewport',
  where: 'shared.preview.keys.where',
  place: 'picture',
  keys: [
    { name: 'pan', label: 'shared.preview.keys.pan', keys: [...ARROWS, ...ARROWS.map((key) => `Shift+${key}`)] },
    { name: 'zoomIn', label: 'shared.preview.keys.zoomIn', keys: ['+', '='] },
    { name: 'zoomOut', label: 'shared.preview.keys.zoomOut', keys: ['-', '_'] },
    { name: 'fit', label: 'shared.preview.keys.fit', keys: ['0'] },
  ],
};

export interface PanZoom {
  /** The element that goes fullscreen. */
  regionRef: RefObject<HTMLElement | null>;
  /** The visible window onto the picture (focusable; takes keys, drags and Ctrl+wheel). */
  viewportRef: RefObject<HTMLDivElement | null>;
  view: View;
  /** The picture's natural size, once measured. */
  content: Size | null;
  /** True while the view follows the picture (every new picture and resize re-fits); false once placed by hand. */
  fitted: boolean;
  fullscreen: boolean;
  dragging: boolean;
  fit(): void;
  zoomIn(): void;
  zoomOut(): void;
  toggleFullscreen(): void;
  /** Spread on the viewport element. */
  viewportHandlers: {
    onKeyDown(event: KeyboardEvent): void;
    onPointerDown(event: PointerEvent<HTMLElement>): void;
    onPointerMove(event: PointerEvent<HTMLElement>): void;
    onPointerUp(): void;
    onPointerCancel(): void;
  };
}

interface Options {
  /** The element the picture is drawn into. */
  stageRef: RefObject<HTMLElement | null>;
  /** Changes whenever a new picture is on screen (0: none yet). */
  pictureVersion: number;
  /** False while there is nothing to move (drags and keys do nothing). */
  enabled: boolean;
}

export function usePanZoom({ stageRef, pictureVersion, enabled }: Options): PanZoom {
  const regionRef = useRef<HTMLElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>(IDENTITY);
  const [content, setContent] = useState<Size | null>(null);
  const [fullscreen, setFullscreen] = useState(false);
  // A ref for the event handlers and state for the drawing: until the user zooms or pans, the view follows the picture.
  const fitting = useRef(true);
  const [fitted, setFitted] = useState(true);
  const drag = useRef<{ id: number; x: number; y: number } | null>(null);
  const [dragging, setDragging] = useState(false);

  const measure = useCallback((): Size | null => {
    const svg = stageRef.current?.querySelector('svg');
    return svg ? naturalSize(svg) : null;
  }, [stageRef]);

  // The viewport's size as its ResizeObserver last saw it (read when layout is clean): reading clientWidth right after a new
  // picture went in forced a layout of the whole picture, about 100 ms an edit of a big spec in the Editor.
  const viewportSize = useRef<Size | null>(null);
  const boxSize = useCallback((): Size | null => {
    const box = viewportRef.current;
    if (!box) return null;
    return viewportSize.current ?? { width: box.clientWidth, height: box.clientHeight };
  }, []);

  const fit = useCallback(() => {
    const size = measure();
    const box = boxSize();
    fitting.current = true;
    setFitted(true);
    setContent(size);
    if (size && box) setView(fitView(size, box));
  }, [measure, boxSize]);

  const changeView = useCallback((next: (current: View) => View) => {
    fitting.current = false;
    setFitted(false);
    setView(next);
  }, []);

  const zoomBy = useCallback(
    (factor: number) => {
      const box = boxSize();
      const centre = box ? { x: box.width / 2, y: box.height / 2 } : { x: 0, y: 0 };
      changeView((v) => zoomAt(v, factor, centre));
    },
    [changeView, boxSize],
  );
  const zoomIn = useCallback(() => zoomBy(ZOOM_STEP), [zoomBy]);
  const zoomOut = useCallback(() => zoomBy(1 / ZOOM_STEP), [zoomBy]);

  // A new picture: take its size; re-fit unless the user has placed the view by hand.
  useLayoutEffect(() => {
    if (pictureVersion === 0) return;
    if (fitting.current) fit();
    else setContent(measure());
  }, [pictureVersion, fit, measure]);

  // Resizing the window or entering fullscreen re-fits a fitted picture.
  useEffect(() => {
    const box = viewportRef.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      viewportSize.current = { width: box.clientWidth, height: box.clientHeight };
      if (fitting.current) fit();
    });
    observer.observe(box);
    return () => {
      observer.disconnect();
      viewportSize.current = null;
    };
  }, [fit]);

  // Ctrl/⌘ + wheel (and trackpad pinch) zooms at the pointer; a plain wheel keeps scrolling the page.
  useEffect(() => {
    const box = viewportRef.current;
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
    const onChange = () => setFullscreen(document.fullscreenElement === regionRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggleFullscreen = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void regionRef.current?.requestFullscreen().catch(() => undefined);
  }, []);

  const endDrag = () => {
    drag.current = null;
    setDragging(false);
  };

  const viewportHandlers: PanZoom['viewportHandlers'] = {
    onKeyDown(event) {
      // Made at the key press: the handlers read refs, which a render must not.
      onWidgetKeys(PAN_ZOOM_KEYS, {
        pan: () => {
          if (!enabled) return false;
          const step = event.shiftKey ? KEY_PAN_PX * 3 : KEY_PAN_PX;
          const [x, y] = PAN[event.key];
          changeView((v) => panBy(v, x * step, y * step));
        },
        zoomIn: () => (enabled ? zoomIn() : false),
        zoomOut: () => (enabled ? zoomOut() : false),
        fit: () => (enabled ? fit() : false),
      })(event);
    },
    onPointerDown(event) {
      if (event.button !== 0 || !enabled) return;
      drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
      event.currentTarget.setPointerCapture?.(event.pointerId);
      setDragging(true);
    },
    onPointerMove(event) {
      const start = drag.current;
      if (!start || start.id !== event.pointerId) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      drag.current = { id: start.id, x: event.clientX, y: event.clientY };
      changeView((v) => panBy(v, dx, dy));
    },
    onPointerUp: endDrag,
    onPointerCancel: endDrag,
  };

  return { regionRef, viewportRef, view, content, fitted, fullscreen, dragging, fit, zoomIn, zoomOut, toggleFullscreen, viewportHandlers };
}
