// Bench of the Renderer and Home pages, called by bench/run.ts with the app's base URL (nginx) and a Chromium Browser.
// A benchmark, not a test: it asserts nothing about time.
//  - Renderer: keystroke → updated preview over 50 edits, next to the bare library's render time for the same spec in
//    the same browser; and keydown → next frame while typing (does typing wait for rendering?).
//  - Home: time to first contentful paint and to the visible h1 of `/`, and the JS bytes (gzip, as sent) loaded before each.
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DEFAULT_SOURCE, DEFAULT_TEMPLATE } from '../src/shared/document/defaultSource';
import { REPO_ROOT } from '../test/e2e/harness/paths';
import { median, summarize, type Summary } from './stats';
import { afterPrecache } from './coldLoads';

export interface PagesBenchOptions {
  /** Edits timed in the Renderer (and bare renders timed). Default 50. */
  edits?: number;
  /** Cold loads of `/`. Default 10. */
  homeLoads?: number;
}

export interface RendererKeystrokeResult {
  edits: number;
  /** From the keydown to the preview showing the edited text (the next painted frame, the render, the frame after it). */
  keystrokeToPreviewMs: Summary;
  /** The library's own UMD build rendering the same texts into a bare page of the same browser. */
  bareLibraryRenderMs: Summary;
  template: string;
}

/** keydown → the next animation frame, measured inside the page: how long typing waits for the app. */
export interface TypingFrameResult {
  keys: number;
  /** Default sample (4 items) and a 300-item spec of the same template. */
  defaultSampleMs: Summary;
  bigSpecMs: Summary;
  /** Of that, the time the next frame waited for work on the main thread (the rest is the frame clock). */
  defaultSampleHeldBackMs: Summary;
  bigSpecHeldBackMs: Summary;
  bigSpecItems: number;
}

export interface HomeFirstPaintResult {
  loads: number;
  firstContentfulPaintMs: Summary;
  h1VisibleMs: Summary;
  /** Median gzip bytes of scripts finished before first contentful paint, and which files they were. */
  jsGzipBytesBeforeFirstPaint: number;
  jsFilesBeforeFirstPaint: string[];
  jsGzipBytesBeforeH1: number;
  /** True if any load fetched the engine chunk before its h1 was visible (it must not). */
  engineBeforeH1: boolean;
}

export interface PagesBenchResult {
  renderer: RendererKeystrokeResult;
  typing: TypingFrameResult;
  home: HomeFirstPaintResult;
}

declare global {
  interface Window {
    __pagesBench?: { keydownAt: number; waiting: Promise<number> | null };
    __typingFrames?: KeyFrames;
    __pagesBenchH1At?: number;
    AntVInfographic?: typeof import('@antv/infographic');
  }
}

export const TITLE_LINE = /^(\s*title )(.*)$/m;
export const BARE_LIBRARY = join(REPO_ROOT, 'node_modules/@antv/infographic/dist/infographic.min.js');

/** The sample with the title line replaced. */
function withTitle(title: string): string {
  return DEFAULT_SOURCE.replace(TITLE_LINE, `$1${title}`);
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/** In the page: resolves with the time from the last keydown to the moment `region` shows `expected`. */
function armPreviewWatch(page: Page, expected: string): Promise<void> {
  return page.evaluate((text) => {
    const state = window.__pagesBench!;
    const region = document.querySelector('[aria-label="Preview"]')!;
    state.waiting = new Promise<number>((resolve) => {
      const shown = () => (region.querySelector('svg')?.textContent ?? '').includes(text);
      const observer = new MutationObserver(() => {
        if (!shown()) return;
        observer.disconnect();
        resolve(performance.now() - state.keydownAt);
      });
      observer.observe(region, { subtree: true, childList: true, characterData: true });
    });
  }, expected);
}

async function timeKeystrokes(browser: Browser, baseUrl: string, edits: number): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(new URL('/renderer', baseUrl).href);
    await page.getByRole('region', { name: 'Preview' }).locator('svg').first().waitFor();
    await afterPrecache(page);
    const field = page.getByLabel('Infographic source', { exact: true });
    await field.fill(withTitle('Edit'));
    await page.getByRole('region', { name: 'Preview' }).locator('svg', { hasText: 'Edit' }).first().waitFor();
    // Caret at the end of the title line; a capturing keydown listener stamps each keystroke.
    await field.evaluate((element) => {
      const textarea = element as HTMLTextAreaElement;
      const end = textarea.value.indexOf('\n', textarea.value.indexOf('title '));
      textarea.focus();
      textarea.setSelectionRange(end, end);
      window.__pagesBench = { keydownAt: 0, waiting: null };
      document.addEventListener('keydown', () => (window.__pagesBench!.keydownAt = performance.now()), { capture: true });
    });
    const samples: number[] = [];
    let title = 'Edit';
    for (let edit = 0; edit < edits; edit += 1) {
      const key = String.fromCharCode(97 + (edit % 26));
      title += key;
      await armPreviewWatch(page, title);
      await page.keyboard.press(key);
      samples.push(await page.evaluate(() => window.__pagesBench!.waiting!));
    }
    return samples;
  } finally {
    await context.close();
  }
}

/** Runs `measure` on a blank page holding only the library's UMD build and a #stage the size of the app's preview. */
export async function withBareLibrary<T>(browser: Browser, measure: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    // Offline like the app: the library's remote fonts and icons are refused.
    await context.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()));
    const page = await context.newPage();
    await page.setContent('<!doctype html><html><body><div id="stage" style="width:712px;height:512px"></div></body></html>');
    await page.addScriptTag({ path: BARE_LIBRARY });
    return await measure(page);
  } finally {
    await context.close();
  }
}

function timeBareLibrary(browser: Browser, edits: number): Promise<number[]> {
  return withBareLibrary(browser, (page) =>
    page.evaluate(
      ({ texts, titles }) => {
        const instance = new window.AntVInfographic!.Infographic({ container: '#stage' });
        const stage = document.getElementById('stage')!;
        const times: number[] = [];
        instance.render(texts[0]);
        for (let i = 1; i < texts.length; i += 1) {
          const start = performance.now();
          instance.render(texts[i]);
          if (!(stage.querySelector('svg')?.textContent ?? '').includes(titles[i]))
            throw new Error(`bare render ${i} did not show its title`);
          times.push(performance.now() - start);
        }
        instance.destroy();
        return times;
      },
      // The same texts the Renderer draws: the sample with the title growing by one letter per edit (plus a warm-up).
      (() => {
        const titles = ['Edit'];
        for (let edit = 0; edit < edits; edit += 1) titles.push(titles[titles.length - 1] + String.fromCharCode(97 + (edit % 26)));
        return { texts: titles.map(withTitle), titles };
      })(),
    ),
  );
}

/** The default sample with `count` generated list items instead of its four. */
export function bigSpec(count: number): string {
  const head = DEFAULT_SOURCE.slice(0, DEFAULT_SOURCE.indexOf('  lists\n') + '  lists\n'.length);
  return head + listItems(count);
}

/** `count` generated list items, indented for a `lists` block. */
export function listItems(count: number): string {
  return Array.from({ length: count }, (_, i) => `    - label Step ${i + 1}\n      desc Item number ${i + 1}\n`).join('');
}

/** Pause between keys: a fast typist (about 12 keys a second). */
export const TYPING_GAP_MS = 80;

/** Per key typed: its keydown to the next animation frame, and how much of that the frame waited for the main thread. */
export interface KeyFrames {
  /** keydown event time stamp → the next frame's callbacks: the wait for the display's next frame (up to one frame, 16.7 ms at 60 Hz) plus any work that held that frame back. */
  toFrameMs: number[];
  /** The next frame's callbacks ran this long after the frame began (its time stamp): the part of the wait spent on work, not on the frame clock. */
  heldBackMs: number[];
}

/**
 * Types `keys` letters where the focus is, TYPING_GAP_MS apart, and times each keydown to the next animation frame,
 * measured in the page (a capturing listener, so it sees keys bound for a shadow root too).
 */
export async function typeAndTimeFrames(page: Page, keys: number): Promise<KeyFrames> {
  await page.evaluate(() => {
    const frames: KeyFrames = { toFrameMs: [], heldBackMs: [] };
    window.__typingFrames = frames;
    document.addEventListener(
      'keydown',
      (event) => {
        const at = event.timeStamp;
        requestAnimationFrame((frameTime) => {
          const now = performance.now();
          frames.toFrameMs.push(now - at);
          frames.heldBackMs.push(Math.max(0, now - Math.max(frameTime, at)));
        });
      },
      { capture: true },
    );
  });
  for (let key = 0; key < keys; key += 1) {
    await page.keyboard.press(String.fromCharCode(97 + (key % 26)));
    await page.waitForTimeout(TYPING_GAP_MS);
  }
  await page.waitForFunction((count) => window.__typingFrames!.toFrameMs.length >= count, keys);
  return await page.evaluate(() => window.__typingFrames!);
}

/** In the Renderer, types `keys` letters into the title of `source`; each keydown's event time to the next frame, in the page. */
async function timeTypingFrames(browser: Browser, baseUrl: string, source: string, keys: number): Promise<KeyFrames> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(new URL('/renderer', baseUrl).href);
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.locator('svg').first().waitFor();
    await afterPrecache(page);
    const field = page.getByLabel('Infographic source', { exact: true });
    await field.fill(source.replace(TITLE_LINE, '$1Typing'));
    await preview.locator('svg', { hasText: 'Typing' }).first().waitFor();
    await field.evaluate((element) => {
      const textarea = element as HTMLTextAreaElement;
      const end = textarea.value.indexOf('\n', textarea.value.indexOf('title '));
      textarea.focus();
      textarea.setSelectionRange(end, end);
    });
    return await typeAndTimeFrames(page, keys);
  } finally {
    await context.close();
  }
}

interface HomeLoad {
  fcp: number;
  h1: number;
  beforeFcp: { name: string; bytes: number }[];
  beforeH1Bytes: number;
  engineBeforeH1: boolean;
}

async function coldHome(browser: Browser, baseUrl: string): Promise<HomeLoad> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript(() => {
      const stamp = (observer: MutationObserver) => {
        const h1 = document.querySelector('h1');
        if (!h1 || h1.getClientRects().length === 0) return;
        observer.disconnect();
        requestAnimationFrame(() => (window.__pagesBenchH1At ??= performance.now()));
      };
      const observer = new MutationObserver(() => stamp(observer));
      observer.observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    await page.goto(new URL('/', baseUrl).href);
    await page.waitForFunction(
      () => window.__pagesBenchH1At !== undefined && performance.getEntriesByName('first-contentful-paint').length > 0,
    );
    return await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0].startTime;
      const h1 = window.__pagesBenchH1At!;
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) =>
        new URL(entry.name).pathname.endsWith('.js'),
      );
      const file = (entry: PerformanceResourceTiming) => new URL(entry.name).pathname.slice(1);
      return {
        fcp,
        h1,
        beforeFcp: scripts
          .filter((entry) => entry.responseEnd <= fcp)
          .map((entry) => ({ name: file(entry), bytes: entry.encodedBodySize })),
        beforeH1Bytes: scripts.filter((entry) => entry.responseEnd <= h1).reduce((sum, entry) => sum + entry.encodedBodySize, 0),
        engineBeforeH1: scripts.some((entry) => /^engine\./.test(file(entry)) && entry.startTime <= h1),
      };
    });
  } finally {
    await context.close();
  }
}

export async function benchPages(baseUrl: string, browser: Browser, options: PagesBenchOptions = {}): Promise<PagesBenchResult> {
  const edits = options.edits ?? 50;
  const homeLoads = options.homeLoads ?? 10;

  const keystrokes = await timeKeystrokes(browser, baseUrl, edits);
  const bare = await timeBareLibrary(browser, edits);
  const renderer: RendererKeystrokeResult = {
    edits,
    keystrokeToPreviewMs: summarize(keystrokes),
    bareLibraryRenderMs: summarize(bare),
    template: DEFAULT_TEMPLATE,
  };

  const bigSpecItems = 300;
  const defaultSample = await timeTypingFrames(browser, baseUrl, DEFAULT_SOURCE, edits);
  const big = await timeTypingFrames(browser, baseUrl, bigSpec(bigSpecItems), edits);
  const typing: TypingFrameResult = {
    keys: edits,
    defaultSampleMs: summarize(defaultSample.toFrameMs),
    bigSpecMs: summarize(big.toFrameMs),
    defaultSampleHeldBackMs: summarize(defaultSample.heldBackMs),
    bigSpecHeldBackMs: summarize(big.heldBackMs),
    bigSpecItems,
  };

  await coldHome(browser, baseUrl); // untimed: browser start-up is not charged to the first load
  const loads: HomeLoad[] = [];
  for (let run = 0; run < homeLoads; run += 1) loads.push(await coldHome(browser, baseUrl));
  const beforeFcpBytes = loads.map((load) => load.beforeFcp.reduce((sum, file) => sum + file.bytes, 0));
  const home: HomeFirstPaintResult = {
    loads: homeLoads,
    firstContentfulPaintMs: summarize(loads.map((load) => load.fcp)),
    h1VisibleMs: summarize(loads.map((load) => load.h1)),
    jsGzipBytesBeforeFirstPaint: median(beforeFcpBytes),
    jsFilesBeforeFirstPaint: [...new Set(loads.flatMap((load) => load.beforeFcp.map((file) => file.name)))].sort(),
    jsGzipBytesBeforeH1: median(loads.map((load) => load.beforeH1Bytes)),
    engineBeforeH1: loads.some((load) => load.engineBeforeH1),
  };
  return { renderer, typing, home };
}

/** Lines for the bench report. */
export function formatPagesBench(result: PagesBenchResult): string[] {
  const { renderer: r, typing: t, home: h } = result;
  const ms = (summary: Summary) => `median ${round(summary.median)} ms, p95 ${round(summary.p95)} ms`;
  return [
    `Renderer keystroke → preview (${r.edits} edits, ${r.template}): ${ms(r.keystrokeToPreviewMs)} (aim p95 ≤ 50 ms); bare library render: ${ms(r.bareLibraryRenderMs)}`,
    `Typing, keydown → next frame (${t.keys} keys, ${TYPING_GAP_MS} ms apart): default sample ${ms(t.defaultSampleMs)}, held back by work ${ms(t.defaultSampleHeldBackMs)}; ${t.bigSpecItems}-item spec ${ms(t.bigSpecMs)}, held back ${ms(t.bigSpecHeldBackMs)}`,
    `Home first contentful paint (${h.loads} cold loads): ${ms(h.firstContentfulPaintMs)}; JS before it ${(h.jsGzipBytesBeforeFirstPaint / 1024).toFixed(1)} KiB gzip (${h.jsFilesBeforeFirstPaint.join(', ')})`,
    `Home h1 visible: ${ms(h.h1VisibleMs)}; JS before it ${(h.jsGzipBytesBeforeH1 / 1024).toFixed(1)} KiB gzip; engine chunk before it: ${h.engineBeforeH1 ? 'YES' : 'no'}`,
  ];
}
