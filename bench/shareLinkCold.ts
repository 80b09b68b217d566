// Share link → picture on /renderer and /editor (a spec whose template draws icons), behind deploy/nginx.conf: cold over
// loopback, cold on a simulated slow 4G network (CDP throttling), and on a repeat visit (the service worker answers).
// bench/run.ts calls benchShareLinks into bench/results.json; alone it compares builds:
//   node -r ts-node/register bench/shareLinkCold.ts [runs] [distDir ...]
// A benchmark, not a test: it asserts nothing about time.
import './cssInNode';
import type { Browser } from 'playwright-core';
import { encodeShareCode } from '../src/shared/links/shareLink';
import { launchChromium } from '../test/e2e/harness/chromium';
import { startNginx } from '../test/e2e/harness/nginx';
import { DIST_DIR } from '../test/e2e/harness/paths';
import { coldShareLink, repeatShareLink, type NetworkProfile, type PictureSample } from './coldLoads';
import { median, summarize, type Summary } from './stats';

/** The text the picture shows, and the spec the links carry: a template that draws icons. */
export const TITLE = 'Cold link picture';
export const SPEC = `infographic list-row-horizontal-icon-arrow
data
  title ${TITLE}
  lists
    - label Research
      icon search
    - label Build
      icon rocket
`;

/** Chrome DevTools' "Slow 4G" preset (its NetworkManager): 1.6 Mbit/s down, 750 kbit/s up at 90 %, 150 ms × 3.75 latency. */
export const SLOW_4G: NetworkProfile = {
  name: 'Slow 4G (DevTools preset)',
  latencyMs: 150 * 3.75,
  downloadBytesPerSecond: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadBytesPerSecond: ((750 * 1000) / 8) * 0.9,
};

export interface ShareLinkSeries {
  route: string;
  runs: number;
  pictureMs: Summary;
  /** Median bytes over the network (responses the service worker answered from its caches count none). */
  transferredKB: number;
  /** Median count of the load's requests, and of those the service worker answered. */
  requests: number;
  fromServiceWorker: number;
  /** Requests of all runs whose size Chromium never gave (a service worker's own fetches), counted as 0 bytes. */
  unsized: number;
  /** Repeat visits: the first visit's navigation start → its service worker active (the whole build precached). */
  precachedMs?: Summary;
}

export interface ShareLinkBenchResult {
  spec: string;
  coldLoopback: ShareLinkSeries[];
  coldSlow4G: ShareLinkSeries[];
  network: NetworkProfile;
  repeatVisit: ShareLinkSeries[];
}

export function shareLinkPath(route: string): string {
  const encoded = encodeShareCode(SPEC);
  if (!encoded.ok) throw new Error(encoded.message);
  return `${route}#v=1&code=${encoded.code}`;
}

async function series(route: string, runs: number, sample: () => Promise<PictureSample>): Promise<ShareLinkSeries> {
  await sample(); // warm-up: nginx and Chromium's own caches of the binary
  const samples: PictureSample[] = [];
  for (let run = 0; run < runs; run += 1) samples.push(await sample());
  return {
    route,
    runs,
    pictureMs: summarize(samples.map((s) => s.pictureMs)),
    transferredKB: Math.round(median(samples.map((s) => s.transferredBytes)) / 1024),
    requests: median(samples.map((s) => s.requests)),
    fromServiceWorker: median(samples.map((s) => s.fromServiceWorker)),
    unsized: samples.reduce((sum, s) => sum + s.unsized, 0),
    ...(samples.every((s) => s.precachedMs !== undefined) ? { precachedMs: summarize(samples.map((s) => s.precachedMs!)) } : {}),
  };
}

export async function benchShareLinks(origin: string, browser: Browser, runs = 7, throttledRuns = 3): Promise<ShareLinkBenchResult> {
  const result: ShareLinkBenchResult = { spec: SPEC, coldLoopback: [], coldSlow4G: [], network: SLOW_4G, repeatVisit: [] };
  for (const route of ['/renderer', '/editor']) {
    const path = shareLinkPath(route);
    result.coldLoopback.push(await series(route, runs, () => coldShareLink(browser, origin, path, TITLE)));
    result.coldSlow4G.push(await series(route, throttledRuns, () => coldShareLink(browser, origin, path, TITLE, SLOW_4G)));
    result.repeatVisit.push(await series(route, runs, () => repeatShareLink(browser, origin, path, TITLE)));
  }
  return result;
}

/** Lines for the bench report. */
export function formatShareLinkBench(result: ShareLinkBenchResult): string[] {
  const line = (what: string, aim: string, list: ShareLinkSeries[]) =>
    `  ${what}: ${list
      .map(
        (s) =>
          `${s.route} median ${Math.round(s.pictureMs.median)} ms, p95 ${Math.round(s.pictureMs.p95)} ms (${s.runs} runs, ${s.transferredKB} KB, ${s.fromServiceWorker} of ${s.requests} requests from the service worker${s.unsized ? `; ${s.unsized} requests of all runs unsized` : ''})`,
      )
      .join('; ')} (aim ${aim})`;
  return [
    'Share link → picture (list-row-horizontal-icon-arrow with two icons):',
    line('cold, loopback', '≤ 400 ms', result.coldLoopback),
    line(`cold, ${result.network.name}`, '≤ 1500 ms', result.coldSlow4G),
    line('repeat visit (service worker)', '≤ 150 ms', result.repeatVisit),
    `  a first visit to / → the build precached (its service worker active): median ${result.repeatVisit
      .map((s) => `${Math.round(s.precachedMs?.median ?? NaN)} ms (before the ${s.route} runs)`)
      .join(', ')}`,
  ];
}

async function main(): Promise<void> {
  const runs = Number(process.argv[2] ?? 7);
  const dists = process.argv.length > 3 ? process.argv.slice(3) : [DIST_DIR];
  const browser = await launchChromium();
  try {
    for (const dist of dists) {
      const server = await startNginx(dist);
      try {
        console.log(dist);
        console.log(formatShareLinkBench(await benchShareLinks(server.origin, browser, runs)).join('\n'));
      } finally {
        await server.stop();
      }
    }
  } finally {
    await browser.close();
  }
}

if (require.main === module) void main();
