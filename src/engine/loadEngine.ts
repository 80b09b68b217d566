// Loads the library (async chunk "engine") with the default family's Latin font beside it. Its own module, so the boot's
// share-link preload can reach it without the front door (index.ts), whose other exports would weigh on the entry.
import type { Engine } from './types';
import { BASIC_LATIN, loadFonts } from './fonts/fontLoading';
import { DEFAULT_ENGINE_FAMILY, ENGINE_FAMILIES } from './fonts/shippedFonts';
import { once } from '../runtime/lazy';

/**
 * Loads @antv/infographic (async chunk "engine") and returns the full API. Loaded once;
 * a failed chunk load is not kept, so calling again retries.
 */
export const loadEngine: () => Promise<Engine> = once(() => {
  // the default family's Latin slices load beside the engine chunk, so a Latin picture's first drawing is measured with them
  const defaultFont = loadFonts({ families: ENGINE_FAMILIES[DEFAULT_ENGINE_FAMILY].families, text: BASIC_LATIN });
  return Promise.all([import(/* webpackChunkName: "engine" */ './engine'), defaultFont]).then(([mod]) => mod.createEngine());
});
