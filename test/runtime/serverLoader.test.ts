// The data-loader client: the request it makes, and failures that only reach the console.
import { fetchServerLoaderData, serverLoaderUrl } from '../../src/runtime/serverLoader';

type FetchArgs = Parameters<typeof fetch>;

function fakeFetch(answer: () => Promise<Response>) {
  const calls: FetchArgs[] = [];
  const impl = ((...args: FetchArgs) => {
    calls.push(args);
    return answer();
  }) as typeof fetch;
  return { impl, calls };
}

function jsonResponse(body: string, status = 200): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 200 ? 'OK' : 'Internal Server Error',
    json: () => Promise.resolve().then(() => JSON.parse(body)),
  } as Response;
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

test('GETs <base>__serverLoader with the route id and page address, credentials included, and parses JSON', async () => {
  const { impl, calls } = fakeFetch(() => Promise.resolve(jsonResponse('{"greeting":"hi"}')));
  const data = await fetchServerLoaderData('renderer', 'http://app.test/renderer?x=1&y=two words', impl);
  expect(data).toEqual({ greeting: 'hi' });
  expect(calls).toHaveLength(1);
  const [url, init] = calls[0];
  const parsed = new URL(String(url), 'http://app.test');
  expect(parsed.pathname).toBe('/__serverLoader');
  expect(parsed.searchParams.get('route')).toBe('renderer');
  expect(parsed.searchParams.get('url')).toBe('http://app.test/renderer?x=1&y=two words');
  expect(init?.method ?? 'GET').toBe('GET');
  expect(init?.credentials).toBe('include');
  expect(consoleError).not.toHaveBeenCalled();
});

test('the query is encoded, so a page address cannot inject parameters', () => {
  const url = new URL(serverLoaderUrl('home', 'http://app.test/?route=evil&a=b'), 'http://app.test');
  expect(url.searchParams.getAll('route')).toEqual(['home']);
  expect(url.searchParams.get('url')).toBe('http://app.test/?route=evil&a=b');
});

test.each([
  ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
  ['HTTP 500', () => Promise.resolve(jsonResponse('{"error":true}', 500))],
  ['invalid JSON', () => Promise.resolve(jsonResponse('<html>not json'))],
])('%s gives one console.error and no throw', async (_name, answer) => {
  const { impl } = fakeFetch(answer);
  await expect(fetchServerLoaderData('editor', 'http://app.test/editor', impl)).resolves.toBeUndefined();
  expect(consoleError).toHaveBeenCalledTimes(1);
  expect(String(consoleError.mock.calls[0][0])).toContain('editor');
});
