// Bench of the hostile streams on the Dynamic page (issue #27), called by bench/run.ts: the same runs as the browser spec
// dynamicBounded.e2e.ts (test/e2e/pages/hostileStreams.ts), timed. A benchmark, not a test: it asserts nothing about time.
//  - the longest task (and how many over 50 ms) while an endless spec stream or model answer floods to its cap (aim < 200 ms);
//  - Stop on an endless stream or answer: click input → stopped message (aim < 100 ms), and the longest task from the
//    stream's start to a second after Stop (aim < 200 ms).
import type { Browser } from 'playwright-core';
import {
  answerToCap,
  openWarmDynamic,
  startHostileSite,
  stopEndlessAnswer,
  stopEndlessStream,
  streamToCap,
  type HostileSite,
} from '../test/e2e/pages/hostileStreams';
import type { DynamicPage } from '../test/e2e/pages/dynamicPage';
import { summarize, type Summary } from './stats';

export interface HostileStreamCase {
  name: string;
  longestTaskMs: Summary;
  longTasks: Summary;
  /** Stop cases only. */
  stopMs?: Summary;
}

export interface HostileStreamsBenchResult {
  runs: number;
  cases: HostileStreamCase[];
}

interface Sample {
  longTasks: number[];
  stopMs?: number;
}

const CASES: Array<{ name: string; run: (dynamic: DynamicPage, site: HostileSite) => Promise<Sample> }> = [
  { name: 'endless stream to its cap (100,000 characters/s)', run: (dynamic) => streamToCap(dynamic) },
  { name: 'Stop on an endless stream (15,000 characters/s)', run: (dynamic) => stopEndlessStream(dynamic) },
  { name: 'endless answer to its cap (100,000 characters/s)', run: answerToCap },
  { name: 'Stop on an endless answer (15,000 characters/s)', run: stopEndlessAnswer },
];

export async function benchHostileStreams(distDir: string, browser: Browser, runs = 3): Promise<HostileStreamsBenchResult> {
  const site = await startHostileSite(distDir);
  const cases: HostileStreamCase[] = [];
  try {
    for (const { name, run } of CASES) {
      const samples: Sample[] = [];
      for (let index = 0; index < runs; index += 1) {
        process.stdout.write(`\rhostile streams: ${name}, run ${index + 1} of ${runs}`);
        const context = await browser.newContext();
        try {
          const dynamic = await openWarmDynamic(context, async () => {
            const page = await context.newPage();
            await page.goto(`${site.origin}/dynamic`);
            await page.getByRole('heading', { name: 'Dynamic', level: 1 }).waitFor();
            return page;
          });
          samples.push(await run(dynamic, site));
        } finally {
          await context.close();
        }
      }
      const stops = samples.flatMap((sample) => (sample.stopMs === undefined ? [] : [sample.stopMs]));
      cases.push({
        name,
        longestTaskMs: summarize(samples.map((sample) => Math.max(0, ...sample.longTasks))),
        longTasks: summarize(samples.map((sample) => sample.longTasks.length)),
        ...(stops.length > 0 ? { stopMs: summarize(stops) } : {}),
      });
    }
  } finally {
    process.stdout.write('\n');
    await site.stop();
  }
  return { runs, cases };
}

export function formatHostileStreamsBench(result: HostileStreamsBenchResult): string[] {
  return result.cases.map(
    (entry) =>
      `Hostile stream, ${entry.name} (${result.runs} runs): longest task median ${entry.longestTaskMs.median} ms, max ${entry.longestTaskMs.max} ms (aim < 200 ms); tasks over 50 ms median ${entry.longTasks.median}` +
      (entry.stopMs ? `; Stop → message median ${entry.stopMs.median} ms, max ${entry.stopMs.max} ms (aim < 100 ms)` : ''),
  );
}
