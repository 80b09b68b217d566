// A load's requests from the page's Resource Timing (the document and each file): when the page asked for each, when it
// went out, when it finished, its bytes; and the sequential waves they make, a file being in a later wave than every file
// whose response had ended before the page asked for it (so the count is the longest chain of requests in sequence; on
// loopback a stretch of main-thread work between two requests also makes one).
import type { Page } from 'playwright-core';
import { median } from './stats';

export interface TimedRequest {
  /** The file's name (the last path segment; the document's is its path). */
  file: string;
  /** Milliseconds after navigation start: the page asked for it, the request went out, its response ended. */
  startMs: number;
  sentMs: number;
  endMs: number;
  /** Bytes over the wire, headers included (0 when the service worker or a cache answered), and the body as sent. */
  transferBytes: number;
  bodyBytes: number;
  fromServiceWorker: boolean;
  wave: number;
}

export interface Waterfall {
  /** The requests the page made before the picture, in the order it asked for them. */
  requests: TimedRequest[];
  waves: number;
  /** How long at least one of those requests was under way before the picture. */
  networkBusyMs: number;
  transferBytes: number;
  /** The bytes of those whose response had ended by the picture: all the picture can have waited for. */
  transferBytesToPicture: number;
  /**
   * The chain of requests in sequence that ends at the last response before the picture (first to last), and its length:
   * the round trips the picture waited for one after another.
   */
  chainToPicture: string[];
  wavesToPicture: number;
}

type Entry = Omit<TimedRequest, 'wave'>;

/** Runs in the page: the navigation and the resources, as plain numbers. */
function resourceTiming(): Entry[] {
  const file = (url: string) => new URL(url).pathname.split('/').pop() ?? url;
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  return [navigation, ...resources].map((entry) => ({
    file: entry === navigation ? new URL(entry.name).pathname : file(entry.name),
    startMs: entry.startTime,
    sentMs: entry.requestStart || entry.fetchStart,
    endMs: entry.responseEnd,
    transferBytes: entry.transferSize,
    bodyBytes: entry.encodedBodySize,
    fromServiceWorker: entry.workerStart > 0,
  }));
}

/** Waves over entries whose first is the document: it precedes every file, though the parser asks for some before it ends. */
export function inWaves(entries: readonly Entry[]): { requests: TimedRequest[]; chainTo: (last: TimedRequest) => string[] } {
  const requests: TimedRequest[] = [];
  const before = new Map<TimedRequest, TimedRequest>();
  for (const entry of [...entries].sort((a, b) => a.startMs - b.startMs)) {
    const ended = requests.filter((other, index) => index === 0 || other.endMs <= entry.startMs);
    const previous = ended.reduce<TimedRequest | undefined>(
      (best, other) => (!best || other.wave > best.wave || (other.wave === best.wave && other.endMs > best.endMs) ? other : best),
      undefined,
    );
    const request = { ...entry, wave: (previous?.wave ?? 0) + 1 };
    if (previous) before.set(request, previous);
    requests.push(request);
  }
  const chainTo = (last: TimedRequest) => {
    const chain: string[] = [];
    for (let at: TimedRequest | undefined = last; at; at = before.get(at)) chain.unshift(at.file);
    return chain;
  };
  return { requests, chainTo };
}

/** Time covered by at least one of the intervals. */
function covered(intervals: [number, number][]): number {
  let total = 0;
  let reach = -Infinity;
  for (const [start, end] of [...intervals].sort((a, b) => a[0] - b[0])) {
    if (end <= reach) continue;
    total += end - Math.max(start, reach);
    reach = end;
  }
  return total;
}

/** The page's requests asked for before `pictureMs` (the document first), read once the network is idle. */
export async function readWaterfall(page: Page, pictureMs: number): Promise<Waterfall> {
  const [document, ...files] = await page.evaluate(resourceTiming);
  const { requests, chainTo } = inWaves([document, ...files.filter((entry) => entry.startMs < pictureMs)]);
  const finished = requests.filter((r) => r.endMs <= pictureMs);
  const last = finished.reduce((latest, r) => (r.endMs > latest.endMs ? r : latest), requests[0]);
  return {
    requests,
    waves: Math.max(...requests.map((r) => r.wave)),
    networkBusyMs: Math.round(covered(requests.map((r) => [r.startMs, Math.min(r.endMs, pictureMs)]))),
    transferBytes: requests.reduce((sum, r) => sum + r.transferBytes, 0),
    wavesToPicture: last.wave,
    transferBytesToPicture: finished.reduce((sum, r) => sum + r.transferBytes, 0),
    chainToPicture: chainTo(last),
  };
}

export interface MedianRequest extends Omit<TimedRequest, 'fromServiceWorker'> {
  /** In how many of the loads the page asked for it before the picture. */
  loads: number;
  fromServiceWorker: boolean;
}

/** A Waterfall's figures as medians over several loads; its chain is that of a load with the median number of waves. */
export interface MedianWaterfall extends Omit<Waterfall, 'requests'> {
  loads: number;
  /** Per file: the medians over the loads that asked for it, ordered by median start. */
  requests: MedianRequest[];
}

export function medianWaterfall(loads: readonly Waterfall[]): MedianWaterfall {
  const byFile = new Map<string, TimedRequest[]>();
  for (const load of loads) {
    const seen = new Set<string>();
    for (const request of load.requests) {
      // A file asked for twice in one load (a favicon) keeps its first request.
      if (seen.has(request.file)) continue;
      seen.add(request.file);
      byFile.set(request.file, [...(byFile.get(request.file) ?? []), request]);
    }
  }
  const of = (list: TimedRequest[], pick: (r: TimedRequest) => number) => Math.round(median(list.map(pick)) * 10) / 10;
  const requests = [...byFile.entries()]
    .map(([file, list]) => ({
      file,
      loads: list.length,
      startMs: of(list, (r) => r.startMs),
      sentMs: of(list, (r) => r.sentMs),
      endMs: of(list, (r) => r.endMs),
      transferBytes: of(list, (r) => r.transferBytes),
      bodyBytes: of(list, (r) => r.bodyBytes),
      fromServiceWorker: list.some((r) => r.fromServiceWorker),
      wave: of(list, (r) => r.wave),
    }))
    .sort((a, b) => a.startMs - b.startMs);
  const waves = median(loads.map((load) => load.waves));
  const wavesToPicture = median(loads.map((load) => load.wavesToPicture));
  const typical = loads.find((load) => load.wavesToPicture === Math.round(wavesToPicture)) ?? loads[0];
  return {
    loads: loads.length,
    requests,
    waves,
    networkBusyMs: median(loads.map((load) => load.networkBusyMs)),
    transferBytes: median(loads.map((load) => load.transferBytes)),
    wavesToPicture,
    transferBytesToPicture: median(loads.map((load) => load.transferBytesToPicture)),
    chainToPicture: typical.chainToPicture,
  };
}
