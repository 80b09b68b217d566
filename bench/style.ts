// Bench of the Style page's comparison, called by bench/run.ts: twelve cells of the current document ("All looks" gives
// five, "Add current settings" seven more, clicked in one go), measured inside the page. A benchmark, not a test.
//  - all twelve drawn: from the first click to the moment every cell's preview shows a picture;
//  - the longest frame: the largest gap between animation frames while they render (cells draw just after painted frames, through the frame queue; aim < 50 ms).
import type { Browser } from 'playwright-core';
import { afterPrecache } from './coldLoads';
import { summarize, type Summary } from './stats';

export const COMPARISON_CELLS = 12;

export interface StyleBenchResult {
  runs: number;
  cells: number;
  allCellsDrawnMs: Summary;
  longestFrameMs: Summary;
}

declare global {
  interface Window {
    __styleBench?: { startedAt: number; drawnAt: number | null; frames: number[]; finished: boolean };
  }
}

export async function benchStyle(origin: string, browser: Browser, runs = 10): Promise<StyleBenchResult> {
  const samples: { drawnMs: number; longestFrameMs: number }[] = [];
  for (let run = 0; run < runs; run += 1) {
    process.stdout.write(`\rStyle comparison: run ${run + 1} of ${runs}`);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      await page.goto(`${origin}/style`);
      await page.getByRole('heading', { name: 'Style', level: 1 }).waitFor();
      // The cells are measured, not the engine's download and start-up: wait for the main picture.
      await page.getByRole('region', { name: 'Preview', exact: true }).locator('svg').first().waitFor();
      await page.getByRole('button', { name: 'All looks', exact: true }).waitFor();
      await afterPrecache(page);
      await page.evaluate((cells) => {
        const region = document.querySelector('[aria-label="Comparison"]');
        const button = (name: string) =>
          Array.from(document.querySelectorAll('button')).find((element) => element.textContent?.trim() === name);
        const allLooks = button('All looks');
        const addCurrent = button('Add current settings');
        if (!region || !allLooks || !addCurrent) throw new Error('the Style page has no comparison or its buttons');
        const bench = { startedAt: performance.now(), drawnAt: null as number | null, frames: [] as number[], finished: false };
        window.__styleBench = bench;
        const drawn = () =>
          Array.from(region.querySelectorAll('[data-picture-version]')).filter(
            (stage) => stage.getAttribute('data-picture-version') !== '0',
          ).length;
        new MutationObserver(() => {
          if (bench.drawnAt === null && drawn() >= cells) bench.drawnAt = performance.now();
        }).observe(region, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-picture-version'] });
        // Frames until the one that shows the last cell: the first that runs after every cell was drawn.
        const frame = (time: number) => {
          bench.frames.push(time);
          if (bench.drawnAt === null || performance.now() <= bench.drawnAt) requestAnimationFrame(frame);
          else bench.finished = true;
        };
        requestAnimationFrame(frame);
        allLooks.click();
        for (let i = 5; i < cells; i += 1) addCurrent.click();
      }, COMPARISON_CELLS);
      await page.waitForFunction(() => window.__styleBench?.finished, undefined, { timeout: 60_000 });
      samples.push(
        await page.evaluate(() => {
          const bench = window.__styleBench!;
          // Not a performance.now() taken after the wait: that gap was Playwright's polling, not a frame (it was the "longest frame").
          const frames = [bench.startedAt, ...bench.frames];
          let longest = 0;
          for (let i = 1; i < frames.length; i += 1) longest = Math.max(longest, frames[i] - frames[i - 1]);
          return { drawnMs: bench.drawnAt! - bench.startedAt, longestFrameMs: longest };
        }),
      );
    } finally {
      await context.close();
    }
  }
  process.stdout.write('\n');
  return {
    runs,
    cells: COMPARISON_CELLS,
    allCellsDrawnMs: summarize(samples.map((sample) => sample.drawnMs)),
    longestFrameMs: summarize(samples.map((sample) => sample.longestFrameMs)),
  };
}

export function formatStyleBench(result: StyleBenchResult): string[] {
  const round = (value: number) => Math.round(value * 10) / 10;
  const ms = (summary: Summary) => `median ${round(summary.median)} ms, p95 ${round(summary.p95)} ms, max ${round(summary.max)} ms`;
  return [
    `Style comparison, ${result.cells} cells (${result.runs} runs): all drawn ${ms(result.allCellsDrawnMs)}`,
    `Style comparison longest frame while the cells render: ${ms(result.longestFrameMs)} (aim < 50 ms)`,
  ];
}
