// Cross-page addresses: one shape for every page, the source in a versioned fragment, a template by name in the query.
import { PAGES } from '../../../src/shared/pageFacts/pageFacts';
import {
  TEMPLATE_PARAM,
  batchAddress,
  documentAddress,
  isBatchSearch,
  shareUrlAt,
  sourceAddress,
  templateAddress,
} from '../../../src/shared/links/links';
import { decodeShareHash } from '../../../src/shared/links/shareLink';

const SPEC = 'infographic list-row-simple-horizontal-arrow\ndata\n  title Café & <b> 🚀 #1 ?x=1\n';

test('a template address names the page and the template in the query, escaped', () => {
  expect(templateAddress('renderer', 'sequence-timeline-simple')).toBe('/renderer?template=sequence-timeline-simple');
  expect(templateAddress('editor', 'a&b=c')).toBe('/editor?template=a%26b%3Dc');
  const url = new URL(templateAddress('editor', 'a&b=c'), 'https://app.example');
  expect(url.searchParams.get(TEMPLATE_PARAM)).toBe('a&b=c');
});

test.each(['renderer', 'editor', 'style'] as const)('a source address opens %s with the source in a versioned fragment', (page) => {
  const link = sourceAddress(page, SPEC);
  expect(link.ok).toBe(true);
  if (!link.ok) return;
  const url = new URL(link.url, 'https://app.example');
  expect(url.pathname).toBe(PAGES[page].path);
  expect(url.search).toBe('');
  expect(url.hash).toMatch(/^#v=1&code=[A-Za-z0-9_-]+$/);
  expect(decodeShareHash(url.hash)).toEqual({ ok: true, text: SPEC });
});

test('a share URL keeps the page address and replaces any old fragment', () => {
  const link = shareUrlAt('https://app.example/renderer#code=old', SPEC);
  expect(link.ok).toBe(true);
  if (!link.ok) return;
  const url = new URL(link.url);
  expect(url.origin + url.pathname).toBe('https://app.example/renderer');
  expect(decodeShareHash(url.hash)).toEqual({ ok: true, text: SPEC });
});

test('a source too large for a link gives the reason instead of an address', () => {
  expect(sourceAddress('editor', 'x'.repeat(2_000_000))).toMatchObject({ ok: false, message: expect.stringMatching(/cannot be shared/) });
});

test('the pages that share the current document open on it at their plain path', () => {
  expect(documentAddress('editor')).toBe('/editor');
  expect(documentAddress('style')).toBe('/style');
  expect(documentAddress('renderer')).toBe('/renderer');
});

test("the batch check is the Renderer's address with ?batch, and only that query opens it", () => {
  expect(batchAddress()).toBe(`${PAGES.renderer.path}?batch`);
  expect(isBatchSearch(new URL(batchAddress(), 'https://app.example').search)).toBe(true);
  expect(isBatchSearch('?template=batch')).toBe(false);
  expect(isBatchSearch('')).toBe(false);
});
