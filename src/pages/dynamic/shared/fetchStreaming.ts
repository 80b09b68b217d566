// Reading a same-origin response as it arrives: fetch with a streaming body reader, Stop (abort), and a stall timer.
import { formatCount } from '../../../engine';
import { t } from '../../../i18n/i18n';

export type StreamEnd =
  /** The server finished (or sent its end marker). */
  | { kind: 'done' }
  /** The user pressed Stop. */
  | { kind: 'stopped' }
  | { kind: 'failed'; message: string };

export interface ReadStreamOptions {
  /** Aborts the request (Stop). */
  signal: AbortSignal;
  /** Give up when nothing at all arrives for this long (headers or bytes). */
  stallMs: number;
  /** The response's headers are in: its content type, lower-cased ("" when none). */
  onOpen?(contentType: string): void;
  /** Decoded text as it arrives; return an end to stop reading there (an end marker, a malformed event). */
  onText(text: string): StreamEnd | void;
  fetchImpl?: typeof fetch;
}

const STALL = 'stall';
/** After an end marker, how long the server may take to close the body before the page cancels it. */
export const END_GRACE_MS = 1000;

/** A label for messages: the path and query on this site. */
export function addressLabel(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}

export function stallMessage(stallMs: number): string {
  return t('dynamic.fetch.stalled', { seconds: Math.round(stallMs / 100) / 10 });
}

/** Never throws: every way a stream can end is a StreamEnd with a message a user can act on. */
export async function readStream(url: string, options: ReadStreamOptions): Promise<StreamEnd> {
  const { signal, stallMs, onOpen, onText, fetchImpl = fetch } = options;
  const label = addressLabel(url);
  const controller = new AbortController();
  const stopByUser = () => controller.abort(signal.reason);
  if (signal.aborted) return { kind: 'stopped' };
  signal.addEventListener('abort', stopByUser, { once: true });
  let stallTimer: ReturnType<typeof setTimeout> | undefined;
  const armStall = () => {
    clearTimeout(stallTimer);
    stallTimer = setTimeout(() => controller.abort(STALL), stallMs);
  };
  const interrupted = (): StreamEnd | null => {
    if (controller.signal.reason === STALL) return { kind: 'failed', message: stallMessage(stallMs) };
    if (controller.signal.aborted) return { kind: 'stopped' };
    return null;
  };
  let received = 0;
  try {
    armStall();
    let response: Response;
    try {
      // no-store: a stream is never answered from the cache.
      response = await fetchImpl(url, {
        signal: controller.signal,
        cache: 'no-store',
        headers: { Accept: 'text/event-stream, text/plain;q=0.9, */*;q=0.5' },
      });
    } catch (error) {
      return (
        interrupted() ?? {
          kind: 'failed',
          message: t('dynamic.fetch.refused', { address: label, reason: reasonOf(error) }),
        }
      );
    }
    if (!response.ok) {
      // Read (not cancel) the small error body: a cancelled response shows up as an aborted request.
      await response.text().catch(() => undefined);
      return {
        kind: 'failed',
        message: t('dynamic.fetch.status', {
          address: label,
          status: `${response.status}${response.statusText ? ` ${response.statusText}` : ''}`,
        }),
      };
    }
    const contentType = (response.headers.get('content-type') ?? '').toLowerCase();
    if (contentType.startsWith('text/html')) {
      await response.text().catch(() => undefined);
      return { kind: 'failed', message: t('dynamic.fetch.webPage', { address: label }) };
    }
    onOpen?.(contentType);
    armStall();
    if (!response.body) return { kind: 'done' };
    const reader = response.body.getReader();
    const decoder = new TextDecoder('utf-8');
    for (;;) {
      let step: ReadableStreamReadResult<Uint8Array>;
      try {
        step = await reader.read();
      } catch (error) {
        return (
          interrupted() ?? {
            kind: 'failed',
            message: t('dynamic.fetch.broke', { address: label, count: formatCount(received), reason: reasonOf(error) }),
          }
        );
      }
      // Stopped (or stalled) while this chunk was on its way: nothing more is handed on.
      const cut = interrupted();
      if (cut) {
        if (!step.done) await reader.cancel().catch(() => undefined);
        return cut;
      }
      armStall();
      const text = step.done ? decoder.decode() : decoder.decode(step.value, { stream: true });
      received += text.length;
      const end = text === '' ? undefined : onText(text);
      if (end) {
        // A finished stream is let close by its server (briefly); anything else is cut off at once.
        const closed = end.kind === 'done' && !step.done && (await closesWithin(reader, END_GRACE_MS));
        if (!closed && !step.done) await reader.cancel().catch(() => undefined);
        return end;
      }
      if (step.done) return { kind: 'done' };
    }
  } finally {
    clearTimeout(stallTimer);
    signal.removeEventListener('abort', stopByUser);
  }
}

/** Reads and drops the rest of the body; true if it ended within `ms`. */
async function closesWithin(reader: ReadableStreamDefaultReader<Uint8Array>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  const drain = (async () => {
    try {
      for (;;) if ((await reader.read()).done) return true;
    } catch {
      return false;
    }
  })();
  const closed = await Promise.race([drain, timeout]);
  clearTimeout(timer);
  return closed;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
