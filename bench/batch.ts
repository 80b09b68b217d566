// Bench of the Renderer's batch check, called by bench/run.ts: a 200-spec Markdown file checked from the file input to the
// last row. A benchmark, not a test: it asserts nothing about time.
//  - throughput: specs checked per second of the whole run (reading the file, drawing each spec, filling the table);
//  - the longest frame: the largest gap between animation frames during the run (does the tab stay responsive?), beside
//    the same page's longest frame over as long a time with nothing running (what the machine's load alone gives), and
//    the longest main-thread task the run caused (Long Tasks API).
import type { Browser } from 'playwright-core';
import { markdownBatch } from '../test/e2e/pages/batchFixture';
import { summarize, type Summary } from './stats';
import { afterPrecache } from './coldLoads';

export const BATCH_SPECS = 200;

export interface BatchBenchResult {
  runs: number;
  specs: number;
  specsPerSecond: Summary;
  longestFrameMs: Summary;
  /** The same page, idle, over as long a time as the run took. */
  idleLongestFrameMs: Summary;
  longestTaskMs: Summary;
  runMs: Summary;
}

declare global {
  interface Window {
    __batchBench?: { frames: number[]; tasks: number[]; startedAt: number | null; endedAt: number | null };
  }
}

export async function benchBatch(origin: string, browser: Browser, runs = 5): Promise<BatchBenchResult> {
  const { markdown } = markdownBatch(BATCH_SPECS);
  const samples: { runMs: number; longestFrameMs: number; longestTaskMs: number; idleLongestFrameMs: number }[] = [];
  for (let run = 0; run < runs; run += 1) {
    process.stdout.write(`\rBatch check: run ${run + 1} of ${runs}`);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${origin}/renderer?batch`);
    await page.getByRole('heading', { name: 'Batch check' }).waitFor();
    await afterPrecache(page);
    const input = page.getByLabel('Spec files to check');
    await input.evaluate((element, specs) => {
      const bench = { frames: [] as number[], tasks: [] as number[], startedAt: null as number | null, endedAt: null as number | null };
      window.__batchBench = bench;
      new PerformanceObserver((list) => {
        for (const task of list.getEntries()) if (bench.startedAt !== null && bench.endedAt === null) bench.tasks.push(task.duration);
      }).observe({ type: 'longtask' });
      const frame = (time: number) => {
        if (bench.startedAt !== null && bench.endedAt === null) bench.frames.push(time);
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
      element.addEventListener('change', () => (bench.startedAt = performance.now()), { capture: true });
      new MutationObserver(() => {
        const summary = document.querySelector('.batch__summary')?.textContent ?? '';
        if (bench.endedAt === null && summary.startsWith(`Checked ${specs} of ${specs}`)) bench.endedAt = performance.now();
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    }, BATCH_SPECS);
    await input.setInputFiles({ name: 'bench.md', mimeType: 'text/markdown', buffer: Buffer.from(markdown) });
    await page.waitForFunction(() => window.__batchBench?.endedAt !== null, undefined, { timeout: 300_000 });
    const measured = await page.evaluate(() => {
      const bench = window.__batchBench!;
      let longest = 0;
      for (let i = 1; i < bench.frames.length; i += 1) longest = Math.max(longest, bench.frames[i] - bench.frames[i - 1]);
      return { runMs: bench.endedAt! - bench.startedAt!, longestFrameMs: longest, longestTaskMs: Math.max(0, ...bench.tasks) };
    });
    // The control: the finished page left alone as long as the run took.
    const idleLongestFrameMs = await page.evaluate(
      (duration) =>
        new Promise<number>((resolve) => {
          let last: number | null = null;
          let longest = 0;
          const start = performance.now();
          const frame = (time: number) => {
            if (last !== null) longest = Math.max(longest, time - last);
            last = time;
            if (time - start < duration) requestAnimationFrame(frame);
            else resolve(longest);
          };
          requestAnimationFrame(frame);
        }),
      measured.runMs,
    );
    samples.push({ ...measured, idleLongestFrameMs });
    await context.close();
  }
  process.stdout.write('\n');
  return {
    runs,
    specs: BATCH_SPECS,
    specsPerSecond: summarize(samples.map((s) => (BATCH_SPECS * 1000) / s.runMs)),
    longestFrameMs: summarize(samples.map((s) => s.longestFrameMs)),
    idleLongestFrameMs: summarize(samples.map((s) => s.idleLongestFrameMs)),
    longestTaskMs: summarize(samples.map((s) => s.longestTaskMs)),
    runMs: summarize(samples.map((s) => s.runMs)),
  };
}

export function formatBatchBench(result: BatchBenchResult): string[] {
  const round = (value: number) => Math.round(value * 10) / 10;
  return [
    `Batch check (${result.specs}-spec Markdown file, ${result.runs} runs): ${round(result.specsPerSecond.median)} specs per second median (min ${round(result.specsPerSecond.min)}), run ${round(result.runMs.median)} ms median`,
    `Batch check longest frame: median ${round(result.longestFrameMs.median)} ms, max ${round(result.longestFrameMs.max)} ms (aim < 50 ms); the idle page over as long: median ${round(result.idleLongestFrameMs.median)} ms; longest task of the run: median ${round(result.longestTaskMs.median)} ms`,
  ];
}
