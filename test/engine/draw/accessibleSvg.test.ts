// Accessible pictures: the exported SVG carries role="img", <title> and <desc> from the spec (text or JSON), escaped, with
// a fallback when the spec has none; the picture on screen has an accessible name.
import { createEngine } from '../../../src/engine/engine';

const engine = createEngine();
// jsdom has no FontFaceSet; the library's exporter walks document.fonts.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: { forEach() {} }, configurable: true });

async function exported(source: string) {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const handle = engine.render(container, source);
  try {
    const text = await (await engine.exportSVG(handle)).blob.text();
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    return { text, root: doc.documentElement, onScreen: handle.svg };
  } finally {
    handle.destroy();
    container.remove();
  }
}

function titleAndDesc(root: Element) {
  const [first, second] = Array.from(root.children);
  return {
    role: root.getAttribute('role'),
    labelledBy: root.getAttribute('aria-labelledby'),
    first: [first.localName, first.textContent],
    second: [second.localName, second.textContent],
  };
}

test('a text spec: the title and description become the file’s <title> and <desc>, escaped', async () => {
  const { text, root } = await exported(
    'infographic list-row-simple-horizontal-arrow\ndata\n  title Sales & <costs>\n  desc "Q1" vs Q2 & more\n  lists\n    - label A\n',
  );
  expect(titleAndDesc(root)).toEqual({
    role: 'img',
    labelledBy: 'infographic-title infographic-desc',
    first: ['title', 'Sales & <costs>'],
    second: ['desc', '"Q1" vs Q2 & more'],
  });
  expect(text).toContain('<title id="infographic-title">Sales &amp; &lt;costs&gt;</title>');
  expect(root.querySelectorAll(':scope > title')).toHaveLength(1);
});

test('a JSON spec without title or description: the template names it and a summary describes it', async () => {
  const { root } = await exported(
    JSON.stringify({
      template: 'chart-column-simple',
      data: {
        values: [
          { label: 'Q1', value: 3 },
          { label: 'Q2', value: 4 },
        ],
      },
    }),
  );
  expect(titleAndDesc(root)).toMatchObject({
    role: 'img',
    first: ['title', 'Chart column simple infographic'],
    second: ['desc', 'Chart column simple infographic: 2 items (Q1, Q2).'],
  });
});

test('the picture on screen is an image named by the spec’s title', async () => {
  const { onScreen } = await exported('infographic list-row-simple-horizontal-arrow\ndata\n  title Roadmap\n  lists\n    - label A\n');
  expect(onScreen?.getAttribute('role')).toBe('img');
  expect(onScreen?.getAttribute('aria-label')).toBe('Roadmap');
});
