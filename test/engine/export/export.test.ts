import { networkAttempts } from '../support/networkSpy';
import { createEngine } from '../../../src/engine/engine';
import { svgSource } from '../../../src/engine/export/embeddedSource';
import { svgText } from '../../../src/engine/export/exportImage';
import { fileNameFor } from '../../../src/engine/export/fileName';

const engine = createEngine();

function blobText(blob: Blob): Promise<string> {
  return blob.text();
}

/** http(s) URLs in the document other than XML namespace declarations. */
function remoteReferences(svg: string): string[] {
  const withoutNamespaces = svg.replace(/\sxmlns(:[\w-]+)?="[^"]*"/g, '');
  return withoutNamespaces.match(/https?:\/\/[^\s"'<>)]+/g) ?? [];
}

describe.each([
  'list-row-horizontal-icon-arrow',
  'hierarchy-tree-tech-style-capsule-item',
  'chart-pie-plain-text',
  'relation-dagre-flow-tb-simple-circle-node',
  'sequence-timeline-done-list',
])('SVG export of %s', (template) => {
  test('parses as XML, is sized, inlines its icons and references no other host', async () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    const handle = engine.render(container, engine.sampleOptions(template));
    const file = await engine.exportSVG(handle);
    expect(file.mimeType).toBe('image/svg+xml');
    expect(file.fileName).toMatch(/^[a-z0-9-]+\.svg$/);
    const text = await blobText(file.blob);
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    const root = doc.documentElement;
    expect(root.localName).toBe('svg');
    expect(root.getAttribute('viewBox') ?? (root.getAttribute('width') && root.getAttribute('height'))).toBeTruthy();
    expect(root.getAttribute('width')).toBeTruthy();
    expect(remoteReferences(text)).toEqual([]);
    // every <use> points at a symbol inside the file, so icons show when opened from disk
    for (const use of Array.from(root.querySelectorAll('use'))) {
      const href = use.getAttribute('href') ?? use.getAttribute('xlink:href');
      expect(href).toMatch(/^#/);
      expect(root.querySelector(href!)).not.toBeNull();
    }
    handle.destroy();
    container.remove();
  });
});

test('transparent export drops the background', async () => {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const handle = engine.render(container, engine.sampleOptions('list-grid-badge-card'), { background: '#123456' });
  const opaque = (await svgText(handle)).text;
  const transparent = (await svgText(handle, { transparent: true })).text;
  expect(opaque).toMatch(/#123456|rgb\(18, 52, 86\)/);
  expect(transparent).not.toMatch(/#123456|rgb\(18, 52, 86\)/);
  handle.destroy();
  container.remove();
});

test('an exported SVG carries the given source, or the drawn options written out', async () => {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const source = 'infographic list-row-simple-horizontal-arrow\n# kept comment\ndata\n  title Carried along\n  lists\n    - label A\n';
  const handle = engine.render(container, source);
  const given = await (await engine.exportSVG(handle, { source })).blob.text();
  expect(svgSource(given)).toBe(source);
  const derived = svgSource(await (await engine.exportSVG(handle)).blob.text());
  expect(derived).toContain('title Carried along');
  expect(engine.validate(derived!).ok).toBe(true);
  handle.destroy();
  container.remove();
});

test('a remote reference smuggled into the picture is stripped from the file', async () => {
  // parsed, not built with setAttribute, so the network spy does not count the test's own fixture
  const parsed = new DOMParser().parseFromString(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><image href="https://example.com/tracker.png"/><rect style="fill: url(https://example.com/p.svg#x)"/></svg>',
    'image/svg+xml',
  );
  const svg = parsed.documentElement as unknown as SVGSVGElement;
  const { text } = await svgText(svg);
  expect(text).toContain('<image');
  expect(remoteReferences(text)).toEqual([]);
});

test('PNG scale must be 1, 2 or 3', async () => {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  await expect(engine.exportPNG(svg, { scale: 4 as never })).rejects.toThrow(/1, 2 or 3/);
});

test.each([
  [{ data: { title: 'Quarterly Results 2025!' } }, 'svg', 'quarterly-results-2025.svg'],
  [{ data: { title: 'Café: ../../etc/passwd' } }, 'png', 'cafe-etc-passwd.png'],
  [{ data: { title: '季度 报告' } }, 'png', '季度-报告.png'],
  [{ template: 'chart-pie-plain-text', data: {} }, 'svg', 'chart-pie-plain-text.svg'],
  [null, 'png', 'infographic.png'],
] as const)('file name from %j', (options, extension, expected) => {
  expect(fileNameFor(options as never, extension)).toBe(expected);
});

afterAll(() => expect(networkAttempts()).toEqual([]));
