// The service worker (built by workbox-webpack-plugin's InjectManifest): the app opens and draws offline after the first visit.
// Hashed build files are answered from the precache (cache-first: their names change when their bytes do); every
// navigation goes to the network first, so a new deployment's index.html wins, and falls back to the precached
// index.html when the network is gone (the app's routes are all drawn by that one document). Navigation preload
// starts that network request while the browser is still starting a stopped worker, instead of after.
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { PUBLIC_PATH } from '../constants';
import { SKIP_WAITING_MESSAGE } from './serviceWorkerMessages';

interface WorkerScope {
  /** Replaced at build time by webpack's own asset list (InjectManifest). */
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
}
declare const self: WorkerScope;

const INDEX_HTML = `${PUBLIC_PATH}index.html`;

/** The part of a navigation's FetchEvent this worker reads: the response navigation preload already asked for. */
interface NavigationEvent {
  preloadResponse?: Promise<Response | undefined>;
}

/** Network first for documents (the preloaded response when there is one); the precached index.html when the network fails. */
async function networkFirstDocument({ request, event }: { request: Request; event: unknown }): Promise<Response> {
  try {
    const preloaded = await (event as NavigationEvent).preloadResponse;
    return preloaded ?? (await fetch(request));
  } catch (error) {
    const cached = await matchPrecache(INDEX_HTML);
    if (cached) return cached;
    throw error;
  }
}

enableNavigationPreload();
// Registered before the precache route, which would otherwise answer `/` from the cache (cache-first) before the network.
registerRoute(new NavigationRoute(networkFirstDocument));
precacheAndRoute(self.__WB_MANIFEST);
// The mdi icon chunks are left out of the precache (about 1 MiB): each is kept the first time a picture uses it, so the
// icons a user has drawn draw offline too. Hashed names: a cached copy is never stale.
registerRoute(({ url }) => /\/mdi-\d+\.[0-9a-f]+\.js$/.test(url.pathname), new CacheFirst({ cacheName: 'mdi-icons' }));
// Likewise the webfonts' woff2 slices (hundreds of files): each is kept the first time a picture's text needs it.
registerRoute(({ url }) => /\/fonts\/[^/]+\.woff2$/.test(url.pathname), new CacheFirst({ cacheName: 'webfonts' }));
// The PDF export's fonts, likewise: kept by the first PDF download.
registerRoute(({ url }) => /\/fonts\/[^/]+\.ttf$/.test(url.pathname), new CacheFirst({ cacheName: 'pdf-fonts' }));
// A new deployment's worker deletes the caches an older Workbox format left behind.
cleanupOutdatedCaches();

// A new worker waits until the page's "Reload" asks it to take over, so no open tab mixes two deployments' chunks.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
});
