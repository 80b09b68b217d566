// One streamed chat request to any of the three protocols: POST, read as it arrives, Stop, stall and size limits.
import { GenerationError } from './errors';
import { diagnoseFailedConnection, watchCspBlocks } from './failedConnection';
import { httpError } from './httpErrors';
import { adapterFor } from './protocols';
import { createTextCap } from './textCap';
import { MAX_ANSWER_CHARS, STALL_MS, type FinishReason, type StreamChatOptions, type StreamChatResult } from './types';
import { formatCount } from '../../engine';
import { t } from '../../i18n/i18n';

/** What a request stopped by the user says (made when it stops, in the interface's language of then). */
export function stoppedMessage(): string {
  return t('shared.generation.stream.stopped');
}

/** Error bodies are read only this far: enough for the provider's message. */
const ERROR_BODY_CHARS = 4000;

export function stallMessage(stallMs: number): string {
  return t('shared.generation.stream.stalled', { seconds: String(Math.round(stallMs / 100) / 10) });
}

/** Resolves with the whole answer; rejects only with a GenerationError (its partialText is what arrived). */
export async function streamChat(options: StreamChatOptions): Promise<StreamChatResult> {
  const { protocol, signal, onText, stallMs = STALL_MS, maxChars = MAX_ANSWER_CHARS, fetchImpl = fetch } = options;
  const adapter = adapterFor(protocol);
  const request = adapter.chatRequest(options);
  let text = '';
  const cap = createTextCap(maxChars);
  if (signal.aborted) throw new GenerationError('aborted', t('shared.generation.stream.stoppedBeforeStart'));

  const controller = new AbortController();
  const stopByUser = () => controller.abort('stopped');
  signal.addEventListener('abort', stopByUser, { once: true });
  let stallTimer: ReturnType<typeof setTimeout> | undefined;
  const armStall = () => {
    clearTimeout(stallTimer);
    stallTimer = setTimeout(() => controller.abort('stall'), stallMs);
  };
  /** Stop or stall, if either cut the request. */
  const interruption = (): GenerationError | null => {
    if (signal.aborted) return new GenerationError('aborted', stoppedMessage(), { partialText: text });
    if (controller.signal.reason === 'stall') return new GenerationError('stall', stallMessage(stallMs), { partialText: text });
    return null;
  };
  const csp = watchCspBlocks(request.url);
  try {
    armStall();
    let response: Response;
    try {
      response = await fetchImpl(request.url, {
        method: 'POST',
        headers: request.headers,
        body: request.body,
        signal: controller.signal,
        cache: 'no-store',
        // The key travels in a header to the model endpoint only; no referrer tells it which page asked.
        referrerPolicy: 'no-referrer',
      });
    } catch {
      throw interruption() ?? (await diagnoseFailedConnection(request.url, csp, { fetchImpl }));
    }
    if (!response.ok) {
      clearTimeout(stallTimer);
      const body = (await response.text().catch(() => '')).slice(0, ERROR_BODY_CHARS);
      throw httpError({
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
        providerMessage: adapter.errorMessage(body),
        url: request.url,
        model: options.model,
      });
    }
    const contentType = (response.headers.get('content-type') ?? '').toLowerCase();
    if (contentType.startsWith('text/html')) {
      await response.text().catch(() => undefined);
      throw new GenerationError(
        'notFound',
        `${request.url} answered with a web page (text/html), not a model's stream: check the base URL (and the proxy location, docs/deploy.md).`,
      );
    }
    armStall();
    if (!response.body) throw new GenerationError('streamError', t('shared.generation.stream.noBody'));
    const reader = response.body.getReader();
    // Cancelling the reader ends a pending read even where the body is not tied to the request's signal.
    const cancelReader = () => void reader.cancel().catch(() => undefined);
    controller.signal.addEventListener('abort', cancelReader, { once: true });
    const decoder = new TextDecoder('utf-8');
    const decode = adapter.createDecoder();
    let finishReason: FinishReason | undefined;
    let done = false;
    for (;;) {
      let step: ReadableStreamReadResult<Uint8Array>;
      try {
        step = await reader.read();
      } catch (error) {
        throw (
          interruption() ??
          new GenerationError(
            'streamError',
            t('shared.generation.stream.broke', {
              chars: formatCount(text.length),
              error: error instanceof Error ? error.message : String(error),
            }),
            { partialText: text },
          )
        );
      }
      const cut = interruption();
      if (cut) throw cut;
      armStall();
      const chunk = step.done ? decoder.decode() : decoder.decode(step.value, { stream: true });
      const pieces = [...(chunk ? decode.push(chunk) : []), ...(step.done ? decode.end() : [])];
      for (const piece of pieces) {
        if (piece.kind === 'text') {
          // The answer stops at the cap exactly: the part of the piece that fits goes in, the rest is never read.
          const fits = cap.take(piece.text);
          if (fits !== '') {
            text += fits;
            onText(fits, text);
          }
          if (cap.reached) {
            await reader.cancel().catch(() => undefined);
            throw new GenerationError('tooLarge', t('shared.generation.stream.tooLarge', { max: formatCount(maxChars) }), {
              partialText: text,
            });
          }
        } else if (piece.kind === 'finish') {
          finishReason = piece.reason;
        } else if (piece.kind === 'error') {
          await reader.cancel().catch(() => undefined);
          throw new GenerationError('streamError', t('shared.generation.stream.modelError', { message: piece.message }), {
            partialText: text,
          });
        } else {
          done = true;
        }
      }
      if (done) {
        if (!step.done) await reader.cancel().catch(() => undefined);
        break;
      }
      if (step.done) {
        if (finishReason) break;
        throw new GenerationError('streamError', t('shared.generation.stream.endedEarly'), {
          partialText: text,
        });
      }
    }
    if (finishReason === 'refused' && text.trim() === '') throw new GenerationError('refused', t('shared.generation.stream.declined'));
    return { text, finishReason: finishReason ?? 'stop' };
  } finally {
    clearTimeout(stallTimer);
    csp.stop();
    signal.removeEventListener('abort', stopByUser);
  }
}
