import fc from 'fast-check';
import { createEngine } from '../../../src/engine/engine';
import { cssUnescape, sanitizeSvg } from '../../../src/engine/draw/svgSanitizer';
import { svgMarkupOf } from '../../../src/engine/draw/resources';
import type { InfographicSpec } from '../../../src/engine/types';
import { FUZZ_SEED, printSummary } from '../../fuzz/fuzzRun';
import { hostileSvgArb } from '../../support/hostileInput';
import { unsafeParts } from '../../support/unsafeSvg';

const engine = createEngine();
const T = 'list-row-horizontal-icon-arrow';
const SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">';

/** The payloads: each would run script or fetch another host if the library drew it as given. */
const PAYLOADS: Record<string, string> = {
  'image onerror': `${SVG_OPEN}<image href="x.png" onerror="alert(1)" width="1" height="1"/><circle cx="12" cy="12" r="9"/></svg>`,
  script: `${SVG_OPEN}<script>alert(1)</script><circle cx="12" cy="12" r="9"/></svg>`,
  'animate onbegin': `${SVG_OPEN}<animate onbegin="alert(1)" attributeName="x" dur="1s"/><circle cx="12" cy="12" r="9"/></svg>`,
  'set onbegin': `${SVG_OPEN}<set onbegin="alert(1)" attributeName="href" to="javascript:alert(1)"/><circle cx="12" cy="12" r="9"/></svg>`,
  'a javascript:': `${SVG_OPEN}<a href="javascript:alert(1)"><circle cx="12" cy="12" r="9"/></a></svg>`,
  'foreignObject iframe': `${SVG_OPEN}<foreignObject><iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe></foreignObject><circle cx="12" cy="12" r="9"/></svg>`,
  'entity-encoded remote href': `${SVG_OPEN}<image href="&#x68;ttp://evil.test/a.png" width="1" height="1"/><circle cx="12" cy="12" r="9"/></svg>`,
  'CSS-escaped remote url': `${SVG_OPEN}<circle cx="12" cy="12" r="9" style="fill:url(\\68 ttp://evil.test/a)"/></svg>`,
  'CSS-escaped @import': `${SVG_OPEN}<style>@\\69mport url(//evil.test/a.css);</style><circle cx="12" cy="12" r="9"/></svg>`,
  'use of a remote sprite': `${SVG_OPEN}<use href="&#x2F;&#x2F;evil.test/sprite.svg#a"/><circle cx="12" cy="12" r="9"/></svg>`,
};

/** The same payloads in the other forms a spec can carry SVG in. */
const FORMS: Record<string, (svg: string) => unknown> = {
  inline: (svg) => svg,
  'ref:svg:': (svg) => `ref:svg:${svg}`,
  'data:image/svg+xml (not base64)': (svg) => `data:image/svg+xml,${encodeURIComponent(svg)}`,
  'data:image/svg+xml;base64': (svg) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  'JSON object of type svg': (svg) => ({ type: 'svg', data: svg }),
  'JSON object of inline source': (svg) => ({ source: 'inline', format: 'svg', data: svg }),
};

/** A spec with `icon` on its first item (JSON icon objects are typed as strings in ItemDatum, hence the cast). */
function specWith(icon: unknown): InfographicSpec {
  return {
    template: T,
    data: {
      title: 'Hostile',
      lists: [
        { label: 'One', icon: icon as string },
        { label: 'Two', icon: 'rocket' },
      ],
    },
  };
}

describe('SVG from a spec is drawn without script, handlers or outside references', () => {
  const cases = Object.entries(PAYLOADS).flatMap(([payload, svg]) =>
    Object.entries(FORMS).map(([form, wrap]) => [`${payload} as ${form}`, wrap(svg)] as const),
  );
  test.each(cases)('%s', async (_name, icon) => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    const handle = engine.render(container, specWith(icon));
    await handle.whenLoaded();
    expect(handle.svg).not.toBeNull();
    expect(unsafeParts(handle.svg!)).toEqual([]);
    expect(handle.svg!.outerHTML).not.toMatch(/evil\.test|alert\(/);
    // what was dropped is said, as a warning on the icon's field
    expect(handle.diagnostics).toContainEqual(
      expect.objectContaining({ severity: 'warning', code: 'unsafe_svg', path: 'data.lists[0].icon' }),
    );
    handle.destroy();
    container.remove();
  });
});

test('the warning names what was removed, at the line of the icon', () => {
  const source = `infographic ${T}\ndata\n  lists\n    - label One\n      icon ${PAYLOADS['image onerror']}\n`;
  const result = engine.validate(source);
  const warning = result.diagnostics.find((d) => d.code === 'unsafe_svg');
  expect(warning).toMatchObject({ severity: 'warning', line: 5 });
  expect(warning!.message).toMatch(/onerror attribute/);
  expect(result.ok).toBe(true);
});

test('a harmless icon keeps its shapes and gets no warning', async () => {
  const icon = `${SVG_OPEN}<defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs><circle cx="12" cy="12" r="9" fill="url(#g)"/><path d="M4 4h16"/></svg>`;
  expect(sanitizeSvg(icon)).toEqual({ markup: expect.stringContaining('<circle'), dropped: [] });
  const container = document.createElement('div');
  document.body.appendChild(container);
  const handle = engine.render(container, specWith(icon));
  await handle.whenLoaded();
  expect(handle.diagnostics.filter((d) => d.code === 'unsafe_svg')).toEqual([]);
  expect(handle.svg!.querySelector('defs circle[fill="url(#g)"], symbol circle')).not.toBeNull();
  handle.destroy();
  container.remove();
});

test('CSS escapes are resolved before a url() is judged', () => {
  expect(cssUnescape('url(\\68 ttp://x)')).toBe('url(http://x)');
  expect(cssUnescape('@\\69mport')).toBe('@import');
});

test('every SVG form is recognised, and plain icon names are not', () => {
  for (const wrap of Object.values(FORMS)) expect(svgMarkupOf(wrap('<svg><circle/></svg>'))).toBe('<svg><circle/></svg>');
  expect(svgMarkupOf('rocket')).toBeNull();
  expect(svgMarkupOf({ source: 'search', data: 'rocket' })).toBeNull();
});

// fast-check: SVGs built from hostile and harmless fragments, with attribute values encoded several ways (test/support/hostileInput.ts)
const hostileSvg = hostileSvgArb();

const FUZZ_RUNS = 400;
const FUZZ_RENDERS = 40;

test(`fuzz: ${FUZZ_RUNS} hostile SVGs sanitise to inert, well-formed markup`, () => {
  fc.assert(
    fc.property(hostileSvg, (svg) => {
      const { markup } = sanitizeSvg(svg);
      if (markup === null) return;
      const doc = new DOMParser().parseFromString(markup, 'image/svg+xml');
      expect(doc.querySelector('parsererror')).toBeNull();
      expect(unsafeParts(doc.documentElement)).toEqual([]);
      expect(doc.querySelector('foreignObject')).toBeNull();
    }),
    { seed: FUZZ_SEED, numRuns: FUZZ_RUNS },
  );
});

test(`fuzz: ${FUZZ_RENDERS} hostile SVG icons draw an inert picture`, async () => {
  await fc.assert(
    fc.asyncProperty(hostileSvg, async (svg) => {
      const container = document.createElement('div');
      document.body.appendChild(container);
      const handle = engine.render(container, specWith(svg));
      await handle.whenLoaded();
      expect(handle.diagnostics.filter((d) => d.code === 'render_failed')).toEqual([]);
      expect(unsafeParts(handle.svg!)).toEqual([]);
      handle.destroy();
      container.remove();
    }),
    { seed: FUZZ_SEED, numRuns: FUZZ_RENDERS },
  );
  printSummary('inline svg', {
    sanitised: FUZZ_RUNS,
    rendered: FUZZ_RENDERS,
    'fixed payloads': Object.keys(PAYLOADS).length * Object.keys(FORMS).length,
  });
});

test('a <style> element never reaches the parser as one (a CSP reports it even there), and its text goes with it', () => {
  const { markup, dropped } = sanitizeSvg(
    `${SVG_OPEN}<style>@import url(//evil.test/a.css);</style><STYLE >rect{}</STYLE><circle r="9"/></svg>`,
  );
  expect(markup).not.toMatch(/style|evil\.test|rect\{/i);
  expect(markup).toContain('<circle');
  expect(dropped).toContain('<style> element');
});
