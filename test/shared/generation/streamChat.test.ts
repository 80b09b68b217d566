// streamChat's ways to end: a whole answer, each HTTP error, an error event, a stall, the size cap, Stop, no server, CORS.
import { GenerationError } from '../../../src/shared/generation/errors';
import { streamChat } from '../../../src/shared/generation/streamChat';
import type { StreamChatOptions } from '../../../src/shared/generation/types';

const encoder = new TextEncoder();

function streamed(pieces: string[], contentType = 'text/event-stream', hold = false): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      pieces.forEach((piece) => controller.enqueue(encoder.encode(piece)));
      if (!hold) controller.close();
    },
  });
  return new Response(body, { headers: { 'Content-Type': contentType } });
}

const delta = (content: string) => `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;

async function run(fetchImpl: typeof fetch, options: Partial<StreamChatOptions> = {}) {
  const seen: string[] = [];
  const result = streamChat({
    protocol: 'openai',
    baseUrl: 'http://localhost/llm/v1',
    model: 'm',
    messages: [{ role: 'user', content: 'draw' }],
    signal: new AbortController().signal,
    onText: (piece) => seen.push(piece),
    fetchImpl,
    ...options,
  });
  return { result, seen };
}

async function failure(promise: Promise<unknown>): Promise<GenerationError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GenerationError);
  return error as GenerationError;
}

it('streams the answer piece by piece and resolves with the whole text and why it stopped', async () => {
  const fetchImpl = jest.fn(async () =>
    streamed([delta('Hello '), delta('world'), 'data: {"choices":[{"delta":{},"finish_reason":"length"}]}\n\ndata: [DONE]\n\n']),
  );
  const { result, seen } = await run(fetchImpl as unknown as typeof fetch, { apiKey: 'sk-secret' });
  expect(await result).toEqual({ text: 'Hello world', finishReason: 'length' });
  expect(seen).toEqual(['Hello ', 'world']);
  const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('http://localhost/llm/v1/chat/completions');
  expect(init).toMatchObject({ method: 'POST', headers: expect.objectContaining({ Authorization: 'Bearer sk-secret' }) });
});

it.each([
  [401, {}, '{"error":{"message":"Incorrect API key"}}', 'auth', /API key.*Incorrect API key/],
  [404, {}, '{"error":{"message":"model not found"}}', 'notFound', /no model “m” there/],
  [429, { 'Retry-After': '17' }, '{"error":{"message":"slow down"}}', 'rateLimit', /try again in 17 s/],
  [503, {}, 'upstream down', 'server', /model server failed \(503\).*upstream down/],
])('answers %i with a message a user can act on', async (status, headers, body, kind, message) => {
  const { result } = await run((async () => new Response(body, { status, headers })) as typeof fetch);
  const error = await failure(result);
  expect(error).toMatchObject({ kind, status });
  expect(error.message).toMatch(message);
  if (status === 429) expect(error.retryAfterSeconds).toBe(17);
});

it('stops at an error event and keeps what arrived', async () => {
  const { result, seen } = await run((async () =>
    streamed([delta('part'), 'data: {"error":{"message":"Overloaded"}}\n\n'])) as typeof fetch);
  const error = await failure(result);
  expect(error).toMatchObject({ kind: 'streamError', partialText: 'part' });
  expect(error.message).toContain('Overloaded');
  expect(seen).toEqual(['part']);
});

it('gives up on a stalled stream, stops an answer over the size cap, and stops on Stop', async () => {
  const stalled = await run((async () => streamed([delta('so far')], 'text/event-stream', true)) as typeof fetch, { stallMs: 100 });
  expect(await failure(stalled.result)).toMatchObject({ kind: 'stall', partialText: 'so far' });

  const huge = await run(
    (async () => streamed([delta('x'.repeat(60)), delta('y'.repeat(60))], 'text/event-stream', true)) as typeof fetch,
    {
      maxChars: 100,
    },
  );
  // It stops at the cap exactly, and says the limit.
  expect(await failure(huge.result)).toMatchObject({
    kind: 'tooLarge',
    partialText: `${'x'.repeat(60)}${'y'.repeat(40)}`,
    message: 'The answer went past 100 characters, so it was stopped there. The first 100 stay.',
  });
  expect(huge.seen.join('')).toBe(`${'x'.repeat(60)}${'y'.repeat(40)}`);

  const controller = new AbortController();
  const stopped = await run(
    ((_url: string, init: RequestInit) => {
      const response = streamed([delta('before stop')], 'text/event-stream', true);
      setTimeout(() => controller.abort(), 20);
      void init;
      return Promise.resolve(response);
    }) as unknown as typeof fetch,
    { signal: controller.signal },
  );
  expect(await failure(stopped.result)).toMatchObject({ kind: 'aborted', partialText: 'before stop' });
});

it('tells no server apart from a server that refuses this origin (CORS)', async () => {
  const refused = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
  const noServer = await run(refused as unknown as typeof fetch, { baseUrl: 'http://127.0.0.1:9/v1' });
  const error = await failure(noServer.result);
  expect(error).toMatchObject({ kind: 'refused' });
  expect(error.message).toContain('http://127.0.0.1:9');

  const corsOnly = jest.fn(async (_url: string, init?: RequestInit) => {
    if (init?.mode === 'no-cors') return new Response(null, { status: 200 });
    throw new TypeError('Failed to fetch');
  });
  const cors = await failure((await run(corsOnly as unknown as typeof fetch, { baseUrl: 'https://models.example/v1' })).result);
  expect(cors).toMatchObject({ kind: 'blocked', blockedBy: 'cors' });
  expect(cors.message).toContain('CORS');
});

it('says the CSP blocked it when the browser reports a connect-src violation for that origin', async () => {
  const blockedByCsp = jest.fn(async () => {
    const violation = new Event('securitypolicyviolation');
    Object.assign(violation, { effectiveDirective: 'connect-src', blockedURI: 'https://api.example.com/v1/chat/completions' });
    setTimeout(() => document.dispatchEvent(violation), 0);
    throw new TypeError('Failed to fetch');
  });
  const error = await failure((await run(blockedByCsp as unknown as typeof fetch, { baseUrl: 'https://api.example.com/v1' })).result);
  expect(error).toMatchObject({ kind: 'blocked', blockedBy: 'csp' });
  expect(error.message).toMatch(/Content-Security-Policy.*https:\/\/api\.example\.com.*MODEL_ORIGINS/);
});
