// Both ways a page reaches a model under deploy/nginx.conf, with the test's model server: a proxy location that adds the key
// on the server (the browser sends none), direct with connect-src allowing the model origin, and blocked when it is not allowed.
import { startModelServer, type ModelServer } from './harness/modelServer';
import { startNginx, type NginxServer } from './harness/nginx';
import { useBrowser } from './harness/browserSession';
import { suiteDist } from './harness/suiteEnv';

const session = useBrowser();
let model: ModelServer;
let allowing: NginxServer;
let strict: NginxServer;

beforeAll(async () => {
  model = await startModelServer({ kind: 'answer', text: 'Hi 🚀', paceMs: 5 });
  allowing = await startNginx(suiteDist(), model.proxyLocations('sk-server-side'), model.origin);
  strict = await startNginx(suiteDist(), model.proxyLocations('sk-server-side'));
});

afterAll(async () => {
  await allowing?.stop();
  await strict?.stop();
  await model?.stop();
});

/** A chat POST from the page itself (its CSP applies); the answer's text, or the failure with any CSP report. */
async function postFromPage(origin: string, url: string, headers: Record<string, string>) {
  const visit = await session.visit({ origin });
  await visit.app.goto('/');
  return visit.app.page.evaluate(
    async ({ url, headers }) => {
      const reports: string[] = [];
      document.addEventListener('securitypolicyviolation', (event) => reports.push(`${event.effectiveDirective} ${event.blockedURI}`));
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers,
          body: JSON.stringify({ model: 'demo-roadmap', stream: true, messages: [] }),
        });
        return { status: response.status, text: await response.text(), reports };
      } catch (error) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return { status: 0, text: String(error), reports };
      }
    },
    { url, headers },
  );
}

it('a proxy location adds the key on the server: the browser sends none and the stream arrives', async () => {
  const before = model.requests().length;
  const answer = await postFromPage(allowing.origin, '/llm/openai/v1/chat/completions', { 'Content-Type': 'application/json' });
  expect(answer.status).toBe(200);
  expect(answer.text).toContain('data: [DONE]');
  const seen = model.requests().slice(before);
  expect(seen.map((request) => request.headers.authorization)).toEqual(['Bearer sk-server-side']);
});

it('direct: connect-src allowing the model origin lets the page call it with the user’s key', async () => {
  const before = model.requests().length;
  const answer = await postFromPage(allowing.origin, `${model.baseUrl('anthropic')}/v1/messages`, {
    'Content-Type': 'application/json',
    'x-api-key': 'sk-user',
    'anthropic-version': '2023-06-01',
  });
  expect(answer.status).toBe(200);
  expect(answer.text).toContain('event: message_stop');
  expect(
    model
      .requests()
      .slice(before)
      .some((request) => request.method === 'POST' && request.headers['x-api-key'] === 'sk-user'),
  ).toBe(true);
});

it('blocked: without the origin in MODEL_ORIGINS the request never leaves and the browser reports connect-src', async () => {
  const before = model.requests().length;
  const answer = await postFromPage(strict.origin, `${model.baseUrl('openai')}/chat/completions`, { 'Content-Type': 'application/json' });
  expect(answer.status).toBe(0);
  expect(answer.reports.some((report) => report.startsWith('connect-src') && report.includes(model.origin))).toBe(true);
  expect(model.requests().slice(before)).toEqual([]);
});
