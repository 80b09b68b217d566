// Bench of the Dynamic page, called by bench/run.ts: the 40-line roadmap preset streamed at 100 chunks per second (one
// word-like token each), measured inside the page. A benchmark, not a test: it asserts nothing about time.
//  - pictures per second: how often a new picture reached the screen while the stream played;
//  - the longest frame: the largest gap between animation frames while it played (aim < 50 ms);
//  - last chunk → final picture: from the position reaching the last chunk to the final picture (aim ≤ a frame + a render).
import type { Browser } from 'playwright-core';
import { chunkText } from '../src/pages/dynamic/stream/chunking';
import { ROADMAP_SPEC } from '../src/pages/dynamic/stream/presets';
import { summarize, type Summary } from './stats';
import { afterPrecache } from './coldLoads';

export const DYNAMIC_RATE = 100;

export interface DynamicBenchResult {
  runs: number;
  lines: number;
  chunks: number;
  chunksPerSecond: number;
  picturesPerSecond: Summary;
  longestFrameMs: Summary;
  lastChunkToFinalPictureMs: Summary;
}

interface RunSample {
  pictures: number;
  playMs: number;
  longestFrameMs: number;
  lastChunkToFinalMs: number;
}

declare global {
  interface Window {
    __dynamicBench?: { pictures: number[]; frames: number[]; lastChunkAt: number | null; startedAt: number; running: boolean };
  }
}

export async function benchDynamic(origin: string, browser: Browser, runs = 10): Promise<DynamicBenchResult> {
  const samples: RunSample[] = [];
  for (let run = 0; run < runs; run += 1) {
    process.stdout.write(`\rDynamic stream: run ${run + 1} of ${runs}`);
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}/dynamic`);
    await page.getByRole('heading', { name: 'Dynamic', level: 1 }).waitFor();
    // Streaming is measured, not the engine chunk's download and start-up: wait until it is ready.
    await page.getByText('Loading the rendering engine…').waitFor({ state: 'hidden' });
    await afterPrecache(page);
    // the page remembers its mode for the tab and a new tab may open on Generate: the stream is what is measured
    await page.getByRole('radio', { name: 'A streamed spec' }).check();
    await page.getByLabel('Speed', { exact: true }).selectOption(String(DYNAMIC_RATE));
    await page.evaluate(() => {
      const stage = document.querySelector('[data-picture-version]');
      const slider = document.querySelector<HTMLInputElement>('input[type="range"]');
      if (!stage || !slider) throw new Error('the Dynamic page has no stage or Position slider');
      const bench = { pictures: [] as number[], frames: [] as number[], lastChunkAt: null as number | null, startedAt: 0, running: false };
      window.__dynamicBench = bench;
      new MutationObserver(() => {
        if (bench.running) bench.pictures.push(performance.now());
      }).observe(stage, { attributes: true, attributeFilter: ['data-picture-version'] });
      new MutationObserver(() => {
        if (bench.running && bench.lastChunkAt === null && slider.getAttribute('value') === slider.max)
          bench.lastChunkAt = performance.now();
      }).observe(slider, { attributes: true, attributeFilter: ['value'] });
      const frame = (time: number) => {
        if (bench.running) bench.frames.push(time);
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
      document.querySelector<HTMLButtonElement>('.dynamic-player button')?.addEventListener('click', () => {
        bench.startedAt = performance.now();
        bench.running = true;
      });
    });
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.locator('.stream-summary__text', { hasText: 'The stream ended' }).waitFor({ timeout: 60_000 });
    // One more frame so the final picture's attribute change is recorded.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    const sample = await page.evaluate(() => {
      const bench = window.__dynamicBench;
      if (!bench || bench.lastChunkAt === null) throw new Error('the last chunk was never reached');
      bench.running = false;
      const finalAt = bench.pictures.at(-1) ?? bench.lastChunkAt;
      let longest = 0;
      for (let i = 1; i < bench.frames.length; i += 1) longest = Math.max(longest, bench.frames[i] - bench.frames[i - 1]);
      return {
        pictures: bench.pictures.length,
        playMs: finalAt - bench.startedAt,
        longestFrameMs: longest,
        lastChunkToFinalMs: Math.max(0, finalAt - bench.lastChunkAt),
      };
    });
    samples.push(sample);
    await context.close();
  }
  process.stdout.write('\n');
  const chunks = chunkText(ROADMAP_SPEC, { unit: 'tokens', size: 1 }).length;
  return {
    runs,
    lines: ROADMAP_SPEC.trimEnd().split('\n').length,
    chunks,
    chunksPerSecond: DYNAMIC_RATE,
    picturesPerSecond: summarize(samples.map((s) => (s.pictures * 1000) / s.playMs)),
    longestFrameMs: summarize(samples.map((s) => s.longestFrameMs)),
    lastChunkToFinalPictureMs: summarize(samples.map((s) => s.lastChunkToFinalMs)),
  };
}

export function formatDynamicBench(result: DynamicBenchResult): string[] {
  const round = (value: number) => Math.round(value * 10) / 10;
  const ms = (summary: Summary) => `median ${round(summary.median)} ms, p95 ${round(summary.p95)} ms, max ${round(summary.max)} ms`;
  return [
    `Dynamic stream (${result.lines}-line spec, ${result.chunks} token chunks at ${result.chunksPerSecond}/s, ${result.runs} runs): pictures per second median ${round(result.picturesPerSecond.median)} (min ${round(result.picturesPerSecond.min)})`,
    `Dynamic longest frame while streaming: ${ms(result.longestFrameMs)} (aim < 50 ms)`,
    `Dynamic last chunk → final picture: ${ms(result.lastChunkToFinalPictureMs)} (aim ≤ one frame plus one render)`,
  ];
}
