// A share link's picture drawn before React mounts (issue 32): the boot (src/app/drawEarlyPicture.ts) draws the link's
// text into a wrapper standing where the preview will be, and the page's first drawing of that text with the same settings
// takes over its handle (the picture moves into the preview) instead of drawing it again. Anything else drops it.
import type { RenderHandle, RenderSettings } from '../../engine';

/** The Editor draws its picture editable (texts, moves and styles made on it are written back into the source). */
export const EDITABLE_PICTURE: RenderSettings = { editable: true };

/** The class of the wrapper the early picture stands in until a page takes it (layout.css places it). */
export const EARLY_PICTURE_CLASS = 'early-picture';

interface EarlyPicture {
  source: string;
  settings: string;
  handle: RenderHandle;
  wrapper: HTMLElement;
}

let early: EarlyPicture | null = null;
/** Set at a page's first drawing (taken or not) or a drop: an early picture not drawn by then is not drawn at all. */
let closed = false;

/** The early picture goes: its library instance and its wrapper. */
function discard(picture: Pick<EarlyPicture, 'handle' | 'wrapper'>): void {
  picture.handle.destroy();
  picture.wrapper.remove();
}

function settingsKey(settings: RenderSettings | undefined): string {
  return JSON.stringify(settings ?? {});
}

/** True while an early picture may still be drawn (nothing has mounted in its place yet). */
export function earlyPictureOpen(): boolean {
  return !closed;
}

/** Keeps the boot's picture for the page; drops it at once when the page has already drawn. */
export function keepEarlyPicture(source: string, settings: RenderSettings | undefined, handle: RenderHandle, wrapper: HTMLElement): void {
  if (closed) return discard({ handle, wrapper });
  early = { source, settings: settingsKey(settings), handle, wrapper };
}

/**
 * The early picture's handle, moved into `container`, when it shows `source` drawn with `settings`; else null (and an early
 * picture of another text is dropped). Either way no early picture is drawn after this.
 */
export function adoptEarlyPicture(source: string, settings: RenderSettings | undefined, container: HTMLElement): RenderHandle | null {
  const kept = early;
  early = null;
  closed = true;
  if (!kept) return null;
  if (kept.source !== source || kept.settings !== settingsKey(settings) || kept.handle.svg === null) {
    discard(kept);
    return null;
  }
  kept.handle.moveTo(container);
  kept.wrapper.remove();
  return kept.handle;
}

/** No page will take it (an error panel stands there instead): the early picture goes. */
export function dropEarlyPicture(): void {
  closed = true;
  if (early) discard(early);
  early = null;
}
