// The hostile-input families the fuzz tests draw from, shared by the jsdom tests and the browser suite so both try the same
// payloads: SVG built from hostile and harmless fragments, and text with control characters.
import fc from 'fast-check';

/** What a payload would run; the browser suite swaps it for a statement that sets a flag it can read. */
export const PAYLOAD_SCRIPT = 'alert(1)';

/** Attribute values that would run script or reach another host, encoded several ways, and harmless ones. */
const hostileValue = fc.constantFrom(
  'javascript:alert(1)',
  '&#x6a;avascript:alert(1)',
  'java&#x09;script:alert(1)',
  'http://evil.test/a',
  '&#x68;ttp://evil.test/a',
  '//evil.test/a',
  '&#x2F;&#x2F;evil.test/a',
  'data:text/html,<script>alert(1)</script>',
  '#local',
  'x.png',
);
const styleValue = fc.constantFrom(
  'fill:url(http://evil.test/a)',
  'fill:url(\\68 ttp://evil.test/a)',
  "fill:url('//evil.test/a')",
  'fill:u\\72l(//evil.test/a)',
  'fill:url(#g)',
  'fill:red',
);
const fragment = fc.oneof(
  fc.constantFrom(
    '<circle cx="12" cy="12" r="9"/>',
    '<script>alert(1)</script>',
    '<foreignObject><iframe srcdoc="x"></iframe></foreignObject>',
    '<style>@\\69mport url(//evil.test/a.css); rect{fill:url(//evil.test/b)}</style>',
    '<animate attributeName="href" to="javascript:alert(1)"/>',
    '<![CDATA[<script>alert(1)</script>]]>',
    '<!-- <script>alert(1)</script> -->',
    '<text>a\u0001b\uFFFE</text>',
  ),
  fc
    .tuple(
      fc.constantFrom('image', 'use', 'a', 'feImage', 'pattern', 'rect', 'set'),
      fc.constantFrom('href', 'xlink:href', 'src'),
      hostileValue,
    )
    .map(([tag, attr, value]) => `<${tag} ${attr}="${value}" width="1" height="1"/>`),
  fc.tuple(fc.constantFrom('rect', 'path', 'g'), styleValue).map(([tag, style]) => `<${tag} style="${style}"/>`),
  fc
    .tuple(fc.constantFrom('rect', 'circle', 'svg'), fc.constantFrom('onload', 'onerror', 'onbegin', 'onclick', 'ONLOAD'))
    .map(([tag, on]) => `<${tag} ${on}="alert(1)"/>`),
  fc.string({ maxLength: 12 }),
);

/** An SVG (or symbol) of up to six fragments; every script in it runs `script`. */
export function hostileSvgArb(script = PAYLOAD_SCRIPT): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.constantFrom('<svg xmlns="http://www.w3.org/2000/svg">', '<svg>', '<symbol viewBox="0 0 2 2">', '<?xml version="1.0"?><svg>'),
      fc.array(fragment, { maxLength: 6 }),
    )
    .map(([open, parts]) => `${open}${parts.join('')}${open.includes('symbol') ? '</symbol>' : '</svg>'}`)
    .map((svg) => svg.split(PAYLOAD_SCRIPT).join(script));
}

/** The forms a spec's icon can carry SVG in (a JSON icon object is typed as a string in the engine's types). */
export const SVG_ICON_FORMS: Record<string, (svg: string) => unknown> = {
  inline: (svg) => svg,
  'ref:svg:': (svg) => `ref:svg:${svg}`,
  'data:image/svg+xml (not base64)': (svg) => `data:image/svg+xml,${encodeURIComponent(svg)}`,
  'JSON object of type svg': (svg) => ({ type: 'svg', data: svg }),
  'JSON object of inline source': (svg) => ({ source: 'inline', format: 'svg', data: svg }),
};

/** An icon value: a hostile SVG in one of the forms. */
export function hostileIconArb(script = PAYLOAD_SCRIPT): fc.Arbitrary<unknown> {
  return fc.tuple(hostileSvgArb(script), fc.constantFrom(...Object.values(SVG_ICON_FORMS))).map(([svg, wrap]) => wrap(svg));
}

/** The characters the engine reports and draws without: U+0000–U+001F other than tab, LF and CR, and U+FFFE/U+FFFF. */
export const CONTROL_CHARACTERS = [
  ...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).filter((c) => !'\t\n\r'.includes(c)),
  '\uFFFE',
  '\uFFFF',
];

/** Up to eight pieces of short text and control characters (joined by the caller into a label, a title…). */
export const controlTextPartsArb: fc.Arbitrary<string[]> = fc.array(
  fc.oneof(fc.string({ maxLength: 4 }), fc.constantFrom(...CONTROL_CHARACTERS)),
  { minLength: 1, maxLength: 8 },
);

/** Attribute entries that would run script or reach another host if the library set them on an element, and harmless ones. */
const hostileAttributeEntry = fc.oneof(
  fc
    .constantFrom('onload', 'onclick', 'ONERROR', 'onbegin', 'xlink:onload', 'onfocusin')
    .map((name) => [name, PAYLOAD_SCRIPT] as [string, string]),
  fc.tuple(fc.constantFrom('href', 'xlink:href', 'src', 'HREF'), hostileValue).map(([name, value]) => [name, value] as [string, string]),
  fc
    .tuple(fc.constantFrom('style', 'fill', 'stroke', 'filter', 'mask', 'clip-path'), styleValue)
    .map(([name, css]) => [name, name === 'style' ? css : css.replace(/^fill:/, '')] as [string, string]),
  fc.constantFrom<[string, string]>(['fill', 'red'], ['font-size', '14'], ['opacity', '0.5'], ['data-note', 'ok']),
);
const hostileAttributes = fc
  .array(hostileAttributeEntry, { minLength: 1, maxLength: 4 })
  .map((entries) => Object.fromEntries(entries.map(([name, value]) => [name, value.split('alert(1)').join(PAYLOAD_SCRIPT)])));
const hostileCss = styleValue.map((css) => css.replace(/^fill:/, ''));

/** Where in the options an attribute set reaches an element (the root <svg>, theme sets, data and item attributes, added shapes). */
const OPTION_PLACES: Record<string, (attributes: Record<string, string>, css: string) => Record<string, unknown>> = {
  'svg.attributes': (attributes) => ({ svg: { attributes } }),
  'svg.style': (_attributes, css) => ({ svg: { style: { background: css, cssText: `background:${css}` } } }),
  'themeConfig.base.text': (attributes) => ({ themeConfig: { base: { text: attributes } } }),
  'themeConfig.base.shape': (attributes) => ({ themeConfig: { base: { shape: attributes, global: attributes } } }),
  'themeConfig.title': (attributes) => ({ themeConfig: { title: attributes, desc: attributes } }),
  'themeConfig.item': (attributes) => ({ themeConfig: { item: { label: attributes, icon: attributes, shape: attributes } } }),
  // a colour the library can read where the CSS is harmless (it cannot draw url(#g) as a colour): only the hostile ones stay
  'themeConfig colours': (_attributes, css) => {
    const colour = /url\(\s*['"]?\s*#|^red$/.test(css) ? '#abcdef' : css;
    return { themeConfig: { colorBg: colour, colorPrimary: colour, palette: [colour, '#123456'] } };
  },
  'data.attributes': (attributes) => ({ data: { attributes: { title: attributes, desc: attributes } } }),
  'item attributes': (attributes) => ({ item: { attributes: { label: attributes, desc: attributes, icon: attributes } } }),
  elements: (attributes) => ({ elements: [{ type: 'rect', attributes: { x: 0, y: 0, width: 9, height: 9, ...attributes } }] }),
};

/** A JSON spec whose options carry hostile attribute sets in one to three places; every script in it runs `script`. */
export function hostileOptionsArb(script = PAYLOAD_SCRIPT): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .array(fc.tuple(fc.constantFrom(...Object.keys(OPTION_PLACES)), hostileAttributes, hostileCss), { minLength: 1, maxLength: 3 })
    .map((places) => {
      const spec: Record<string, unknown> = {
        template: 'list-row-horizontal-icon-arrow',
        data: { title: 'Options', desc: 'Hostile options', lists: [{ label: 'One', desc: 'first', icon: 'rocket' }, { label: 'Two' }] },
      };
      for (const [place, attributes, css] of places) {
        const part = OPTION_PLACES[place]!(attributes, css);
        if (part.item) Object.assign((spec.data as { lists: object[] }).lists[0]!, part.item);
        else if (part.data) Object.assign(spec.data as object, part.data);
        else Object.assign(spec, part);
      }
      return JSON.parse(JSON.stringify(spec).split(PAYLOAD_SCRIPT).join(script)) as Record<string, unknown>;
    });
}
