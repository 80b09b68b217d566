/**
 * @jest-environment node
 */
// streamChat against the browser suite's model server on a real socket: each protocol's answer, 401, 429, a stall, an error event.
import { startModelServer, type ModelServer } from '../../e2e/harness/modelServer';
import { GenerationError } from '../../../src/shared/generation/errors';
import { streamChat } from '../../../src/shared/generation/streamChat';
import type { Protocol } from '../../../src/shared/generation/types';

let server: ModelServer;
beforeAll(async () => (server = await startModelServer()));
afterAll(() => server.stop());

const ask = (protocol: Protocol, stallMs = 5000) =>
  streamChat({
    protocol,
    baseUrl: server.baseUrl(protocol),
    model: 'demo-roadmap',
    apiKey: 'sk-test',
    messages: [{ role: 'user', content: 'draw' }],
    signal: new AbortController().signal,
    onText: () => undefined,
    stallMs,
  }).catch((error: unknown) => error as GenerationError);

const protocols: Protocol[] = ['openai', 'anthropic', 'ollama'];

it.each(protocols)('%s: the answer, then 401, 429 with its retry time, a stall and an error event, each kept apart', async (protocol) => {
  server.behave({ kind: 'answer', text: 'Sure 🚀\n```infographic\ntitle X\n```', paceMs: 0 });
  expect(await ask(protocol)).toEqual({ text: 'Sure 🚀\n```infographic\ntitle X\n```', finishReason: 'stop' });
  server.behave({ kind: 'status', status: 401 });
  expect(await ask(protocol)).toMatchObject({ kind: 'auth', status: 401 });
  server.behave({ kind: 'status', status: 429, retryAfterSeconds: 12 });
  expect(await ask(protocol)).toMatchObject({ kind: 'rateLimit', retryAfterSeconds: 12 });
  server.behave({ kind: 'stall', text: 'half a' });
  expect(await ask(protocol, 300)).toMatchObject({ kind: 'stall', partialText: 'half a' });
  server.behave({ kind: 'errorEvent', text: 'some', message: 'Overloaded' });
  const error = await ask(protocol);
  expect(error).toMatchObject({ kind: 'streamError', partialText: 'some' });
  expect((error as GenerationError).message).toContain('Overloaded');
});
