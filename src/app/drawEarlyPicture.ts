// The boot's early picture (issue 32), a chunk of its own: on /renderer and /editor a share link's text is drawn as soon as
// the engine and the words are in, before React's first render, into a wrapper standing where the preview will be; the
// page's first drawing takes it over (src/shared/preview/earlyPicture.ts). The bare library draws with nothing before it.
import type { RenderSettings } from '../engine';
import { loadEngine } from '../engine/loadEngine';
import { addressPictureText } from '../shared/links/addressPicture';
import { EARLY_PICTURE_CLASS, EDITABLE_PICTURE, earlyPictureOpen, keepEarlyPicture } from '../shared/preview/earlyPicture';

/** The pages that open on a link's picture, with the settings each draws it with (as their own first drawing does). */
const SETTINGS_BY_PATH: Record<string, RenderSettings | undefined> = { '/renderer': undefined, '/editor': EDITABLE_PICTURE };

/** Draws the address's picture early when the page is one of those and the address carries a readable text. */
export async function drawEarlyPicture(location: Pick<Location, 'pathname' | 'search' | 'hash'>, words: Promise<void>): Promise<void> {
  const path = location.pathname.replace(/\/+$/, '');
  if (!Object.hasOwn(SETTINGS_BY_PATH, path)) return;
  const text = addressPictureText(location.search, location.hash);
  if (text === null) return;
  const [engine] = await Promise.all([loadEngine(), words]);
  if (!earlyPictureOpen()) return;
  const wrapper = document.createElement('div');
  wrapper.className = EARLY_PICTURE_CLASS;
  document.body.append(wrapper);
  const settings = SETTINGS_BY_PATH[path];
  keepEarlyPicture(text, settings, engine.render(wrapper, text, settings), wrapper);
}
