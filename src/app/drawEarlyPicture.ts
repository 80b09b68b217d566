// The boot's early picture (issue 32), a chunk of its own: on /renderer and /editor a share link's text is drawn as soon as
// the engine and the words are in, before React's first render, into a wrapper standing where the preview will be; the
// page's first drawing takes it over (src/shared/preview/earlyPicture.ts). The bare library draws with nothing before it.
import type { RenderSettings } from '../engine';
import { loadEngine } from '../engine/loadEngine';
import { addressPictureText } from '../shared/links/addressPicture';
import { PAGES } from '../shared/pageFacts/pageFacts';
import { EARLY_PICTURE_CLASS, EDITABLE_PICTURE, earlyPictureOpen, keepEarlyPicture } from '../shared/preview/earlyPicture';
import { routeForPath } from './preloadFirstPage';
import { ROUTES } from './routeTable';

/** The pages that open on a link's picture, by route id, with the settings each draws it with (as its own first drawing does). */
const SETTINGS_BY_PAGE: Record<string, RenderSettings | undefined> = {
  [PAGES.renderer.id]: undefined,
  [PAGES.editor.id]: EDITABLE_PICTURE,
};

/** Draws the address's picture early when the page is one of those and the address carries a readable text. */
export async function drawEarlyPicture(location: Pick<Location, 'pathname' | 'search' | 'hash'>, words: Promise<void>): Promise<void> {
  const page = routeForPath(ROUTES, location.pathname)?.id;
  if (page === undefined || !Object.hasOwn(SETTINGS_BY_PAGE, page)) return;
  const text = addressPictureText(location.search, location.hash);
  if (text === null) return;
  const [engine] = await Promise.all([loadEngine(), words]);
  if (!earlyPictureOpen()) return;
  const wrapper = document.createElement('div');
  wrapper.className = EARLY_PICTURE_CLASS;
  document.body.append(wrapper);
  const settings = SETTINGS_BY_PAGE[page];
  keepEarlyPicture(text, settings, engine.render(wrapper, text, settings), wrapper);
}
