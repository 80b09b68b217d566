// The operator's /models.json: absent means none, bad entries are named, other sites are refused.
import { loadProxiedEndpoints, parseProxiedEndpoints } from '../../../src/shared/generation/proxiedEndpoints';
import { speak, t } from '../../../src/i18n/i18n';
import * as english from '../../../src/i18n/messages/en';
import * as chinese from '../../../src/i18n/messages/zh';

const origin = 'http://localhost';

it('reads proxied endpoints and names each bad entry by its index', () => {
  const result = parseProxiedEndpoints(
    JSON.stringify({
      endpoints: [
        { label: 'Team GPT', protocol: 'openai', baseUrl: '/llm/openai/v1/', models: ['gpt-4o-mini'] },
        { label: 'Elsewhere', protocol: 'openai', baseUrl: 'https://api.openai.com/v1' },
        { label: 'Odd', protocol: 'grpc', baseUrl: '/x' },
      ],
    }),
    origin,
  );
  expect(result.endpoints).toEqual([{ label: 'Team GPT', protocol: 'openai', baseUrl: '/llm/openai/v1', models: ['gpt-4o-mini'] }]);
  // the problems are message ids with their values (this file is read by webpack.config.ts, without the i18n runtime)
  const said = (problems = result.problems) => (problems ?? []).map((problem) => t(problem.id, problem.values));
  expect(said()).toEqual([
    '/models.json endpoints[1] "baseUrl" must be a path on this site, not https://api.openai.com.',
    '/models.json endpoints[2] "protocol" must be one of openai, anthropic, ollama.',
  ]);
  expect(said(parseProxiedEndpoints('{', origin).problems).join()).toContain('is not JSON');
  speak('zh-CN', chinese);
  try {
    expect(said()[1]).toBe('/models.json endpoints[2] 的 "protocol" 必须是 openai, anthropic, ollama 之一。');
  } finally {
    speak('en', english);
  }
});

it('treats a missing file as no proxied endpoints', async () => {
  const fetchImpl = (async () => new Response('not found', { status: 404 })) as typeof fetch;
  expect(await loadProxiedEndpoints({ fetchImpl, origin })).toEqual({ endpoints: [] });
});
