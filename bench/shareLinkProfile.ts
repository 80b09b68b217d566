// Where a share link's load spends its time, on /renderer and /editor and the bare library's page (bench/shareLinkCold.ts's link): cold over loopback,
// cold on Slow 4G, and on a repeat visit (the service worker answers). Each series times plain loads (picture, and the
// requests from Resource Timing in waves) and a few under a Chromium trace: the main thread's time by kind from navigation
// start to the frame that shows the picture, and its longest tasks; and one with V8's sampler as well: which packages its
// JS runs in. `npm run bench:profile` (bench/alone.ts) runs it.
// A benchmark, not a test: it asserts nothing about time.
import type { Browser } from 'playwright-core';
import { BARE_PATH } from './bareLibraryPage';
import { coldShareLink, repeatShareLink, type NetworkProfile, type PageProbe, type PictureSample } from './coldLoads';
import { SLOW_4G, SPEC, TITLE, shareLinkPath } from './shareLinkCold';
import { sourceLookup } from './sourceOfCode';
import { median, summarize, type Summary } from './stats';
import {
  KIND_LABELS,
  TIME_KINDS,
  SAMPLED_CATEGORIES,
  TIMELINE_TASK_MS,
  TRACE_CATEGORIES,
  mainThreadTime,
  type LongTask,
  type MainThreadTime,
  type TimeKind,
} from './traceBreakdown';
import { medianWaterfall, readWaterfall, type MedianWaterfall, type Waterfall } from './waterfall';

/** The traced loads of a series: medians of each figure over them, the longest tasks of the one with the median picture. */
export interface TracedLoads {
  runs: number;
  /** Tracing slows the page: this is the traced loads' own picture time. */
  pictureMs: Summary;
  byKind: Record<TimeKind, number>;
  evaluationByFile: Record<string, number>;
  otherByEvent: Record<string, number>;
  longestTasks: LongTask[];
  /**
   * The load with the median picture, what ran in order: its requests (asked for → response ended) and its main-thread
   * tasks of at least TIMELINE_TASK_MS (start → end, what dominated each), up to the picture.
   */
  criticalPath: CriticalStep[];
}

export interface CriticalStep {
  startMs: number;
  endMs: number;
  what: string;
}

/** Requests and main-thread tasks of one load, ordered by start. */
function criticalPath(load: ProfiledLoad): CriticalStep[] {
  const requests = load.waterfall.requests.map((r) => ({
    startMs: round(r.startMs),
    endMs: round(r.endMs),
    what: `request ${r.file} (${Math.round(r.transferBytes / 1024)} KB${r.fromServiceWorker ? ', service worker' : ''})`,
  }));
  const tasks = (load.mainThread?.timeline ?? []).map((task) => ({
    startMs: task.startMs,
    endMs: round(task.startMs + task.durationMs),
    what: `task ${Math.round(task.durationMs)} ms: ${task.dominant.join(', ')}`,
  }));
  const picture = { startMs: round(load.sample.pictureMs), endMs: round(load.sample.pictureMs), what: 'the picture on screen' };
  return [...requests, ...tasks, picture].sort((a, b) => a.startMs - b.startMs);
}

/** One load traced with V8's sampler as well: where its JS time went by part of the source (slowed by the sampling). */
export interface SampledLoad {
  pictureMs: number;
  jsBySource: Record<string, number>;
  longestTasks: LongTask[];
}

export interface ProfileSeries {
  route: string;
  visit: string;
  /** The untraced loads: picture time and requests. */
  runs: number;
  pictureMs: Summary;
  waterfall: MedianWaterfall;
  /**
   * Throttled loads: what the network alone costs at least before the picture: the bytes that ended by it at its
   * bandwidth, and one latency per request of the chain to the last response before it.
   */
  networkFloor?: { bandwidthMs: number; roundTripsMs: number };
  /** Repeat visits: the first visit's navigation start → its service worker active. */
  precachedMs?: Summary;
  traced?: TracedLoads;
  sampled?: SampledLoad;
  /** Sampled loads that failed before one succeeded (or all did): their errors' first lines. */
  sampleFailures: string[];
}

export interface ShareLinkProfileResult {
  spec: string;
  network: NetworkProfile;
  traceCategories: readonly string[];
  sampledCategories: readonly string[];
  series: ProfileSeries[];
}

interface ProfiledLoad {
  sample: PictureSample;
  waterfall: Waterfall;
  mainThread?: MainThreadTime;
}

type Load = (probe: PageProbe) => Promise<PictureSample>;

interface Tracing {
  categories: readonly string[];
  sourceOf: Parameters<typeof mainThreadTime>[3];
}

async function profiledLoad(browser: Browser, trace: Tracing | undefined, load: Load): Promise<ProfiledLoad> {
  let waterfall: Waterfall | undefined;
  let mainThread: MainThreadTime | undefined;
  let tracing = false;
  try {
    const sample = await load({
      beforeNavigation: async (page) => {
        if (!trace) return;
        await browser.startTracing(page, { categories: [...trace.categories] });
        tracing = true;
      },
      afterLoad: async (page, pictureMs) => {
        if (tracing) {
          tracing = false;
          mainThread = mainThreadTime(await browser.stopTracing(), page.url(), pictureMs, trace!.sourceOf);
        }
        waterfall = await readWaterfall(page, pictureMs);
      },
    });
    if (!waterfall) throw new Error('the load ended without its Resource Timing');
    return { sample, waterfall, mainThread };
  } finally {
    // A load that failed mid-trace must not leave the browser tracing (the next startTracing would throw), nor hide its error.
    if (tracing) await browser.stopTracing().catch(() => undefined);
  }
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** Per key, the median over the records (a key a record lacks counts 0 there); the `count` largest, largest first. */
function medianRecord(records: readonly Record<string, number>[], count = Infinity): Record<string, number> {
  const keys = [...new Set(records.flatMap((record) => Object.keys(record)))];
  const medians = keys.map((key) => [key, round(median(records.map((record) => record[key] ?? 0)))] as const);
  return Object.fromEntries(medians.sort((a, b) => b[1] - a[1]).slice(0, count));
}

function tracedLoads(loads: readonly ProfiledLoad[]): TracedLoads | undefined {
  const traced = loads.filter((load) => load.mainThread);
  if (traced.length === 0) return undefined;
  const times = traced.map((load) => load.mainThread!);
  const middle = [...traced].sort((a, b) => a.sample.pictureMs - b.sample.pictureMs)[Math.floor(traced.length / 2)];
  return {
    runs: traced.length,
    pictureMs: summarize(traced.map((load) => load.sample.pictureMs)),
    byKind: Object.fromEntries(TIME_KINDS.map((kind) => [kind, round(median(times.map((t) => t.byKind[kind])))])) as Record<
      TimeKind,
      number
    >,
    evaluationByFile: medianRecord(times.map((t) => t.evaluationByFile)),
    otherByEvent: medianRecord(
      times.map((t) => t.otherByEvent),
      5,
    ),
    longestTasks: middle.mainThread!.longestTasks,
    criticalPath: criticalPath(middle),
  };
}

/** Tries for a sampled load up to this many times: Chromium's sampler now and then crashes the page. */
const SAMPLE_ATTEMPTS = 3;

async function sampledLoad(
  browser: Browser,
  sourceOf: Tracing['sourceOf'],
  load: Load,
): Promise<Pick<ProfileSeries, 'sampled' | 'sampleFailures'>> {
  const sampleFailures: string[] = [];
  while (sampleFailures.length < SAMPLE_ATTEMPTS) {
    try {
      const { sample, mainThread } = await profiledLoad(browser, { categories: SAMPLED_CATEGORIES, sourceOf }, load);
      const { jsBySource, longestTasks } = mainThread!;
      return { sampled: { pictureMs: round(sample.pictureMs), jsBySource, longestTasks }, sampleFailures };
    } catch (error) {
      sampleFailures.push(String(error).split('\n')[0]);
    }
  }
  return { sampleFailures };
}

async function series(
  browser: Browser,
  sourceOf: Tracing['sourceOf'],
  route: string,
  visit: string,
  runs: number,
  tracedRuns: number,
  load: Load,
  network?: NetworkProfile,
): Promise<ProfileSeries> {
  await profiledLoad(browser, undefined, load); // warm-up: nginx and Chromium's own caches of the binary
  const plain: ProfiledLoad[] = [];
  for (let run = 0; run < runs; run += 1) plain.push(await profiledLoad(browser, undefined, load));
  const traced: ProfiledLoad[] = [];
  for (let run = 0; run < tracedRuns; run += 1) traced.push(await profiledLoad(browser, { categories: TRACE_CATEGORIES, sourceOf }, load));
  const sampled = await sampledLoad(browser, sourceOf, load);
  const waterfall = medianWaterfall(plain.map((p) => p.waterfall));
  const precached = plain.map((p) => p.sample.precachedMs);
  return {
    route,
    visit,
    runs,
    pictureMs: summarize(plain.map((p) => p.sample.pictureMs)),
    waterfall,
    ...(network
      ? {
          networkFloor: {
            bandwidthMs: Math.round((waterfall.transferBytesToPicture / network.downloadBytesPerSecond) * 1000),
            roundTripsMs: Math.round(waterfall.wavesToPicture * network.latencyMs),
          },
        }
      : {}),
    ...(precached.every((ms) => ms !== undefined) ? { precachedMs: summarize(precached) } : {}),
    ...(traced.length > 0 ? { traced: tracedLoads(traced) } : {}),
    ...sampled,
  };
}

/** `distDir` is the build served at `origin`: its source maps name the code the samples land in. */
export async function benchShareLinkProfile(
  origin: string,
  browser: Browser,
  distDir: string,
  runs = 5,
  tracedRuns = 3,
  throttledRuns = 3,
): Promise<ShareLinkProfileResult> {
  const sourceOf = sourceLookup(distDir);
  const result: ShareLinkProfileResult = {
    spec: SPEC,
    network: SLOW_4G,
    traceCategories: TRACE_CATEGORIES,
    sampledCategories: SAMPLED_CATEGORIES,
    series: [],
  };
  // the bare library's page first: the floor each figure of the app's pages is read against
  for (const route of [BARE_PATH, '/renderer', '/editor']) {
    const path = shareLinkPath(route);
    const firstVisit = route === BARE_PATH ? { path: BARE_PATH, serviceWorker: false } : undefined;
    result.series.push(
      await series(browser, sourceOf, route, 'cold, loopback', runs, tracedRuns, (probe) =>
        coldShareLink(browser, origin, path, TITLE, undefined, probe),
      ),
      await series(
        browser,
        sourceOf,
        route,
        `cold, ${SLOW_4G.name}`,
        throttledRuns,
        1,
        (probe) => coldShareLink(browser, origin, path, TITLE, SLOW_4G, probe),
        SLOW_4G,
      ),
      await series(browser, sourceOf, route, 'repeat visit (service worker)', runs, tracedRuns, (probe) =>
        repeatShareLink(browser, origin, path, TITLE, probe, firstVisit),
      ),
    );
  }
  return result;
}

const ms = (value: number) => `${Math.round(value)}`;
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
const list = (record: Record<string, number>, count = Infinity) =>
  Object.entries(record)
    .slice(0, count)
    .map(([key, value]) => `${key} ${ms(value)}`)
    .join(', ');

function waveLines(waterfall: MedianWaterfall): string {
  const waves = new Map<number, MedianWaterfall['requests']>();
  for (const request of waterfall.requests) {
    const wave = Math.round(request.wave);
    waves.set(wave, [...(waves.get(wave) ?? []), request]);
  }
  return [...waves.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(
      ([wave, requests]) =>
        `w${wave} ${ms(Math.min(...requests.map((r) => r.startMs)))}→${ms(Math.max(...requests.map((r) => r.endMs)))} ms ${requests.length} files ${kb(requests.reduce((sum, r) => sum + r.transferBytes, 0))}`,
    )
    .join('; ');
}

function seriesLines(s: ProfileSeries, network: NetworkProfile): string[] {
  const w = s.waterfall;
  const lines = [
    `  ${s.route} ${s.visit}: picture ${ms(s.pictureMs.median)} ms (${s.runs} loads${s.traced ? `; ${ms(s.traced.pictureMs.median)} ms in ${s.traced.runs} traced` : ''})${s.precachedMs ? `; precache before it ${ms(s.precachedMs.median)} ms` : ''}`,
    `    requests before it: ${w.requests.length} in ${w.waves} waves, ${kb(w.transferBytes)} over the wire, network busy ${ms(w.networkBusyMs)} ms; ended by it: ${kb(w.transferBytesToPicture)}; chain to its last response: ${w.wavesToPicture} (${w.chainToPicture.join(' → ')})`,
    `      ${waveLines(w)}`,
  ];
  if (s.networkFloor) {
    lines.push(
      `    network floor to the picture: ${kb(w.transferBytesToPicture)} at ${network.name}'s bandwidth ≥ ${ms(s.networkFloor.bandwidthMs)} ms; ${w.wavesToPicture} in sequence × ${ms(network.latencyMs)} ms latency ≥ ${ms(s.networkFloor.roundTripsMs)} ms`,
    );
  }
  const tasks = (list: LongTask[], what: (task: LongTask) => string[]) =>
    list
      .slice(0, 3)
      .map((task) => `${ms(task.durationMs)} ms at ${ms(task.startMs)} (${what(task).join(', ')})`)
      .join('; ');
  if (s.traced) {
    const t = s.traced;
    lines.push(
      `    main thread to the picture: ${TIME_KINDS.map((kind) => `${KIND_LABELS[kind]} ${ms(t.byKind[kind])}`).join(', ')}`,
      `      evaluation by file: ${list(t.evaluationByFile, 4)}; other: ${list(t.otherByEvent, 3)}`,
      `      longest tasks: ${tasks(t.longestTasks, (task) => task.dominant)}`,
      `      what ran, in order (the traced load with the median picture, ${ms(s.traced.pictureMs.median)} ms; tasks of ${TIMELINE_TASK_MS} ms or more):`,
      ...t.criticalPath.map((step) => `        ${ms(step.startMs)}→${ms(step.endMs)} ${step.what}`),
    );
  }
  if (s.sampled) {
    lines.push(
      `    one sampled load (picture ${ms(s.sampled.pictureMs)} ms, slowed by the sampler): JS by source ${list(s.sampled.jsBySource, 6)}`,
      `      its longest tasks: ${tasks(s.sampled.longestTasks, (task) => task.sampledSources)}`,
    );
  }
  if (s.sampleFailures.length > 0) lines.push(`    sampled loads that failed: ${s.sampleFailures.length} (${s.sampleFailures[0]})`);
  return lines;
}

/** Lines for the bench report. */
export function formatShareLinkProfile(result: ShareLinkProfileResult): string[] {
  return [
    'Share link load profile (medians, ms; main thread from the traced loads, up to the frame that shows the picture):',
    ...result.series.flatMap((s) => seriesLines(s, result.network)),
  ];
}
