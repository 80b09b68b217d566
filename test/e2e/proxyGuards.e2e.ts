// docs/deploy.md's proxy recipe exactly as written (harness/proxyRecipe.ts: the model locations and the /api/stream/ one, with
// their guards) in front of the test's model and stream servers. A page on another origin sends what needs no CORS permission
// (no-cors and text/plain POSTs), a DELETE, GETs with and without its Origin: the upstreams see none of it. This site's own page
// gets nothing but the calls the app makes; too big a body and too many requests stop at nginx. The app's own Test connection,
// Generate and stream work through the same locations. Beside them an unguarded location (the recipe before its guards) gets the
// same requests and forwards them with the key: the browser really sends them, so the zero is nginx's refusal.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ModelProtocol } from '../../devServer/demoModels';
import { DEMO_MODEL_NAME } from '../../devServer/demoModels';
import { useBrowser } from './harness/browserSession';
import { eventually } from './harness/eventually';
import { send } from './harness/http';
import { startModelServer, type ModelServer } from './harness/modelServer';
import { startNginx, type NginxServer } from './harness/nginx';
import { pageNamed } from './harness/pages';
import { proxyRecipe } from './harness/proxyRecipe';
import { startStreamServer, type StreamServer } from './harness/streamServer';
import { suiteDist } from './harness/suiteEnv';
import { DynamicPage } from './pages/dynamicPage';
import { GOOD_ANSWER } from './pages/generateModelServer';

const session = useBrowser();
const KEY = 'sk-server-side-4711';
const TOKEN = 'gateway-token-0815';
/** Each protocol's base URL behind the recipe (docs/deploy.md's comment on its model locations). */
const BASES: Record<ModelProtocol, string> = { openai: '/llm/openai/v1', anthropic: '/llm/anthropic', ollama: '/llm/ollama' };
/** The same upstreams without any guard, as the recipe read before them: every path and method, the key added. */
const UNGUARDED = { models: '/unguarded/', stream: '/unguarded-stream/' };
const GUARDED = { models: '/llm/', stream: '/api/stream/' };

let model: ModelServer;
let streams: StreamServer;
let nginx: NginxServer;
let elsewhere: Server;

function recipeFor(origin: string) {
  const recipe = proxyRecipe({
    models: { openai: model.upstream('openai'), anthropic: model.upstream('anthropic'), ollama: model.upstream('ollama'), key: KEY },
    stream: { upstream: `http://127.0.0.1:${streams.port}/demo/`, token: TOKEN },
  })(origin);
  const unguarded = [
    `location ^~ ${UNGUARDED.models} {`,
    `    proxy_pass ${model.origin}/;`,
    `    proxy_set_header Authorization "Bearer ${KEY}";`,
    '    proxy_http_version 1.1;',
    '    proxy_buffering off;',
    '}',
    `location ^~ ${UNGUARDED.stream} {`,
    `    proxy_pass http://127.0.0.1:${streams.port}/demo/;`,
    `    proxy_set_header Authorization "Bearer ${TOKEN}";`,
    '    proxy_buffering off;',
    '}',
  ].join('\n');
  return { http: recipe.http, server: `${recipe.server}\n${unguarded}` };
}

beforeAll(async () => {
  model = await startModelServer({ kind: 'answer', text: GOOD_ANSWER, paceMs: 1 });
  streams = await startStreamServer();
  nginx = await startNginx(suiteDist(), recipeFor);
  // Another site: a plain page, no CSP, on another port of this machine.
  elsewhere = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>Elsewhere</title><h1>Another site</h1>');
  });
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  await nginx?.stop();
  await model?.stop();
  await streams?.stop();
  await new Promise((resolve) => elsewhere?.close(resolve));
});

/** What reached the upstreams since `mark`, as "METHOD path" (the model server's path has no query). */
function upstreamCalls(mark: { model: number; streams: number }) {
  return {
    model: model
      .requests()
      .slice(mark.model)
      .map((request) => `${request.method} ${request.path}`),
    streams: streams
      .requests()
      .slice(mark.streams)
      .map((request) => `${request.method} ${request.path}`),
  };
}

const markNow = () => ({ model: model.requests().length, streams: streams.requests().length });

/** From the page at `pageOrigin`: what another site's script can send to `target` without asking; what each attempt got. */
async function attack(pageOrigin: string, target: string, prefixes: { models: string; stream: string }): Promise<string[]> {
  const visit = await session.visit({ origin: pageOrigin });
  await visit.app.goto('/');
  return visit.app.page.evaluate(
    async ({ target, prefixes }) => {
      const chat = `${target}${prefixes.models}openai/v1/chat/completions`;
      const body = JSON.stringify({ model: 'gpt-4o', stream: true, messages: [{ role: 'user', content: 'spend the key' }] });
      const attempts: Array<[string, () => Promise<Response>]> = [
        ['no-cors POST', () => fetch(chat, { method: 'POST', mode: 'no-cors', body })],
        ['text/plain POST', () => fetch(chat, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body })],
        // no-referrer makes a no-cors POST's Origin "null"
        ['Origin null POST', () => fetch(chat, { method: 'POST', mode: 'no-cors', referrerPolicy: 'no-referrer', body })],
        ['DELETE', () => fetch(`${target}${prefixes.models}openai/v1/files/file-abc`, { method: 'DELETE' })],
        ['GET models', () => fetch(`${target}${prefixes.models}openai/v1/models`)],
        ['no-cors GET models', () => fetch(`${target}${prefixes.models}openai/v1/models`, { mode: 'no-cors' })],
        ['GET stream', () => fetch(`${target}${prefixes.stream}stream.txt?shape=text&pace=1`)],
        ['no-cors GET stream', () => fetch(`${target}${prefixes.stream}stream.txt?shape=text&pace=1`, { mode: 'no-cors' })],
      ];
      return Promise.all(
        attempts.map(async ([name, attempt]) => {
          try {
            const response = await attempt();
            // An opaque answer (no-cors) has type "opaque" and nothing to read; a readable one is "cors".
            return `${name}: ${response.type} ${response.status} ${response.type === 'cors' ? (await response.text()).slice(0, 40) : ''}`.trim();
          } catch (error) {
            return `${name}: ${String(error)}`;
          }
        }),
      );
    },
    { target, prefixes },
  );
}

it.each(['anthropic', 'ollama', 'openai'] as const)(
  '%s: the page’s own Test connection and Generate work through the guarded location, the key added by nginx',
  async (protocol) => {
    const mark = markNow();
    const visit = await session.visit({ origin: nginx.origin });
    await visit.app.goto('/dynamic');
    await visit.app.waitForPage(pageNamed('Dynamic'));
    const dynamic = new DynamicPage(visit.app.page);
    await dynamic.useCustomModel(BASES[protocol], '');
    await dynamic.field('Protocol').selectOption(protocol);
    await dynamic.button('Test connection').click();
    await eventually(
      () => visit.app.page.getByText('1 model listed: pick one in the Model field.').count(),
      (count) => count === 1,
      { what: `the ${protocol} models list` },
    );
    expect(await dynamic.field('Model').inputValue()).toBe(DEMO_MODEL_NAME);
    await dynamic.field('Prompt').fill('Four steps to ship a feature');
    await dynamic.button('Generate').click();
    await eventually(
      () => dynamic.modelAnswer.innerText(),
      (text) => text.includes(`${DEMO_MODEL_NAME} answered`),
      { what: `the ${protocol} answer` },
    );
    const calls = model.requests().slice(mark.model);
    expect(calls.map((call) => call.method)).toEqual(['GET', 'POST']);
    const keys = calls.map((call) => (protocol === 'anthropic' ? call.headers['x-api-key'] : call.headers.authorization));
    expect(keys).toEqual(
      protocol === 'ollama' ? [undefined, undefined] : protocol === 'anthropic' ? [KEY, KEY] : [`Bearer ${KEY}`, `Bearer ${KEY}`],
    );
  },
);

it('the page’s own stream works through the guarded /api/stream/ location, the token added by nginx', async () => {
  const mark = markNow();
  const visit = await session.visit({ origin: nginx.origin });
  await visit.app.goto('/dynamic');
  await visit.app.waitForPage(pageNamed('Dynamic'));
  const dynamic = new DynamicPage(visit.app.page);
  await dynamic.chooseView('A streamed spec');
  await dynamic.streamUrl.fill('/api/stream/stream.txt?shape=sse&pace=3');
  await dynamic.button('Connect').click();
  await dynamic.waitForText(dynamic.connectionMessage, /ended: [\d,]+ characters arrived\.$/);
  expect(await dynamic.waitForPicture((text) => text.includes('Repeat'), 'the last item')).toContain('Product roadmap');
  expect(upstreamCalls(mark).streams).toEqual(['GET /demo/stream.txt?shape=sse&pace=3']);
  expect(streams.requests().at(-1)?.headers.authorization).toBe(`Bearer ${TOKEN}`);
});

it.each([
  ['another site', 'localhost'],
  ['this host on another port', '127.0.0.1'],
])('a page on %s reaches no upstream: no-cors and text/plain POSTs, a DELETE, GETs with and without its Origin', async (_name, host) => {
  const pageOrigin = `http://${host}:${(elsewhere.address() as AddressInfo).port}`;
  const guardedMark = markNow();
  const guarded = await attack(pageOrigin, nginx.origin, GUARDED);
  expect(upstreamCalls(guardedMark)).toEqual({ model: [], streams: [] });
  // Nothing came back that the page could read.
  expect(guarded.filter((result) => / cors /.test(result))).toEqual([]);

  // The same requests through the unguarded location: each reached the upstream (the DELETE as its preflight), key and all.
  const openMark = markNow();
  const open = await attack(pageOrigin, nginx.origin, UNGUARDED);
  const arrived = await eventually(
    () => upstreamCalls(openMark),
    (calls) => calls.model.length === 6 && calls.streams.length === 2,
    { what: 'the unguarded location to forward every request' },
  );
  expect([...arrived.model].sort()).toEqual([
    'GET /openai/v1/models',
    'GET /openai/v1/models',
    'OPTIONS /openai/v1/files/file-abc',
    'POST /openai/v1/chat/completions',
    'POST /openai/v1/chat/completions',
    'POST /openai/v1/chat/completions',
  ]);
  expect(
    model
      .requests()
      .slice(openMark.model)
      .every((request) => request.headers.authorization === `Bearer ${KEY}`),
  ).toBe(true);
  // And the upstream's CORS answer let that page read the models list.
  expect(open.filter((result) => result.startsWith('GET models: cors 200 {"object":"list"'))).toHaveLength(1);
});

it('this site’s own page gets only the calls the app makes: every other path and method is refused without asking the upstream', async () => {
  const probes: Array<[string, string]> = [
    ['DELETE', 'openai/v1/files/file-abc'],
    ['GET', 'openai/v1/files'],
    ['POST', 'openai/v1/files'],
    ['POST', 'openai/v1/completions'],
    ['GET', 'openai/v1/chat/completions'],
    ['PUT', 'openai/v1/chat/completions'],
    ['POST', 'openai/v1/models'],
    ['POST', 'anthropic/v1/messages/batches'],
    ['GET', 'anthropic/v1/files'],
    ['POST', 'ollama/api/pull'],
    ['DELETE', 'ollama/api/delete'],
  ];
  const visit = await session.visit({ origin: nginx.origin });
  await visit.app.goto('/');
  const probeAll = (prefix: string) =>
    visit.app.page.evaluate(
      ({ probes, prefix }) =>
        Promise.all(
          probes.map(async ([method, path]) => {
            const response = await fetch(`${prefix}${path}`, { method, body: method === 'POST' || method === 'PUT' ? '{}' : undefined });
            return `${method} ${path} ${response.status}`;
          }),
        ),
      { probes, prefix },
    );

  const guardedMark = markNow();
  const guarded = await probeAll(GUARDED.models);
  expect(guarded).toEqual(probes.map(([method, path]) => `${method} ${path} 404`));
  const streamAnswers = await visit.app.page.evaluate(() =>
    Promise.all(['POST', 'PUT', 'DELETE'].map(async (method) => `${method} ${(await fetch('/api/stream/stream.txt', { method })).status}`)),
  );
  expect(streamAnswers).toEqual(['POST 403', 'PUT 403', 'DELETE 403']);
  expect(upstreamCalls(guardedMark)).toEqual({ model: [], streams: [] });

  const openMark = markNow();
  await probeAll(UNGUARDED.models);
  const arrived = await eventually(
    () => upstreamCalls(openMark).model,
    (calls) => calls.length === probes.length,
    { what: 'the unguarded location to forward every probe' },
  );
  expect([...arrived].sort()).toEqual(probes.map(([method, path]) => `${method} /${path}`).sort());
});

it('a program’s request without this site’s Origin is refused, and the upstream’s CORS headers never pass', async () => {
  const chat = `${nginx.origin}/llm/openai/v1/chat/completions`;
  const models = `${nginx.origin}/llm/openai/v1/models`;
  const json = { 'Content-Type': 'application/json' };
  const body = JSON.stringify({ model: DEMO_MODEL_NAME, stream: true, messages: [{ role: 'user', content: 'hi' }] });
  const mark = markNow();
  const refused = [
    await send('POST', chat, json, body),
    await send('POST', chat, { ...json, Origin: 'http://evil.example' }, body),
    await send('POST', chat, { ...json, Origin: 'null' }, body),
    await send('POST', chat, { ...json, Origin: nginx.origin, 'Sec-Fetch-Site': 'cross-site' }, body),
    await send('GET', models, { Origin: 'http://evil.example' }),
    await send('GET', models, { 'Sec-Fetch-Site': 'cross-site' }),
    await send('HEAD', models),
    await send('OPTIONS', chat, { Origin: 'http://evil.example', 'Access-Control-Request-Method': 'POST' }),
  ];
  expect(refused.map((response) => response.status)).toEqual([403, 403, 403, 403, 403, 403, 404, 404]);
  expect(upstreamCalls(mark)).toEqual({ model: [], streams: [] });

  // What the page itself sends passes; the upstream answers CORS (it reflects the Origin), nginx drops it.
  const listed = await send('GET', models, { Origin: nginx.origin, 'Sec-Fetch-Site': 'same-origin' });
  const chatted = await send('POST', chat, { ...json, Origin: nginx.origin, 'Sec-Fetch-Site': 'same-origin' }, body);
  expect([listed.status, chatted.status]).toEqual([200, 200]);
  expect(chatted.body.toString()).toContain('data: [DONE]');
  for (const response of [listed, chatted]) {
    expect(Object.keys(response.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
  }
  const direct = await send('GET', `${model.origin}/openai/v1/models`, { Origin: nginx.origin });
  expect(direct.headers['access-control-allow-origin']).toBe(nginx.origin);
  expect(upstreamCalls(mark).model).toEqual(['GET /openai/v1/models', 'POST /openai/v1/chat/completions', 'GET /openai/v1/models']);
});

it('a body over the size cap is refused (413) before the upstream is asked', async () => {
  const visit = await session.visit({ origin: nginx.origin });
  await visit.app.goto('/');
  const mark = markNow();
  const status = await visit.app.page.evaluate(async () => {
    const content = 'x'.repeat(2 * 1024 * 1024);
    const body = JSON.stringify({ model: 'demo-roadmap', stream: true, messages: [{ role: 'user', content }] });
    const response = await fetch('/llm/openai/v1/chat/completions', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    return response.status;
  });
  expect(status).toBe(413);
  expect(upstreamCalls(mark)).toEqual({ model: [], streams: [] });
});

it('over the rate limit the proxy answers 429, and only the requests within it reach the upstream', async () => {
  // A server of its own, so the other tests' budget is untouched.
  const limited = await startNginx(suiteDist(), recipeFor);
  try {
    const visit = await session.visit({ origin: limited.origin });
    await visit.app.goto('/');
    const mark = markNow();
    const statuses = await visit.app.page.evaluate(() =>
      Promise.all(
        Array.from({ length: 30 }, async () => {
          const response = await fetch('/llm/openai/v1/chat/completions', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ model: 'demo-roadmap', stream: true, messages: [] }),
          });
          await response.text();
          return response.status;
        }),
      ),
    );
    const ok = statuses.filter((status) => status === 200).length;
    const refused = statuses.filter((status) => status === 429).length;
    expect(ok + refused).toBe(30);
    // 30 a minute with bursts of 10: about 11 at once, a few more if the burst refills meanwhile; never all 30.
    expect(ok).toBeGreaterThanOrEqual(10);
    expect(refused).toBeGreaterThan(0);
    expect(upstreamCalls(mark).model).toEqual(Array.from({ length: ok }, () => 'POST /openai/v1/chat/completions'));
  } finally {
    await limited.stop();
  }
});
