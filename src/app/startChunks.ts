// The entry's first module (src/index.tsx imports it before anything else): installs the chunk-error adapter, then starts
// the chunks the first screen needs. The entry holds no React DOM and no router: the interface (src/app/mountApp.tsx) is a
// chunk of its own, requested here, so nothing waits for its script but the interface itself (issue 32).
import type { RenderSettings } from '../engine';
import { installChunkErrorAdapter, onChunkLoadFailure } from '../runtime/chunkErrors';
import { checkForUpdate } from '../runtime/serviceWorkerRegistration';
import { activateLocale } from '../i18n/i18n';
import { DEFAULT_LOCALE, initialLocale } from '../i18n/locales';
import { PAGES } from '../shared/pageFacts/pageFacts';
import { EDITABLE_PICTURE } from '../shared/preview/earlyPicture';
import { preloadFirstPage, routeForPath } from './preloadFirstPage';
import { preloadShareLink, shareCodeOf } from './preloadShareLink';
import { ROUTES } from './routeTable';

installChunkErrorAdapter();
onChunkLoadFailure((failure) => {
  console.warn(failure.message);
  // A chunk that is gone most likely means a new deployment: fetch its worker so the Reload can switch to it.
  checkForUpdate();
});

/** The pages that open on a share link's picture, by route id, with the settings each page's own first drawing uses. */
const EARLY_PICTURE_SETTINGS: Record<string, RenderSettings | undefined> = {
  [PAGES.renderer.id]: undefined,
  [PAGES.editor.id]: EDITABLE_PICTURE,
};

/**
 * How long a share link's early picture keeps the line and the main thread to itself: past this the interface's chunks are
 * requested even though the engine is not in yet (a stalled engine does not keep the layout away until its 120 s timeout).
 */
const INTERFACE_HOLD_MS = 3000;

/**
 * Resolves when the interface's words are in: the visitor's language, else English (a catalogue that fails to load). It
 * never rejects: with no catalogue at all (offline before the worker cached one) the app still mounts, its words as ids.
 */
export const wordsReady: Promise<void> = activateLocale(initialLocale())
  .catch((error: unknown) => {
    console.warn('The interface language could not be loaded; falling back to English', error);
    return activateLocale(DEFAULT_LOCALE);
  })
  .catch((error: unknown) => console.warn('No interface language could be loaded', error));

export interface InterfaceChunks {
  /** The interface's own chunk (React DOM, the router, the layout); rejects with a ChunkLoadError when it cannot be loaded. */
  app: Promise<typeof import('./mountApp')>;
  /** The first page's chunk is in (or failed). */
  firstPage: Promise<void>;
}

/** The interface's chunk; each call after a failure requests it again. */
export function loadApp(): Promise<typeof import('./mountApp')> {
  return import(/* webpackChunkName: "app" */ './mountApp');
}

let deliverInterface!: (chunks: InterfaceChunks) => void;
/** The interface's chunks, once requested. */
export const interfaceChunks: Promise<InterfaceChunks> = new Promise((resolve) => (deliverInterface = resolve));
let interfaceRequested = false;

/** Requests the interface's chunks, once. */
function requestInterface(): void {
  if (interfaceRequested) return;
  interfaceRequested = true;
  deliverInterface({
    app: loadApp(),
    firstPage: preloadFirstPage(ROUTES, window.location.pathname),
  });
}

/** Requests them once the next frame is painted (a hidden tab paints none: INTERFACE_HOLD_MS then requests them). */
function requestInterfaceAfterPaint(): void {
  requestAnimationFrame(() => setTimeout(requestInterface, 0));
}

// A share link's engine (with the default fonts) and icons download at once, alongside everything else.
void preloadShareLink(window.location.hash);

const firstRoute = routeForPath(ROUTES, window.location.pathname);
/** The settings of the early picture this address gets, or null when it gets none (another page, no share link). */
const earlyPicture: { settings: RenderSettings | undefined } | null =
  firstRoute !== undefined && Object.hasOwn(EARLY_PICTURE_SETTINGS, firstRoute.id) && shareCodeOf(window.location.hash) !== null
    ? { settings: EARLY_PICTURE_SETTINGS[firstRoute.id] }
    : null;

/**
 * Resolves once a share link's picture is drawn before the interface mounts (/renderer and /editor; the page then takes it
 * over), or at once when there is none. On those addresses the interface's chunks are requested only once the picture is on
 * screen (or cannot be drawn, or after INTERFACE_HOLD_MS): the engine downloads, and its modules and the drawing run, with
 * nothing beside them, as the bare library's do, and no script of the interface runs between the drawing and its frame.
 * Failures are left to the page, which draws the same text itself.
 */
export const earlyPictureDrawn: Promise<void> = earlyPicture
  ? import(/* webpackChunkName: "early-picture" */ './drawEarlyPicture')
      .then((early) => early.drawEarlyPicture(window.location, earlyPicture.settings, wordsReady))
      .catch(() => undefined)
      .finally(requestInterfaceAfterPaint)
  : Promise.resolve();

if (earlyPicture) setTimeout(requestInterface, INTERFACE_HOLD_MS);
else requestInterface();
