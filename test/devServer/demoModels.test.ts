/**
 * @jest-environment node
 */
// The dev server's "Demo model" endpoints on a real socket, read by the app's own streamChat and listModels in each protocol.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_MODEL_BASES, DEMO_MODEL_NAME, demoModels } from '../../devServer/demoModels';
import { DEMO_CHAT_ANSWER } from '../../devServer/demoStreams';
import { listModels } from '../../src/shared/generation/listModels';
import { parseProxiedEndpoints } from '../../src/shared/generation/proxiedEndpoints';
import { streamChat } from '../../src/shared/generation/streamChat';

let server: Server;
let origin: string;

beforeAll(async () => {
  const handler = demoModels({ paceMs: 0, proxyTarget: 'http://127.0.0.1:11434/v1' });
  server = createServer((req, res) =>
    handler(req, res, () => {
      res.writeHead(404);
      res.end();
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it.each(['openai', 'anthropic', 'ollama'] as const)(
  'streams the canned answer in the %s protocol and lists its model',
  async (protocol) => {
    const baseUrl = `${origin}${DEMO_MODEL_BASES[protocol]}`;
    const pieces: string[] = [];
    const result = await streamChat({
      protocol,
      baseUrl,
      model: DEMO_MODEL_NAME,
      messages: [{ role: 'user', content: 'a roadmap' }],
      signal: new AbortController().signal,
      onText: (piece) => pieces.push(piece),
    });
    expect(result).toEqual({ text: DEMO_CHAT_ANSWER, finishReason: 'stop' });
    expect(pieces.length).toBeGreaterThan(20);
    expect(await listModels({ protocol, baseUrl })).toEqual([DEMO_MODEL_NAME]);
  },
);

it('lists the demo endpoints, labelled, and the forwarded local server in /models.json', async () => {
  const { endpoints, problems } = parseProxiedEndpoints(await (await fetch(`${origin}/models.json`)).text(), origin);
  expect(problems).toBeUndefined();
  expect(endpoints.map((endpoint) => [endpoint.label, endpoint.baseUrl])).toEqual([
    ['Local model server (http://127.0.0.1:11434/v1)', '/dev/model'],
    ['Demo model (OpenAI protocol, canned answer)', '/demo/model/openai/v1'],
    ['Demo model (Anthropic protocol, canned answer)', '/demo/model/anthropic'],
    ['Demo model (Ollama protocol, canned answer)', '/demo/model/ollama'],
  ]);
});
