// Normalising whatever a chunk handler rejects with into the error catalogue.
import {
  isChunkLoadFailure,
  onChunkLoadFailure,
  toChunkLoadFailure,
  wrapEnsureChunk,
  installChunkErrorAdapter,
} from '../../src/runtime/chunkErrors';

test('a non-Error rejection becomes a script ChunkLoadError naming the chunk', () => {
  const failure = toChunkLoadFailure('boom', 'editor');
  expect(failure).toBeInstanceOf(Error);
  expect(failure.name).toBe('ChunkLoadError');
  expect(failure.message).toMatch(/^Loading chunk editor failed\./);
  expect(failure.type).toBe('error');
  expect(isChunkLoadFailure(failure)).toBe(true);
});

test("webpack's own error keeps its message, type and request", () => {
  const raw = Object.assign(new Error('Loading chunk 7 failed.\n(timeout: http://app.test/style.1.js)'), {
    name: 'ChunkLoadError',
    type: 'timeout',
    request: 'http://app.test/style.1.js',
  });
  const failure = toChunkLoadFailure(raw, 7);
  expect(failure).toBe(raw);
  expect(failure.type).toBe('timeout');
  expect(failure.request).toBe('http://app.test/style.1.js');
});

test('a CSS failure whose message lacks the catalogue prefix gets it, with its code', () => {
  const raw = Object.assign(new Error('stylesheet broke'), { code: 'CSS_CHUNK_LOAD_FAILED', type: 'error', request: '/style.css' });
  const failure = toChunkLoadFailure(raw, 'style');
  expect(failure.message).toBe('Loading CSS chunk style failed.\n(error: /style.css)');
  expect((failure as { code?: string }).code).toBe('CSS_CHUNK_LOAD_FAILED');
});

test('the wrapped loader passes success through and tells listeners about failures', async () => {
  const heard: string[] = [];
  const stop = onChunkLoadFailure((failure) => heard.push(failure.message));
  const ensure = jest.fn((id: string | number) => (id === 'ok' ? Promise.resolve('done') : Promise.reject(new Error('x'))));
  const wrapped = wrapEnsureChunk(ensure);
  await expect(wrapped('ok')).resolves.toBe('done');
  await expect(wrapped('bad')).rejects.toMatchObject({ name: 'ChunkLoadError', chunkId: 'bad' });
  stop();
  expect(heard).toEqual(['Loading chunk bad failed.\n(error: unknown request)']);
});

test('outside a webpack bundle the adapter does not install', () => {
  expect(installChunkErrorAdapter()).toBe(false);
});
