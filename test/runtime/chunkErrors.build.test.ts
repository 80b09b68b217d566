/**
 * @jest-environment node
 */
// The chunk-error adapter inside a real production webpack build, run in jsdom with a controlled network.
import { buildInMemory, type MemoryBuild } from '../support/buildInMemory';
import { openBuiltApp, type ControlledPage } from '../support/controlledBrowser';
import { createConfig } from '../../webpack.config';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../src/constants';

const TEST_TIMEOUT_MS = 300;
const PAGE_JS = /^\/page\.[0-9a-f]{8}\.js$/;
const PAGE_CSS = /^\/page\.[0-9a-f]{8}\.css$/;

interface LoadFailure {
  name?: string;
  code?: string;
  message: string;
  type?: string;
  request?: string;
  chunkId?: string;
}

let build: MemoryBuild;
let page: ControlledPage | undefined;

beforeAll(async () => {
  build = await buildInMemory({ mode: 'production', entry: './test/fixtures/chunkApp/index.ts', chunkLoadTimeout: TEST_TIMEOUT_MS });
}, 120_000);

afterEach(() => page?.close());

function loadPage(p: ControlledPage): Promise<{ pageName: string }> {
  return (p.window as unknown as { loadPage: () => Promise<{ pageName: string }> }).loadPage();
}

async function failureOf(promise: Promise<unknown>): Promise<LoadFailure> {
  try {
    await promise;
  } catch (error) {
    return error as LoadFailure;
  }
  throw new Error('the chunk load was expected to fail');
}

test('the build emits the page script and its CSS chunk under the root path', () => {
  const names = [...build.files.keys()];
  expect(names.filter((name) => PAGE_JS.test(name))).toHaveLength(1);
  expect(names.filter((name) => PAGE_CSS.test(name))).toHaveLength(1);
});

test('a page script answered with 404 fails as ChunkLoadError of type "error" with the request', async () => {
  page = await openBuiltApp(build.files);
  page.loader.answerNext(PAGE_JS, 'not-found');
  const failure = await failureOf(loadPage(page));
  expect(failure.name).toBe('ChunkLoadError');
  expect(failure.message).toMatch(/^Loading chunk page failed\./);
  expect(failure.type).toBe('error');
  expect(failure.request).toMatch(/^http:\/\/app\.test\/page\.[0-9a-f]{8}\.js$/);
  // Set only by the adapter: proves the failure went through it.
  expect(failure.chunkId).toBe('page');
});

test('HTML served in place of a page script fails as type "missing"', async () => {
  page = await openBuiltApp(build.files);
  page.loader.answerNext(PAGE_JS, 'html');
  const failure = await failureOf(loadPage(page));
  expect(failure.name).toBe('ChunkLoadError');
  expect(failure.message).toMatch(/^Loading chunk page failed\./);
  expect(failure.type).toBe('missing');
});

test('a page script that never arrives fails as type "timeout" after the chunk load timeout', async () => {
  page = await openBuiltApp(build.files);
  page.loader.answerNext(PAGE_JS, 'hold');
  const failure = await failureOf(loadPage(page));
  expect(failure.name).toBe('ChunkLoadError');
  expect(failure.message).toMatch(/^Loading chunk page failed\./);
  expect(failure.type).toBe('timeout');
});

test('a failed stylesheet chunk fails with code CSS_CHUNK_LOAD_FAILED', async () => {
  page = await openBuiltApp(build.files);
  page.loader.answerNext(PAGE_CSS, 'not-found');
  const failure = await failureOf(loadPage(page));
  expect(failure.code).toBe('CSS_CHUNK_LOAD_FAILED');
  expect(failure.message).toMatch(/^Loading CSS chunk page failed\./);
  expect(failure.request).toMatch(/\/page\.[0-9a-f]{8}\.css$/);
});

test('a stylesheet chunk answered with an empty body fails with code CSS_CHUNK_LOAD_FAILED, and a retry requests it again', async () => {
  page = await openBuiltApp(build.files);
  page.loader.answerNext(PAGE_CSS, 'empty');
  const failure = await failureOf(loadPage(page));
  expect(failure.code).toBe('CSS_CHUNK_LOAD_FAILED');
  expect(failure.message).toMatch(/^Loading CSS chunk page failed\./);
  expect(failure.type).toBe('missing');
  expect(failure.request).toMatch(/\/page\.[0-9a-f]{8}\.css$/);
  // the empty sheet is gone from the document, so it cannot be taken for the chunk's stylesheet later
  expect(page.window.document.querySelectorAll('link[href*="/page."]')).toHaveLength(0);
  const loaded = await loadPage(page);
  expect(loaded.pageName).toBe('fixture page');
  expect(page.requestsFor(PAGE_CSS)).toHaveLength(2);
  expect(page.window.document.querySelectorAll('link[href*="/page."]')).toHaveLength(1);
});

test('two concurrent loads of one chunk make one request, and a loaded chunk is not fetched again', async () => {
  page = await openBuiltApp(build.files);
  const [first, second] = await Promise.all([loadPage(page), loadPage(page)]);
  expect(first.pageName).toBe('fixture page');
  expect(second).toBe(first);
  await loadPage(page);
  expect(page.requestsFor(PAGE_JS)).toHaveLength(1);
  expect(page.requestsFor(PAGE_CSS)).toHaveLength(1);
});

test('a retry after a failure requests the chunk again and succeeds', async () => {
  page = await openBuiltApp(build.files);
  page.loader.answerNext(PAGE_JS, 'not-found');
  await failureOf(loadPage(page));
  const loaded = await loadPage(page);
  expect(loaded.pageName).toBe('fixture page');
  expect(page.requestsFor(PAGE_JS)).toHaveLength(2);
});

test('a retry after a stylesheet failure requests the stylesheet again and succeeds', async () => {
  page = await openBuiltApp(build.files);
  page.loader.answerNext(PAGE_CSS, 'not-found');
  await failureOf(loadPage(page));
  const loaded = await loadPage(page);
  expect(loaded.pageName).toBe('fixture page');
  expect(page.requestsFor(PAGE_CSS)).toHaveLength(2);
  expect(page.requestsFor(PAGE_JS)).toHaveLength(1);
});

test('the real config gives script chunks the 120 s timeout of the spec', () => {
  expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  expect(createConfig({ mode: 'production' }).output?.chunkLoadTimeout).toBe(120_000);
  expect(createConfig({ mode: 'development' }).output?.chunkLoadTimeout).toBe(120_000);
});
