// `npm run bench:oversize`: what an oversize input costs the main thread (issue #27 item 4, issue #52 items 12 and 14). For
// each field of test/e2e/pages/oversizePastes.ts (the cases oversizeFields.e2e.ts checks), the longest main-thread task from
// the paste until the page has been quiet for a second after its refusal; for a share link that inflates to 200 MB, the
// longest task of the whole load of /renderer until its refusal, beside a normal link's. A benchmark, not a test: it asserts
// nothing about time (aim: no task over 200 ms of the page's own work).
//
// Each long task (Long Tasks API) is given whole, and as the page's own work: the script that ran in it, as the Long
// Animation Frames API lists it (every entry point over 5 ms: event listeners, timers, animation-frame callbacks, promise
// handlers; the style and layout a script forces count as its time). The rest of a long task is the browser's own work on
// the text (laying out 80,000 or 179,000 characters in a textarea took 160-870 ms on this 2-core machine under load with the
// input event left out, so the page never saw the text). A long task no frame accounts for counts whole.
import { expect } from 'expect';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { AppPage } from '../test/e2e/harness/appPage';
import { eventually } from '../test/e2e/harness/eventually';
import { bombCode, BOMB_BYTES, LINK_REFUSED, OVERSIZE_CASES, type PasteVisit } from '../test/e2e/pages/oversizePastes';
import { RendererPage } from '../test/e2e/pages/rendererPage';
import { encodeShareCode } from '../src/shared/links/shareLink';
import { SAMPLE_SPECS } from '../test/e2e/pages/specs';
import { summarize, type Summary } from './stats';

// The page objects' waits check with jest's expect, a global in the browser suite; here the same library stands in for it.
(globalThis as { expect?: unknown }).expect ??= expect;

export interface OversizeCaseResult {
  name: string;
  /** The longest long task, whole. */
  longestTaskMs: Summary;
  /** The page's own work (its scripts) in its longest long task. */
  pageWorkMs: Summary;
}

export interface OversizeBenchResult {
  runs: number;
  cases: OversizeCaseResult[];
}

interface LongTask {
  start: number;
  duration: number;
}

interface Frame {
  start: number;
  duration: number;
  scripts: Array<{ start: number; duration: number }>;
}

declare global {
  interface Window {
    __longTasks?: LongTask[];
    __frames?: Frame[];
  }
}

/** Every document of the context records its long tasks and long animation frames from its start. */
async function recordLongTasks(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.__longTasks = [];
    window.__frames = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks!.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    type FrameEntry = PerformanceEntry & { scripts: PerformanceEntry[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as FrameEntry[])
        window.__frames!.push({
          start: entry.startTime,
          duration: entry.duration,
          scripts: entry.scripts.map((script) => ({ start: script.startTime, duration: script.duration })),
        });
    }).observe({ type: 'long-animation-frame', buffered: true });
  });
}

/** The script time of the long animation frame that holds `task` (its whole duration when no frame does). */
function pageWorkMs(task: LongTask, frames: readonly Frame[]): number {
  const end = task.start + task.duration;
  const frame = frames.find((f) => f.start - 1 <= task.start && task.start <= f.start + f.duration);
  if (!frame) return task.duration;
  return frame.scripts
    .filter((script) => script.start >= task.start - 1 && script.start <= end)
    .reduce((sum, script) => sum + script.duration, 0);
}

/** Waits until the page has run no long task for a second, then forgets what it recorded: what it did before is not the paste's. */
async function waitForQuiet(page: Page): Promise<void> {
  await eventually(
    () =>
      page.evaluate(() => {
        const last = window.__longTasks!.at(-1);
        return performance.now() - (last ? last.start + last.duration : 0);
      }),
    (quietMs) => quietMs >= 1000,
    { what: 'a second without a long task', timeoutMs: 60_000 },
  );
  await page.evaluate(() => {
    window.__longTasks = [];
    window.__frames = [];
  });
}

/** Waits for an alert that contains `message`, then a second more (work the input queued has run by then). */
async function waitForMessage(page: Page, message: string): Promise<void> {
  await eventually(
    // A CSS query for the role, not getByRole: the probe runs in the page, and computing every element's role is work of its own.
    () => page.locator('[role="alert"]').allInnerTexts(),
    (alerts) => alerts.some((alert) => alert.includes(message)),
    { what: `the message: ${message}`, timeoutMs: 60_000 },
  );
  await page.waitForTimeout(1000);
}

/** The longest task recorded, whole and the page's part. */
async function longest(page: Page): Promise<{ task: number; pageWork: number }> {
  const { tasks, frames } = await page.evaluate(() => ({ tasks: window.__longTasks ?? [], frames: window.__frames ?? [] }));
  return {
    task: Math.round(Math.max(0, ...tasks.map((task) => task.duration))),
    pageWork: Math.round(Math.max(0, ...tasks.map((task) => pageWorkMs(task, frames)))),
  };
}

async function visitIn(browser: Browser, origin: string): Promise<PasteVisit> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  context.setDefaultTimeout(60_000);
  await recordLongTasks(context);
  return { app: new AppPage(await context.newPage(), origin), context };
}

interface Measured {
  name: string;
  measure(visit: PasteVisit): Promise<{ task: number; pageWork: number }>;
}

const normalLink = (() => {
  const encoded = encodeShareCode(SAMPLE_SPECS[0].text);
  if (!encoded.ok) throw new Error(encoded.message);
  return encoded.code;
})();

/** The whole load of /renderer at a share link, until `done`, and a second of quiet after it. */
function linkLoad(name: string, code: string, done: (page: Page) => Promise<void>): Measured {
  return {
    name,
    async measure(visit) {
      await visit.app.goto(`/renderer#v=1&code=${code}`);
      await visit.app.waitForHeading('Renderer');
      await done(visit.app.page);
      return longest(visit.app.page);
    },
  };
}

function measuredCases(): Measured[] {
  const bomb = bombCode(BOMB_BYTES);
  return [
    ...OVERSIZE_CASES.map(({ name, prepare }): Measured => ({
      name,
      async measure(visit) {
        const input = await prepare(visit);
        await waitForQuiet(visit.app.page);
        await input.paste();
        await waitForMessage(visit.app.page, input.message);
        await input.settled();
        return longest(visit.app.page);
      },
    })),
    linkLoad(
      `/renderer at a share link (${normalLink.length.toLocaleString('en')} characters): the whole load`,
      normalLink,
      async (page) => {
        await new RendererPage(page).waitForPictureText(SAMPLE_SPECS[0].shows);
        await page.waitForTimeout(1000);
      },
    ),
    linkLoad(`/renderer at a 200 MB deflate bomb (${bomb.length.toLocaleString('en')} characters): the whole load`, bomb, (page) =>
      waitForMessage(page, LINK_REFUSED),
    ),
  ];
}

export async function benchOversize(origin: string, browser: Browser, runs = 3): Promise<OversizeBenchResult> {
  const cases: OversizeCaseResult[] = [];
  for (const { name, measure } of measuredCases()) {
    const samples: Array<{ task: number; pageWork: number }> = [];
    for (let run = 0; run < runs; run += 1) {
      process.stdout.write(`\roversize: ${name}, run ${run + 1} of ${runs}`);
      const visit = await visitIn(browser, origin);
      try {
        samples.push(await measure(visit));
      } finally {
        await visit.context.close();
      }
    }
    process.stdout.write('\n');
    cases.push({
      name,
      longestTaskMs: summarize(samples.map((sample) => sample.task)),
      pageWorkMs: summarize(samples.map((sample) => sample.pageWork)),
    });
  }
  return { runs, cases };
}

export function formatOversizeBench(result: OversizeBenchResult): string[] {
  return [
    `Oversize input: the longest main-thread task after it (${result.runs} runs each; median, max in brackets), ms`,
    '',
    '| input | longest task | of it the page’s own work |',
    '|---|---:|---:|',
    ...result.cases.map(
      (c) =>
        `| ${c.name} | ${c.longestTaskMs.median.toFixed(0)} (${c.longestTaskMs.max.toFixed(0)}) | ${c.pageWorkMs.median.toFixed(0)} (${c.pageWorkMs.max.toFixed(0)}) |`,
    ),
  ];
}
