// The operator's /models.json: absent means none, bad entries are named, other sites are refused.
import { loadProxiedEndpoints, parseProxiedEndpoints } from '../../../src/shared/generation/proxiedEndpoints';

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
  expect(result.problem).toContain('endpoints[1] "baseUrl" must be a path on this site');
  expect(result.problem).toContain('endpoints[2] "protocol" must be one of');
  expect(parseProxiedEndpoints('{', origin).problem).toContain('is not JSON');
});

it('treats a missing file as no proxied endpoints', async () => {
  const fetchImpl = (async () => new Response('not found', { status: 404 })) as typeof fetch;
  expect(await loadProxiedEndpoints({ fetchImpl, origin })).toEqual({ endpoints: [] });
});
