// Share link → picture on /renderer and /editor (a spec whose template draws icons), behind deploy/nginx.conf: cold over
// loopback, cold on a simulated slow 4G network (CDP throttling), and on a repeat visit (the service worker answers); each
// beside the bare library's page (bench/bareLibraryPage.ts) opening the same link, loads interleaved, with the ratios.
// bench/run.ts calls benchShareLinks into bench/results.json; alone it compares builds:
//   node -r ts-node/register bench/shareLinkCold.ts [runs] [distDir ...]
// A benchmark, not a test: it asserts nothing about time.
import './cssInNode';
import type { Browser } from 'playwright-core';
import { encodeShareCode } from '../src/shared/links/shareLink';
import { launchChromium } from '../test/e2e/harness/chromium';
import { startNginx } from '../test/e2e/harness/nginx';
import { DIST_DIR } from '../test/e2e/harness/paths';
import { BARE_PATH, bareLibrarySite } from './bareLibraryPage';
import { coldShareLink, repeatShareLink, type FirstVisit, type NetworkProfile, type PictureSample } from './coldLoads';
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

/** An app route's median over the bare library's, the same kind of visit in the same rounds. */
export interface BareRatio {
  visit: 'coldLoopback' | 'coldSlow4G' | 'repeatVisit';
  route: string;
  ratio: number;
}

export interface ShareLinkBenchResult {
  spec: string;
  /** Each series' first entry is the bare library's (BARE_PATH), then /renderer and /editor. */
  coldLoopback: ShareLinkSeries[];
  coldSlow4G: ShareLinkSeries[];
  network: NetworkProfile;
  /** The app's through its service worker; the bare library's from the HTTP cache (it has no worker). */
  repeatVisit: ShareLinkSeries[];
  ratios: BareRatio[];
}

export function shareLinkPath(route: string): string {
  const encoded = encodeShareCode(SPEC);
  if (!encoded.ok) throw new Error(encoded.message);
  return `${route}#v=1&code=${encoded.code}`;
}

/** What a share link is opened on: the bare library's page (the floor) and the app's two pages. */
interface Target {
  route: string;
  firstVisit: FirstVisit;
}
const TARGETS: Target[] = [
  { route: BARE_PATH, firstVisit: { path: BARE_PATH, serviceWorker: false } },
  { route: '/renderer', firstVisit: { path: '/', serviceWorker: true } },
  { route: '/editor', firstVisit: { path: '/', serviceWorker: true } },
];

function seriesOf(route: string, samples: PictureSample[]): ShareLinkSeries {
  return {
    route,
    runs: samples.length,
    pictureMs: summarize(samples.map((s) => s.pictureMs)),
    transferredKB: Math.round(median(samples.map((s) => s.transferredBytes)) / 1024),
    requests: median(samples.map((s) => s.requests)),
    fromServiceWorker: median(samples.map((s) => s.fromServiceWorker)),
    unsized: samples.reduce((sum, s) => sum + s.unsized, 0),
    ...(samples.every((s) => s.precachedMs !== undefined) ? { precachedMs: summarize(samples.map((s) => s.precachedMs!)) } : {}),
  };
}

/** One warm-up load per target (nginx's and Chromium's own caches), then `runs` rounds, each target once per round. */
async function interleaved(runs: number, sample: (target: Target) => Promise<PictureSample>): Promise<ShareLinkSeries[]> {
  for (const target of TARGETS) await sample(target);
  const samples = TARGETS.map(() => [] as PictureSample[]);
  for (let run = 0; run < runs; run += 1) {
    for (const [index, target] of TARGETS.entries()) samples[index].push(await sample(target));
  }
  return TARGETS.map((target, index) => seriesOf(target.route, samples[index]));
}

function ratios(visit: BareRatio['visit'], [bare, ...app]: ShareLinkSeries[]): BareRatio[] {
  return app.map((s) => ({ visit, route: s.route, ratio: Math.round((s.pictureMs.median / bare.pictureMs.median) * 100) / 100 }));
}

/** `origin`'s server must serve the bare library's page too (bench/bareLibraryPage.ts's `extra`). */
export async function benchShareLinks(origin: string, browser: Browser, runs = 9, throttledRuns = 3): Promise<ShareLinkBenchResult> {
  const coldLoopback = await interleaved(runs, (t) => coldShareLink(browser, origin, shareLinkPath(t.route), TITLE));
  const repeatVisit = await interleaved(runs, (t) =>
    repeatShareLink(browser, origin, shareLinkPath(t.route), TITLE, undefined, t.firstVisit),
  );
  const coldSlow4G = await interleaved(throttledRuns, (t) => coldShareLink(browser, origin, shareLinkPath(t.route), TITLE, SLOW_4G));
  return {
    spec: SPEC,
    coldLoopback,
    coldSlow4G,
    network: SLOW_4G,
    repeatVisit,
    ratios: [...ratios('coldLoopback', coldLoopback), ...ratios('repeatVisit', repeatVisit), ...ratios('coldSlow4G', coldSlow4G)],
  };
}

/** Lines for the bench report. */
export function formatShareLinkBench(result: ShareLinkBenchResult): string[] {
  const line = (what: string, visit: BareRatio['visit'], aim: string, list: ShareLinkSeries[]) =>
    `  ${what}: ${list
      .map((s) => {
        const ratio = result.ratios.find((r) => r.visit === visit && r.route === s.route);
        return `${s.route === BARE_PATH ? 'bare library' : s.route} median ${Math.round(s.pictureMs.median)} ms${ratio ? ` = ${ratio.ratio.toFixed(2)}× bare` : ''}, p95 ${Math.round(s.pictureMs.p95)} ms (${s.runs} runs, ${s.transferredKB} KB, ${s.fromServiceWorker} of ${s.requests} requests from the service worker${s.unsized ? `; ${s.unsized} requests of all runs unsized` : ''})`;
      })
      .join('; ')} (aim ${aim})`;
  return [
    'Share link → picture (list-row-horizontal-icon-arrow with two icons), the app beside the bare library, loads interleaved:',
    line('cold, loopback', 'coldLoopback', '≤ 1.3× bare', result.coldLoopback),
    line(
      'repeat visit (the app through its service worker, the bare library from the HTTP cache)',
      'repeatVisit',
      '≤ 1.3× bare',
      result.repeatVisit,
    ),
    line(`cold, ${result.network.name}`, 'coldSlow4G', '≤ 1500 ms', result.coldSlow4G),
    `  a first visit to / → the build precached (its service worker active): median ${result.repeatVisit
      .filter((s) => s.precachedMs)
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
      const bare = bareLibrarySite();
      const server = await startNginx(dist, bare.extra);
      try {
        console.log(dist);
        console.log(formatShareLinkBench(await benchShareLinks(server.origin, browser, runs)).join('\n'));
      } finally {
        await server.stop();
        bare.remove();
      }
    }
  } finally {
    await browser.close();
  }
}

if (require.main === module) void main();
