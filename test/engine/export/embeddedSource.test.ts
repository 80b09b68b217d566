// The source inside exported pictures: SVG <metadata> escapes it, and file kinds are judged by their bytes.
import { addSourceMetadata, pictureKind, svgSource } from '../../../src/engine/export/embeddedSource';

const SVG_NS = 'http://www.w3.org/2000/svg';

test('the source in <metadata> is escaped text and reads back exactly', () => {
  const doc = document.implementation.createDocument(SVG_NS, 'svg', null);
  const svg = doc.documentElement;
  svg.appendChild(doc.createElementNS(SVG_NS, 'title')).textContent = 'Title';
  svg.appendChild(doc.createElementNS(SVG_NS, 'rect'));
  const source = 'infographic a\ndata\n  title </metadata><script>alert(1)</script> & "x"\n';
  addSourceMetadata(svg, source);
  const text = new XMLSerializer().serializeToString(doc);
  expect(text).not.toContain('<script');
  expect(text).toContain('&lt;/metadata&gt;&lt;script&gt;');
  expect(Array.from(svg.children).map((child) => child.localName)).toEqual(['title', 'metadata', 'rect']);
  expect(svgSource(text)).toBe(source);
});

test('an export with embedded fonts (<style> of @font-face) reads back the same source', () => {
  const doc = document.implementation.createDocument(SVG_NS, 'svg', null);
  const svg = doc.documentElement;
  const defs = svg.appendChild(doc.createElementNS(SVG_NS, 'defs'));
  defs.appendChild(doc.createElementNS(SVG_NS, 'style')).textContent =
    '@font-face{font-family:"Noto Sans SC";src:url(data:font/woff2;base64,d09GMgAB) format("woff2")}';
  svg.appendChild(doc.createElementNS(SVG_NS, 'style'));
  const source = 'infographic a\ndata\n  title <style>x</style> 季度\n';
  addSourceMetadata(svg, source);
  expect(svgSource(new XMLSerializer().serializeToString(doc))).toBe(source);
});

test('an SVG from elsewhere or a broken one has no source', () => {
  expect(svgSource('<svg xmlns="http://www.w3.org/2000/svg"><metadata>not ours</metadata></svg>')).toBeNull();
  expect(svgSource('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>')).toBeNull();
  expect(svgSource('<html><body/></html>')).toBeNull();
});

test.each([
  [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0], 'png'],
  ['<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>', 'svg'],
  ['\uFEFF<!-- drawn elsewhere -->\n<!DOCTYPE svg>\n<svg width="1"/>', 'svg'],
  ['<svg>', 'svg'],
  ['infographic list-row-simple-horizontal-arrow', 'other'],
  [[0xff, 0xd8, 0xff, 0xe0], 'jpeg'],
  ['RIFF\x04\0\0\0WEBP', 'webp'],
  ['GIF89a', 'other'],
  ['<svgx/>', 'other'],
] as const)('file kind of %j is %s', (content, kind) => {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : Uint8Array.from(content);
  expect(pictureKind(bytes)).toBe(kind);
});
