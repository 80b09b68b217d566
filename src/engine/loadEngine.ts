// Loads the library (async chunk "engine") with the default family's Latin font started beside it. Its own module, so the
// boot's share-link preload can reach it without the front door (index.ts), whose other exports would weigh on the entry.
import type { Engine } from './types';
import { BASIC_LATIN, loadFonts } from './fonts/fontLoading';
import { DEFAULT_ENGINE_FAMILY, ENGINE_FAMILIES } from './fonts/shippedFonts';
import { once } from '../runtime/lazy';

/**
 * Loads @antv/infographic (async chunk "engine") and returns the full API. Loaded once;
 * a failed chunk load is not kept, so calling again retries.
 */
export const loadEngine: () => Promise<Engine> = once(() => {
  // The default family's Latin slices load beside the engine chunk, but the engine does not wait for them (issue 32: the
  // first picture waits for nothing it does not need): a picture drawn before they are in is drawn again, measured with
  // them, when they arrive (render.ts, followFonts). A font that fails leaves the fallback's drawing in place.
  void loadFonts({ families: ENGINE_FAMILIES[DEFAULT_ENGINE_FAMILY].families, text: BASIC_LATIN }).catch(() => undefined);
  return import(/* webpackChunkName: "engine" */ './engine').then((mod) => mod.createEngine());
});
