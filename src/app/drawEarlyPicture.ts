// The boot's early picture (issue 32), a chunk of its own: on /renderer and /editor a share link's text is drawn as soon as
// the engine and the words are in, before the interface is even evaluated, into a wrapper standing where the preview will
// be; the page's first drawing takes it over (src/shared/preview/earlyPicture.ts). The bare library draws with nothing before it.
import type { RenderSettings } from '../engine';
import { loadEngine } from '../engine/loadEngine';
import { addressPictureText } from '../shared/links/addressPicture';
import { EARLY_PICTURE_CLASS, earlyPictureOpen, keepEarlyPicture } from '../shared/preview/earlyPicture';

/** Draws the address's picture with `settings` when the address carries a readable text. */
export async function drawEarlyPicture(
  location: Pick<Location, 'search' | 'hash'>,
  settings: RenderSettings | undefined,
  words: Promise<void>,
): Promise<void> {
  const text = addressPictureText(location.search, location.hash);
  if (text === null) return;
  const [engine] = await Promise.all([loadEngine(), words]);
  if (!earlyPictureOpen()) return;
  const wrapper = document.createElement('div');
  wrapper.className = EARLY_PICTURE_CLASS;
  document.body.append(wrapper);
  keepEarlyPicture(text, settings, engine.render(wrapper, text, settings), wrapper);
}
