// Cold loads: a new browser context per run (empty cache), timed in the page from navigation start to a visible h1.
import type { Browser, Page, Request } from 'playwright-core';
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

export interface LoadSample {
  /** Milliseconds from navigation start (performance.timeOrigin) to the frame that shows the h1. */
  h1VisibleMs: number;
  /** Body bytes of every response of the load as they came over the wire (compressed), until the network went idle. */
  transferredBytes: number;
  requests: number;
}

async function transferred(page: Page, during: () => Promise<void>): Promise<{ bytes: number; requests: number }> {
  const sizes: Promise<number>[] = [];
  // A size asked for after the context closed rejects: count it as 0 rather than crash the run.
  const onFinished = (request: Request) =>
    sizes.push(
      request.sizes().then(
        (size) => size.responseBodySize,
        () => 0,
      ),
    );
  page.on('requestfinished', onFinished);
  try {
    await during();
  } finally {
    page.off('requestfinished', onFinished);
  }
  const all = await Promise.all(sizes);
  return { bytes: all.reduce((sum, size) => sum + size, 0), requests: all.length };
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
}

/** How a share-link load's network behaves: over loopback as it is, or throttled through CDP (Network.emulateNetworkConditions). */
export interface NetworkProfile {
  name: string;
  latencyMs: number;
  downloadBytesPerSecond: number;
  uploadBytesPerSecond: number;
}

/** navigation start → the frame showing `shows`, with the bytes the load moved, in a page of `context`. */
async function timePicture(page: Page, origin: string, path: string): Promise<PictureSample> {
  let pictureMs = 0;
  const traffic = await transferred(page, async () => {
    await page.goto(new URL(path, origin).href);
    await page.waitForFunction(() => window.__benchPictureAt !== undefined, undefined, { timeout: 60_000 });
    pictureMs = await page.evaluate(() => window.__benchPictureAt ?? NaN);
    await page.waitForLoadState('networkidle');
  });
  return { pictureMs, transferredBytes: traffic.bytes, requests: traffic.requests };
}

/** A share link opened cold (new context, empty cache): navigation start → the picture drawn; optionally on a throttled network. */
export async function coldShareLink(
  browser: Browser,
  origin: string,
  path: string,
  shows: string,
  network?: NetworkProfile,
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
    return await timePicture(page, origin, path);
  } finally {
    await context.close();
  }
}

/**
 * A share link on a repeat visit: a first visit to `/` until the service worker is active (the build precached), then the
 * link opened in a new tab of the same profile, so the service worker answers: navigation start → the picture drawn.
 */
export async function repeatShareLink(browser: Browser, origin: string, path: string, shows: string): Promise<PictureSample> {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  try {
    const first = await context.newPage();
    await first.goto(new URL('/', origin).href);
    await first.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated', undefined, {
      timeout: 60_000,
      polling: 200,
    });
    await first.close();
    await context.addInitScript(stampFirstPictureWith, shows);
    const page = await context.newPage();
    return await timePicture(page, origin, path);
  } finally {
    await context.close();
  }
}
