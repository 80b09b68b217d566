// Cold loads: a new browser context per run (empty cache), timed in the page from navigation start to a visible h1.
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import type { PageFacts } from '../test/e2e/harness/pages';

declare global {
  interface Window {
    __benchH1VisibleAt?: number;
  }
}

/** Runs in every document before the app: stamps performance.now() in the frame that first paints an h1. */
function stampFirstVisibleH1(): void {
  const check = (observer?: MutationObserver) => {
    const h1 = document.querySelector('h1');
    if (!h1 || h1.getClientRects().length === 0) return;
    observer?.disconnect();
    requestAnimationFrame(() => {
      window.__benchH1VisibleAt ??= performance.now();
    });
  };
  const observer = new MutationObserver(() => check(observer));
  observer.observe(document, { childList: true, subtree: true });
}

interface Traffic {
  bytes: number;
  requests: number;
  /** Responses the service worker answered (from its caches or by its own fetch). */
  fromServiceWorker: number;
  /** Requests whose size Chromium never gave (counted as 0 bytes). */
  unsized: number;
}

/** How long a finished request's size may take: a service worker's own fetches can leave `sizes()` unanswered for good. */
const SIZE_WAIT_MS = 5_000;

export interface LoadSample {
  /** Milliseconds from navigation start (performance.timeOrigin) to the frame that shows the h1. */
  h1VisibleMs: number;
  /** Body bytes of every response of the load as they came over the wire (compressed), until the network went idle. */
  transferredBytes: number;
  requests: number;
}

/**
 * The bytes a load moved over the network, counted from `source`'s finished requests: a page's own, or a whole context's
 * (its pages and their service worker's own fetches). A response the service worker answered is counted apart with no
 * bytes: its body came from the worker (Chromium reports a negative size for it), and the worker's own network fetch,
 * if it made one, is a request of the context.
 */
async function transferred(source: Page | BrowserContext, during: () => Promise<void>): Promise<Traffic> {
  const sizes: Promise<{ bytes: number; fromServiceWorker: boolean; sized: boolean }>[] = [];
  const unsized = { bytes: 0, fromServiceWorker: false, sized: false };
  // A size that never comes (or is asked for after the context closed) counts as 0, and as unsized, rather than hang or crash the run.
  const onFinished = (request: Request) =>
    sizes.push(
      Promise.race([
        Promise.all([request.sizes(), request.response()]).then(
          ([size, response]) => ({
            bytes: response?.fromServiceWorker() ? 0 : Math.max(0, size.responseBodySize),
            fromServiceWorker: response?.fromServiceWorker() ?? false,
            sized: true,
          }),
          () => unsized,
        ),
        new Promise<typeof unsized>((resolve) => setTimeout(() => resolve(unsized), SIZE_WAIT_MS)),
      ]),
    );
  source.on('requestfinished', onFinished);
  try {
    await during();
  } finally {
    source.off('requestfinished', onFinished);
  }
  const all = await Promise.all(sizes);
  return {
    bytes: all.reduce((sum, size) => sum + size.bytes, 0),
    requests: all.length,
    fromServiceWorker: all.filter((size) => size.fromServiceWorker).length,
    unsized: all.filter((size) => !size.sized).length,
  };
}

export async function coldLoad(browser: Browser, origin: string, facts: PageFacts): Promise<LoadSample> {
  const context = await browser.newContext();
  try {
    await context.addInitScript(stampFirstVisibleH1);
    const page = await context.newPage();
    let h1VisibleMs = 0;
    const traffic = await transferred(page, async () => {
      await page.goto(new URL(facts.path, origin).href);
      await page.waitForFunction(() => window.__benchH1VisibleAt !== undefined, undefined, { timeout: 30_000 });
      h1VisibleMs = await page.evaluate(() => window.__benchH1VisibleAt ?? NaN);
      const heading = await page.getByRole('heading', { level: 1 }).innerText();
      if (heading !== facts.heading) throw new Error(`${facts.path} showed h1 "${heading}", expected "${facts.heading}"`);
      await page.waitForLoadState('networkidle');
    });
    return { h1VisibleMs, transferredBytes: traffic.bytes, requests: traffic.requests };
  } finally {
    await context.close();
  }
}

declare global {
  interface Window {
    __benchPictureAt?: number;
  }
}

/** Runs in every document before the app: stamps performance.now() in the frame that first paints an svg showing `text`. */
function stampFirstPictureWith(text: string): void {
  const check = (observer: MutationObserver) => {
    const shown = [...document.querySelectorAll('svg')].some((svg) => svg.textContent?.includes(text) && svg.getClientRects().length > 0);
    if (!shown) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      window.__benchPictureAt ??= performance.now();
    });
  };
  const observer = new MutationObserver(() => check(observer));
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

export interface PictureSample {
  /** Milliseconds from navigation start to the frame that shows the picture's `shows` text. */
  pictureMs: number;
  transferredBytes: number;
  requests: number;
  /** Of those requests, how many the service worker answered. */
  fromServiceWorker: number;
  /** Of those requests, how many Chromium gave no size for (counted as 0 bytes). */
  unsized: number;
  /** Repeat visits: the first visit's navigation start → its service worker active (the build precached). */
  precachedMs?: number;
}

/** How a share-link load's network behaves: over loopback as it is, or throttled through CDP (Network.emulateNetworkConditions). */
export interface NetworkProfile {
  name: string;
  latencyMs: number;
  downloadBytesPerSecond: number;
  uploadBytesPerSecond: number;
}

/** What a bench does around one timed load (a trace, the page's Resource Timing): its own findings stay in its closure. */
export interface PageProbe {
  /** On the new page, before the navigation starts. */
  beforeNavigation(page: Page): Promise<void>;
  /** Once the picture is drawn (at `pictureMs` on the page's clock) and the network is idle. */
  afterLoad(page: Page, pictureMs: number): Promise<void>;
}

/** navigation start → the frame showing `shows` in `page`, with the bytes the load moved (the page's, or all of `traffic`'s). */
async function timePicture(
  page: Page,
  origin: string,
  path: string,
  traffic: Page | BrowserContext = page,
  probe?: PageProbe,
): Promise<PictureSample> {
  let pictureMs = 0;
  const moved = await transferred(traffic, async () => {
    await probe?.beforeNavigation(page);
    await page.goto(new URL(path, origin).href);
    await page.waitForFunction(() => window.__benchPictureAt !== undefined, undefined, { timeout: 60_000 });
    pictureMs = await page.evaluate(() => window.__benchPictureAt ?? NaN);
    await page.waitForLoadState('networkidle');
    await probe?.afterLoad(page, pictureMs);
  });
  return {
    pictureMs,
    transferredBytes: moved.bytes,
    requests: moved.requests,
    fromServiceWorker: moved.fromServiceWorker,
    unsized: moved.unsized,
  };
}

/** A share link opened cold (new context, empty cache): navigation start → the picture drawn; optionally on a throttled network. */
export async function coldShareLink(
  browser: Browser,
  origin: string,
  path: string,
  shows: string,
  network?: NetworkProfile,
  probe?: PageProbe,
): Promise<PictureSample> {
  const context = await browser.newContext();
  try {
    await context.addInitScript(stampFirstPictureWith, shows);
    const page = await context.newPage();
    if (network) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: network.latencyMs,
        downloadThroughput: network.downloadBytesPerSecond,
        uploadThroughput: network.uploadBytesPerSecond,
      });
    }
    return await timePicture(page, origin, path, page, probe);
  } finally {
    await context.close();
  }
}

/**
 * Resolves once the page's service worker is active (its install, the precache, has finished), with the page's clock then
 * (milliseconds since its navigation started); rejects after `timeoutMs`.
 */
function serviceWorkerActivated(timeoutMs: number): Promise<number> {
  const activated = navigator.serviceWorker.ready.then(
    (registration) =>
      new Promise<number>((resolve) => {
        const worker = registration.active;
        if (!worker || worker.state === 'activated') return resolve(performance.now());
        worker.addEventListener('statechange', () => worker.state === 'activated' && resolve(performance.now()));
      }),
  );
  const late = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`no active service worker after ${timeoutMs} ms`)), timeoutMs),
  );
  return Promise.race([activated, late]);
}

/**
 * Waits until the first visit's service worker has precached the build. Benches of steady use (typing, drawing, streaming)
 * start there: the install fetches every precached file and Chromium compiles each script for its code cache on the
 * worker's thread, a one-time cost that on a 2-core machine takes a core for a while and drops frames of whatever runs
 * meanwhile (the Style comparison's longest frame: 58 ms median during it, 33 ms after). The share-link bench times it.
 */
export async function afterPrecache(page: Page): Promise<number> {
  return await page.evaluate(serviceWorkerActivated, 60_000);
}

/** A repeat visit's first visit: the app's `/` until its service worker is active, or a page without one until its network is idle. */
export interface FirstVisit {
  path: string;
  serviceWorker: boolean;
}
const APP_FIRST_VISIT: FirstVisit = { path: '/', serviceWorker: true };

/**
 * A share link on a repeat visit: a first visit to `/` until the service worker is active (the build precached), then the
 * link opened in a new tab of the same profile, so the service worker answers: navigation start → the picture drawn.
 * The bytes are the whole context's, so the worker's own network fetches (the network-first navigation) count too.
 * A page without a service worker (the bare library's) gets a first visit that ends with its network idle: the HTTP cache answers.
 */
export async function repeatShareLink(
  browser: Browser,
  origin: string,
  path: string,
  shows: string,
  probe?: PageProbe,
  firstVisit: FirstVisit = APP_FIRST_VISIT,
): Promise<PictureSample> {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  try {
    const first = await context.newPage();
    await first.goto(new URL(firstVisit.path, origin).href);
    // Not waitForFunction: it takes an async predicate's promise as a truthy answer at once (that closed the first
    // visit before the worker was even registered, so "repeat" runs measured an uncontrolled page and its HTTP cache).
    const precachedMs = firstVisit.serviceWorker ? await afterPrecache(first) : undefined;
    if (!firstVisit.serviceWorker) await first.waitForLoadState('networkidle');
    await first.close();
    await context.addInitScript(stampFirstPictureWith, shows);
    const page = await context.newPage();
    return { ...(await timePicture(page, origin, path, context, probe)), ...(precachedMs === undefined ? {} : { precachedMs }) };
  } finally {
    await context.close();
  }
}
