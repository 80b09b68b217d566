// The gallery's URL state: read and written without disturbing other parameters.
import { editorLinkFor, readGalleryParams, rendererLinkFor, shortTitle, writeGalleryParams } from '../../../src/pages/home/galleryParams';

test('reads q and category, empty when absent', () => {
  expect(readGalleryParams(new URLSearchParams('q=time+line&category=sequence'))).toEqual({ query: 'time line', category: 'sequence' });
  expect(readGalleryParams(new URLSearchParams(''))).toEqual({ query: '', category: '' });
});

test('writes both, removes empty ones, keeps unrelated parameters', () => {
  const written = writeGalleryParams(new URLSearchParams('utm=x&q=old'), { query: 'pie', category: 'chart' });
  expect(written.toString()).toBe('utm=x&q=pie&category=chart');
  expect(writeGalleryParams(written, { query: '  ', category: '' }).toString()).toBe('utm=x');
});

test('keeps a trailing space being typed', () => {
  expect(readGalleryParams(writeGalleryParams(new URLSearchParams(), { query: 'time ', category: '' })).query).toBe('time ');
});

test('caps a very long query', () => {
  expect(readGalleryParams(writeGalleryParams(new URLSearchParams(), { query: 'x'.repeat(500), category: '' })).query).toHaveLength(100);
});

test('a card links to the Renderer with the template, encoded', () => {
  expect(rendererLinkFor('sequence-timeline-simple')).toBe('/renderer?template=sequence-timeline-simple');
  expect(rendererLinkFor('a&b')).toBe('/renderer?template=a%26b');
  expect(editorLinkFor('sequence-timeline-simple')).toBe('/editor?template=sequence-timeline-simple');
});

test('shortTitle drops the category prefix', () => {
  expect(shortTitle('Sequence · Timeline simple')).toBe('Timeline simple');
  expect(shortTitle('Word cloud')).toBe('Word cloud');
});
