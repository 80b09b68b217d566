// Waits for state instead of reading it once: jest has no auto-retrying expect, and the page updates after our actions.
import { inspect } from 'node:util';

export interface EventuallyOptions {
  /** What is being waited for, for the failure message (e.g. "the zoom level back at the fitted value"). */
  what?: string;
  /** Give up after this long; under the test timeout so the failure says what was missing. */
  timeoutMs?: number;
  /** Pause between probes. */
  intervalMs?: number;
}

/** As long as a context's default timeout (browserSession.ts): a busy 2-core machine can be slow, but not this slow. */
export const EVENTUALLY_TIMEOUT_MS = 30_000;
const INTERVAL_MS = 50;

/**
 * Probes until `check` accepts the value, then returns it. `check` rejects a value by throwing (a jest `expect`, whose
 * message then explains the mismatch) or by returning false. On timeout it fails with the last value seen and the
 * last reason it was rejected (or the last error the probe threw).
 */
export async function eventually<T>(
  probe: () => T | Promise<T>,
  check: (value: T) => unknown,
  { what = 'the expected state', timeoutMs = EVENTUALLY_TIMEOUT_MS, intervalMs = INTERVAL_MS }: EventuallyOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: { seen: boolean; value?: T; rejection: string } = { seen: false, rejection: 'the probe was never called' };
  for (;;) {
    const left = deadline - Date.now();
    const outcome = await withinTime(probe, Math.max(left, 0));
    if (outcome.kind === 'value') {
      const rejection = rejectionOf(check, outcome.value);
      if (rejection === null) return outcome.value;
      last = { seen: true, value: outcome.value, rejection };
    } else if (outcome.kind === 'error') {
      last = { ...last, rejection: `the probe threw: ${messageOf(outcome.error)}` };
    } else {
      last = { ...last, rejection: 'the probe did not answer in time' };
    }
    if (Date.now() >= deadline) break;
    await sleep(Math.min(intervalMs, Math.max(deadline - Date.now(), 0)));
  }
  throw new Error(timeoutMessage(what, timeoutMs, last));
}

type Outcome<T> = { kind: 'value'; value: T } | { kind: 'error'; error: unknown } | { kind: 'late' };

/** Runs the probe, but stops waiting for it at the deadline (a locator may wait for an element on its own). */
async function withinTime<T>(probe: () => T | Promise<T>, ms: number): Promise<Outcome<T>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<Outcome<T>>((resolve) => (timer = setTimeout(() => resolve({ kind: 'late' }), ms)));
  const answer = (async (): Promise<Outcome<T>> => {
    try {
      return { kind: 'value', value: await probe() };
    } catch (error) {
      return { kind: 'error', error };
    }
  })();
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Null when `check` accepts the value, else why not. */
function rejectionOf<T>(check: (value: T) => unknown, value: T): string | null {
  try {
    return check(value) === false ? `not accepted by ${check.toString()}` : null;
  } catch (error) {
    return messageOf(error);
  }
}

function timeoutMessage(what: string, timeoutMs: number, last: { seen: boolean; value?: unknown; rejection: string }): string {
  const value = last.seen ? inspect(last.value, { depth: 6, breakLength: 120 }) : '(none: the probe never returned a value)';
  return [
    `Timed out after ${timeoutMs} ms waiting for ${what}.`,
    `Last value seen: ${value}`,
    `Why it was not accepted: ${last.rejection}`,
  ].join('\n');
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
