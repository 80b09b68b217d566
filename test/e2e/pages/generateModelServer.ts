// A minimal OpenAI-compatible model for the Generate browser spec, on 127.0.0.1 behind the suite's nginx at /llm/ (same
// origin, as the CSP demands). What it answers is chosen by a word in the last user message; answers stream at ~100 tokens/s.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const MODEL_BASE_URL = '/llm/v1';
export const MODEL_NAME = 'test-model';

export const GOOD_SPEC = [
  'infographic list-row-simple-horizontal-arrow',
  'data',
  '  title Ship a feature',
  '  lists',
  '    - label Plan',
  '      desc Agree on the smallest slice',
  '    - label Build',
  '      desc Write it with its tests',
  '    - label Measure',
  '      desc Watch what users do',
  '    - label Repeat',
  '      desc Start again with what was learnt',
  '',
].join('\n');
export const GOOD_ANSWER = `Sure! Here is a four-step plan.\n\`\`\`infographic\n${GOOD_SPEC}\`\`\`\nAsk me to change anything.`;
/** Markup, a script and remote addresses in the prose and the spec: none may run or be requested. */
export const MALICIOUS_ANSWER = [
  'Here <img src="http://evil.example/pixel.png" onerror="window.__owned=1"> you go <script>window.__owned=2</script>',
  '```infographic',
  'infographic list-row-simple-horizontal-arrow',
  'data',
  '  title <img src=x onerror="window.__owned=3">Evil',
  '  lists',
  '    - label <script>window.__owned=4</script>One',
  '      icon https://evil.example/icon.svg',
  '```',
  '[click](javascript:window.__owned=5)',
].join('\n');

export interface ModelServer {
  nginxLocations: string;
  /** Every request body the model received, and its Authorization header. */
  requests: Array<{ path: string; authorization: string; body: string }>;
  stop(): Promise<void>;
}

const TOKENS_PER_SECOND = 100;

function tokens(text: string): string[] {
  return text.match(/\s*\S+|\s+/g) ?? [];
}

function sse(res: ServerResponse, payload: unknown): void {
  res.write(`data: ${JSON.stringify(payload)}\n\n`);
}

async function streamAnswer(res: ServerResponse, answer: string, { end = true } = {}): Promise<void> {
  res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' });
  for (const token of tokens(answer)) {
    if (res.destroyed) return;
    sse(res, { choices: [{ delta: { content: token } }] });
    await new Promise((resolve) => setTimeout(resolve, 1000 / TOKENS_PER_SECOND));
  }
  if (!end) return;
  sse(res, { choices: [{ delta: {}, finish_reason: 'stop' }] });
  res.end('data: [DONE]\n\n');
}

export async function startModelServer(): Promise<ModelServer> {
  const requests: ModelServer['requests'] = [];
  const held = new Set<ServerResponse>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      requests.push({ path, authorization: String(req.headers.authorization ?? ''), body });
      if (path === '/llm/v1/models') {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ data: [{ id: MODEL_NAME }, { id: 'other-model' }] }));
        return;
      }
      if (path !== '/llm/v1/chat/completions' || req.method !== 'POST') {
        res.writeHead(404);
        res.end();
        return;
      }
      const messages = (JSON.parse(body) as { messages: Array<{ content: string }> }).messages;
      const last = messages.at(-1)?.content ?? '';
      if (last.includes('say401')) {
        res.writeHead(401, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'Incorrect API key provided.' } }));
      } else if (last.includes('say429')) {
        res.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '7' });
        res.end(JSON.stringify({ error: { message: 'Slow down.' } }));
      } else if (last.includes('saystall')) {
        held.add(res);
        void streamAnswer(res, GOOD_ANSWER.slice(0, GOOD_ANSWER.indexOf('    - label Build')), { end: false });
      } else if (last.includes('sayerror')) {
        void streamAnswer(res, 'Sure!\n```infographic\n', { end: false }).then(() => {
          sse(res, { error: { message: 'The model is overloaded' } });
          res.end();
        });
      } else if (last.includes('sayprose')) {
        void streamAnswer(res, 'A roadmap usually has a plan, a build and a review; I would rather describe it than draw it.');
      } else if (last.includes('saymalicious')) {
        void streamAnswer(res, MALICIOUS_ANSWER);
      } else {
        void streamAnswer(res, GOOD_ANSWER);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    nginxLocations: [
      'location ^~ /llm/ {',
      `    proxy_pass http://127.0.0.1:${port};`,
      '    proxy_http_version 1.1;',
      '    proxy_buffering off;',
      '    gzip off;',
      '}',
    ].join('\n'),
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        held.forEach((res) => res.destroy());
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
