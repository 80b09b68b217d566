// The entry's first module (src/index.tsx imports it before React DOM and the app): installs the chunk-error adapter, then
// starts the first page's chunk and a share link's engine, fonts and icons, so their downloads overlap the evaluation of
// the rest of the entry (React DOM, the router, the app: about 50 ms of script on a 2-core machine) instead of following it.
import { installChunkErrorAdapter, onChunkLoadFailure } from '../runtime/chunkErrors';
import { checkForUpdate } from '../runtime/serviceWorkerRegistration';
import { activateLocale } from '../i18n/i18n';
import { DEFAULT_LOCALE, initialLocale } from '../i18n/locales';
import { preloadFirstPage } from './preloadFirstPage';
import { preloadShareLink, shareCodeOf } from './preloadShareLink';
import { ROUTES } from './routeTable';

installChunkErrorAdapter();
onChunkLoadFailure((failure) => {
  console.warn(failure.message);
  // A chunk that is gone most likely means a new deployment: fetch its worker so the Reload can switch to it.
  checkForUpdate();
});

// A share link's engine (with the default fonts) and icons download alongside the page chunk rather than after it.
void preloadShareLink(window.location.hash);

/** Resolves when the first page's chunk is in, or a moment has passed (React would otherwise hold its loading state for 300 ms). */
export const firstPageReady: Promise<void> = preloadFirstPage(ROUTES, window.location.pathname);

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

/**
 * Resolves once a share link's picture is drawn before React mounts (/renderer and /editor; the page then takes it over), or
 * at once when the address carries no share link. Failures are left to the page, which draws the same text itself.
 */
export const earlyPictureDrawn: Promise<void> =
  shareCodeOf(window.location.hash) !== null
    ? import(/* webpackChunkName: "early-picture" */ './drawEarlyPicture')
        .then((early) => early.drawEarlyPicture(window.location, wordsReady))
        .catch(() => undefined)
    : Promise.resolve();
