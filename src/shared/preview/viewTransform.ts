// Zoom and pan of the preview as plain numbers: screen = content * scale + (x, y).

export interface View {
  scale: number;
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export const MIN_SCALE = 0.1;
export const MAX_SCALE = 8;
/** One press of Zoom in / Zoom out. */
export const ZOOM_STEP = 1.25;
/** Space kept around a fitted picture, in screen pixels. */
export const FIT_PADDING = 16;
/** Fit never blows a small picture up beyond this. */
export const MAX_FIT_SCALE = 2;

export const IDENTITY: View = { scale: 1, x: 0, y: 0 };

export function clampScale(scale: number): number {
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
}

/** The view that shows all of `content` centred in `viewport`. */
export function fitView(content: Size, viewport: Size, padding = FIT_PADDING): View {
  if (content.width <= 0 || content.height <= 0 || viewport.width <= 0 || viewport.height <= 0) return IDENTITY;
  const room = { width: Math.max(1, viewport.width - 2 * padding), height: Math.max(1, viewport.height - 2 * padding) };
  const scale = clampScale(Math.min(room.width / content.width, room.height / content.height, MAX_FIT_SCALE));
  return {
    scale,
    x: (viewport.width - content.width * scale) / 2,
    y: (viewport.height - content.height * scale) / 2,
  };
}

/** Zooms by `factor` keeping the screen point `at` over the same spot of the picture. */
export function zoomAt(view: View, factor: number, at: { x: number; y: number }): View {
  const scale = clampScale(view.scale * factor);
  const ratio = scale / view.scale;
  return { scale, x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio };
}

export function panBy(view: View, dx: number, dy: number): View {
  return { ...view, x: view.x + dx, y: view.y + dy };
}

/** For the CSS transform of the stage (transform-origin 0 0). */
export function viewTransform(view: View): string {
  return `translate(${view.x}px, ${view.y}px) scale(${view.scale})`;
}

export function zoomPercent(view: View): number {
  return Math.round(view.scale * 100);
}
