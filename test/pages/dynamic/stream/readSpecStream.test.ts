// Reading a streamed spec through fetch and a body reader: each shape, HTTP errors, a web page, a stall, a malformed event, Stop.
import { readSpecStream } from '../../../../src/pages/dynamic/stream/readSpecStream';

const encoder = new TextEncoder();

/** A response whose body arrives in the given pieces; `hold` keeps the body open afterwards (a stalled server). */
function streamed(pieces: string[], contentType: string, hold = false): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      pieces.forEach((piece) => controller.enqueue(encoder.encode(piece)));
      if (!hold) controller.close();
    },
  });
  return new Response(body, { headers: { 'Content-Type': contentType } });
}

function fetchOf(answer: (signal: AbortSignal) => Promise<Response>): typeof fetch {
  return ((_url: string, init?: RequestInit) => answer(init?.signal as AbortSignal)) as typeof fetch;
}

async function run(
  answer: Response | ((signal: AbortSignal) => Promise<Response>),
  options: { stallMs?: number; signal?: AbortSignal } = {},
) {
  const pieces: string[] = [];
  const end = await readSpecStream('http://localhost/demo/stream.txt?shape=x', {
    signal: options.signal ?? new AbortController().signal,
    stallMs: options.stallMs ?? 5000,
    onPiece: (text) => pieces.push(text),
    fetchImpl: fetchOf(typeof answer === 'function' ? answer : async () => answer),
  });
  return { end, text: pieces.join(''), pieces };
}

it('reads plain chunked text as it arrives, multi-byte characters split across chunks included', async () => {
  const bytes = encoder.encode('title 发布 🚀\n');
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes.slice(0, 8));
      controller.enqueue(bytes.slice(8));
      controller.close();
    },
  });
  expect(await run(new Response(body, { headers: { 'Content-Type': 'text/plain' } }))).toMatchObject({
    end: { kind: 'done' },
    text: 'title 发布 🚀\n',
  });
});

it('reads SSE whose events carry text, and chat-completion deltas up to [DONE]', async () => {
  const plainEvents = await run(streamed(['data: infographic x\n', '\ndata: \ndata: data\n\n'], 'text/event-stream'));
  expect(plainEvents).toMatchObject({ end: { kind: 'done' }, text: 'infographic x\ndata' });
  const chat = await run(
    streamed(
      [
        'data: {"choices":[{"delta":{"role":"assistant"}}]}\n\n: ping\n\n',
        'data: {"choices":[{"delta":{"content":"infographic "}}]}\n\ndata: {"choices":[{"del',
        'ta":{"content":"x\\n"}}]}\n\ndata: [DONE]\n\ndata: {"choices":[{"delta":{"content":"after done"}}]}\n\n',
      ],
      'text/event-stream; charset=utf-8',
    ),
  );
  expect(chat).toMatchObject({ end: { kind: 'done' }, text: 'infographic x\n' });
});

it('stops at a malformed event, keeping what came before, and says which event', async () => {
  const result = await run(
    streamed(['data: {"choices":[{"delta":{"content":"infographic x"}}]}\n\n', 'data: {"choices": [\n\n'], 'text/event-stream'),
  );
  expect(result.text).toBe('infographic x');
  expect(result.end).toMatchObject({
    kind: 'failed',
    message: expect.stringMatching(/^Event 2 is not valid JSON .*The stream was stopped; what arrived before it stays\.$/),
  });
});

it('reports HTTP errors, a web page instead of a stream, and a refused connection', async () => {
  expect((await run(new Response('no', { status: 500, statusText: 'Internal Server Error' }))).end).toEqual({
    kind: 'failed',
    message: '/demo/stream.txt?shape=x answered 500 Internal Server Error: no stream there.',
  });
  expect((await run(new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } }))).end).toMatchObject({
    message: expect.stringContaining('answered with a web page (text/html), not a stream'),
  });
  expect((await run(() => Promise.reject(new TypeError('Failed to fetch')))).end).toEqual({
    kind: 'failed',
    message: 'Could not connect to /demo/stream.txt?shape=x: the connection was refused or the network is down (Failed to fetch).',
  });
});

/** A fetch that honours abort like the browser's: the body errors when the signal fires. */
function held(pieces: string[]) {
  return (signal: AbortSignal) => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        pieces.forEach((piece) => controller.enqueue(encoder.encode(piece)));
        signal.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
      },
    });
    return Promise.resolve(new Response(body, { headers: { 'Content-Type': 'text/plain' } }));
  };
}

it('gives up on a stream that stalls, keeping what arrived', async () => {
  const result = await run(held(['infographic x\n']), { stallMs: 50 });
  expect(result.text).toBe('infographic x\n');
  expect(result.end).toEqual({
    kind: 'failed',
    message: 'Nothing arrived for 0.1 s, so the stream was stopped as stalled. What arrived so far stays.',
  });
});

it('Stop aborts the request and ends as stopped', async () => {
  const stop = new AbortController();
  const pending = run(held(['infographic x\n']), { signal: stop.signal });
  await new Promise((resolve) => setTimeout(resolve, 10));
  stop.abort();
  expect(await pending).toMatchObject({ end: { kind: 'stopped' }, text: 'infographic x\n' });
});

it('after [DONE] lets the server close the body instead of cutting it off', async () => {
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode('data: {"choices":[{"delta":{"content":"x"}}]}\n\ndata: [DONE]\n\n'));
      setTimeout(() => controller.close(), 20);
    },
    cancel() {
      cancelled = true;
    },
  });
  const result = await run(new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }));
  expect(result).toMatchObject({ end: { kind: 'done' }, text: 'x' });
  expect(cancelled).toBe(false);
});

it('stops an endless stream at the size cap, keeps exactly the text that fits, and says the limit', async () => {
  const cancelled = jest.fn();
  let sent = 0;
  // A body that goes on as long as the reader asks (ending after 1,000 pieces, so a page without the cap finishes too).
  const endless = new ReadableStream<Uint8Array>({
    pull(controller) {
      sent += 1;
      controller.enqueue(encoder.encode('    - label Again\n'));
      if (sent === 1000) controller.close();
    },
    cancel: cancelled,
  });
  const pieces: string[] = [];
  const end = await readSpecStream('http://localhost/streams/endless', {
    signal: new AbortController().signal,
    stallMs: 5000,
    maxChars: 100,
    onPiece: (text) => pieces.push(text),
    fetchImpl: fetchOf(async () => new Response(endless, { headers: { 'Content-Type': 'text/plain' } })),
  });
  expect(end).toEqual({
    kind: 'failed',
    message: 'The stream went past 100 characters, the most a spec may have, so it was stopped there. The first 100 characters stay.',
  });
  expect(pieces.join('')).toBe('    - label Again\n'.repeat(6).slice(0, 100));
  expect(cancelled).toHaveBeenCalled();
  expect(sent).toBeLessThan(10);
});

it('stops a stream of events at the line cap too, by default the engine’s limits', async () => {
  const lines = Array.from({ length: 12_000 }, (_, i) => `data: {"text":"line ${i}\\n"}\n\n`);
  const result = await run(streamed(lines, 'text/event-stream', true));
  expect(result.end).toEqual({
    kind: 'failed',
    message: 'The stream went past 10,000 lines, the most a spec may have, so it was stopped there. The first 10,000 lines stay.',
  });
  expect(result.text.split('\n')).toHaveLength(10_000);
});
