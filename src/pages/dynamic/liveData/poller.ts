// Polling a same-origin data URL: conditional requests (ETag / Last-Modified) so unchanged data costs nothing, and backoff
// after failures so a broken source is not hammered.
import { addressLabel } from '../shared/fetchStreaming';
import { browserClock, type Clock } from '../../../runtime/scheduling/clock';
import { t } from '../../../i18n/i18n';

/** The longest wait between attempts after failures, unless the interval itself is longer. */
export const MAX_BACKOFF_MS = 60_000;
/** A request that has not answered by then counts as failed. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** The wait before the next attempt: the interval, doubled for each failure in a row, capped. */
export function nextDelay(intervalMs: number, failures: number): number {
  if (failures <= 0) return intervalMs;
  return Math.min(intervalMs * 2 ** failures, Math.max(MAX_BACKOFF_MS, intervalMs));
}

export interface PollerOptions {
  url: string;
  intervalMs: number;
  /** New text arrived: use it. Resolve to null when it was fine, or to what was wrong with it (counts as a failure). */
  onData(text: string, contentType: string): string | null | Promise<string | null>;
  /** The server said 304, or sent the same text again: nothing was parsed or drawn. */
  onUnchanged(): void;
  onError(message: string): void;
  /** The next request goes out in this many milliseconds. */
  onSchedule(delayMs: number): void;
  fetchImpl?: typeof fetch;
  clock?: Pick<Clock, 'after'>;
}

export interface Poller {
  /** Asks now (and then every interval). */
  start(): void;
  stop(): void;
}

export function createPoller({
  url,
  intervalMs,
  onData,
  onUnchanged,
  onError,
  onSchedule,
  fetchImpl = fetch,
  clock = browserClock,
}: PollerOptions): Poller {
  const label = addressLabel(url);
  let etag: string | null = null;
  let lastModified: string | null = null;
  let lastText: string | null = null;
  let lastTextOk = false;
  let failures = 0;
  let cancelTimer: (() => void) | null = null;
  let inFlight: AbortController | null = null;
  let running = false;

  const schedule = () => {
    if (!running) return;
    const delay = nextDelay(intervalMs, failures);
    onSchedule(delay);
    cancelTimer = clock.after(delay, () => void poll());
  };

  const fail = (message: string) => {
    failures += 1;
    onError(message);
  };

  const poll = async () => {
    cancelTimer = null;
    const controller = new AbortController();
    inFlight = controller;
    const cancelTimeout = clock.after(REQUEST_TIMEOUT_MS, () => controller.abort('timeout'));
    try {
      const headers: Record<string, string> = {};
      if (etag) headers['If-None-Match'] = etag;
      if (lastModified) headers['If-Modified-Since'] = lastModified;
      // no-store: the browser's cache must neither answer for the server nor swallow its 304.
      const response = await fetchImpl(url, { signal: controller.signal, cache: 'no-store', headers });
      if (response.status === 304) {
        if (lastTextOk) failures = 0;
        onUnchanged();
        return;
      }
      if (!response.ok) {
        fail(
          t('dynamic.liveData.poll.status', {
            address: label,
            status: `${response.status}${response.statusText ? ` ${response.statusText}` : ''}`,
          }),
        );
        return;
      }
      const contentType = (response.headers.get('content-type') ?? '').toLowerCase();
      const text = await response.text();
      if (contentType.startsWith('text/html')) {
        fail(t('dynamic.liveData.poll.webPage', { address: label }));
        return;
      }
      etag = response.headers.get('etag');
      lastModified = response.headers.get('last-modified');
      if (text === lastText) {
        if (lastTextOk) failures = 0;
        onUnchanged();
        return;
      }
      lastText = text;
      const problem = await onData(text, contentType);
      lastTextOk = problem === null;
      if (problem) fail(problem);
      else failures = 0;
    } catch (error) {
      if (!running) return;
      fail(
        controller.signal.reason === 'timeout'
          ? t('dynamic.liveData.poll.timeout', { address: label, seconds: REQUEST_TIMEOUT_MS / 1000 })
          : t('dynamic.liveData.poll.refused', { address: label, reason: error instanceof Error ? error.message : String(error) }),
      );
    } finally {
      cancelTimeout();
      if (inFlight === controller) inFlight = null;
      schedule();
    }
  };

  return {
    start() {
      if (running) return;
      running = true;
      void poll();
    },
    stop() {
      running = false;
      cancelTimer?.();
      cancelTimer = null;
      inFlight?.abort('stopped');
      inFlight = null;
    },
  };
}
