// The picture audit's comparison logic on fixed SVG fixtures: jsdom has no layout, so the boxes come from the fixtures'
// data-frame / data-ink attributes (measured in Chromium for the real cases) through an injected measurer.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { auditPicture, auditPictureInSlices, overlappingPairs } from '../../../src/engine/audit/auditPicture';
import type { Box, PictureMeasurer } from '../../../src/engine/audit/measure';
import { checkSource } from '../../../src/engine/spec/validate';

function boxAttribute(element: Element, name: string): Box | null {
  const value = element.getAttribute(name);
  if (!value) return null;
  const [x, y, width, height] = value.split(' ').map(Number) as [number, number, number, number];
  return { x, y, width, height };
}

const fixtureMeasurer: PictureMeasurer = {
  picture: (svg) => boxAttribute(svg, 'data-frame') ?? { x: 0, y: 0, width: 0, height: 0 },
  frame: (element) => boxAttribute(element, 'data-frame'),
  ink: (element) => boxAttribute(element, 'data-ink'),
};

function fixture(name: string): SVGSVGElement {
  const text = readFileSync(join(__dirname, '..', '..', 'fixtures', 'audit', name), 'utf8');
  const parsed = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
  const svg = document.importNode(parsed, true) as unknown as SVGSVGElement;
  document.body.appendChild(svg);
  return svg;
}

/** Audits a fixture against a source, as the render handle does (the source's line map, the template drawn). */
function audit(svgName: string, source: string, measurer: PictureMeasurer = fixtureMeasurer) {
  const { result, lineOf, drawTemplate } = checkSource(source);
  expect(result.ok).toBe(true);
  const svg = fixture(svgName);
  return { svg, findings: auditPicture(svg, result.options!, lineOf, { template: drawTemplate!, measurer }) };
}

afterEach(() => document.body.replaceChildren());

const FORTY_WORDS = Array.from({ length: 40 }, () => 'word').join(' ');
const LIST = `infographic list-row-simple-horizontal-arrow
data
  title Launch plan
  desc The big plan
  lists
    - label ${FORTY_WORDS}
      desc Start
    - label Step 2
      desc Finish
`;

test('a 40-word label: one warning on its line, saying it overflows its box, runs over the title and is cut off', () => {
  const { svg, findings } = audit('overflowing-label.svg', LIST);
  expect(findings).toHaveLength(1);
  const [finding] = findings;
  expect(finding).toMatchObject({ severity: 'warning', code: 'text_overflow', line: 6, path: 'data.lists[0].label' });
  expect(finding!.message).toMatch(
    /^The label 'word word [^']*…' overflows its box, runs over .*the title.* and is cut off at the edge of the picture\.$/,
  );
  expect(finding!.message).toContain("the description of 'word");
  expect(finding!.hint).toMatch(/Shorten the text/);
  // the selector finds the label's element, so the page can outline it
  expect(svg.querySelector(finding!.element!)?.textContent).toBe(FORTY_WORDS);
});

test('the same picture with a label that fits gives no finding', () => {
  const svg = fixture('overflowing-label.svg');
  svg.querySelector('[data-element-type="item-label"][data-indexes="0"]')!.setAttribute('data-ink', '40 131 60 20');
  const { result, lineOf } = checkSource(LIST);
  expect(auditPicture(svg, result.options!, lineOf, { measurer: fixtureMeasurer })).toEqual([]);
});

test('two texts that stay in their boxes but overlap: one overlap warning on the later one', () => {
  const svg = fixture('overflowing-label.svg');
  svg.querySelector('[data-element-type="item-label"][data-indexes="0"]')!.setAttribute('data-ink', '40 131 60 20');
  // item 2's label drawn over item 1's (its frame was placed there)
  const second = svg.querySelector('[data-element-type="item-label"][data-indexes="1"]')!;
  second.setAttribute('data-frame', '20 125 140 30');
  second.setAttribute('data-ink', '50 130 50 20');
  const { result, lineOf } = checkSource(LIST);
  const findings = auditPicture(svg, result.options!, lineOf, { measurer: fixtureMeasurer });
  expect(findings).toEqual([
    expect.objectContaining({
      severity: 'warning',
      code: 'text_overlap',
      line: 8,
      message: `The label 'Step 2' runs over the label '${FORTY_WORDS.slice(0, 30)}…'.`,
      element: '[data-element-type="item-label"][data-indexes="1"]',
    }),
  ]);
});

const TREE = `infographic hierarchy-tree-curved-line-rounded-rect-node
data
  title Organisation
  desc Teams and their areas
  root
    label Product
    icon box
    children
      - label Design
        icon pencil
      - label Engineering
        icon code
      - label Growth
        icon chart
`;

test('a template that ignores the title: a warning on the title line; ignored icons: one note; a node not drawn: a warning', () => {
  const { findings } = audit('tree-without-title.svg', TREE);
  expect(findings.map(({ severity, code, line, message }) => ({ severity, code, line, message }))).toEqual([
    {
      severity: 'warning',
      code: 'field_not_drawn',
      line: 3,
      message: "This template does not draw a title: 'Organisation' is not in the picture.",
    },
    {
      severity: 'warning',
      code: 'field_not_drawn',
      line: 4,
      message: "This template does not draw a description: 'Teams and their areas' is not in the picture.",
    },
    {
      severity: 'info',
      code: 'field_not_drawn',
      line: 7,
      message: 'This template draws no item icons: 4 icons in the source are not in the picture.',
    },
    { severity: 'warning', code: 'field_not_drawn', line: 13, message: "The label 'Growth' is not in the picture." },
  ]);
});

test('an icon that matched nothing is drawn as the placeholder: a warning on its line, pointing at the icon', () => {
  const source = `infographic list-row-horizontal-icon-arrow
data
  title Launch plan
  lists
    - label Step 1
      icon rocket
    - label Step 2
      icon qqqzzzxxj
`;
  const { svg, findings } = audit('placeholder-icon.svg', source);
  expect(findings).toEqual([
    expect.objectContaining({
      severity: 'warning',
      code: 'icon_placeholder',
      line: 8,
      path: 'data.lists[1].icon',
      message: "No icon matches 'qqqzzzxxj': a placeholder is drawn.",
    }),
  ]);
  expect(svg.querySelector(findings[0]!.element!)?.getAttribute('href')).toBe('#rsc-2');
});

test('a placeholder drawn because the icon set could not be loaded says so, not "No icon matches"', () => {
  const source = `infographic list-row-horizontal-icon-arrow
data
  title Launch plan
  lists
    - label Step 1
      icon rocket
    - label Step 2
      icon qqqzzzxxj
`;
  const { svg } = audit('placeholder-icon.svg', source);
  // the same picture with the placeholder icons.ts draws when the icons chunk failed (UNLOADED_PLACEHOLDER_SVG)
  svg.querySelector('[data-engine-placeholder]')!.setAttribute('data-engine-placeholder', 'unloaded');
  const { result, lineOf, drawTemplate } = checkSource(source);
  const findings = auditPicture(svg, result.options!, lineOf, { template: drawTemplate!, measurer: fixtureMeasurer });
  expect(findings).toEqual([
    expect.objectContaining({
      code: 'icon_set_unloaded',
      line: 8,
      message: "The icon set could not be loaded, so the icon 'qqqzzzxxj' of 'Step 2' is drawn as a placeholder.",
    }),
  ]);
});

test('every finding is a sentence without a location, a warning or a note', () => {
  const all = [...audit('overflowing-label.svg', LIST).findings, ...audit('tree-without-title.svg', TREE).findings];
  expect(all.length).toBeGreaterThan(3);
  for (const finding of all) {
    expect(['warning', 'info']).toContain(finding.severity);
    expect(finding.message).toMatch(/^[A-Z].*[.?!]$/s);
    expect(finding.message).not.toMatch(/\bline \d/i);
    expect(typeof finding.line).toBe('number');
  }
});

test('a JSON source: the same findings with their paths, at the lines of their keys', () => {
  const json = JSON.stringify(checkSource(TREE).result.options, null, 2);
  const { findings } = audit('tree-without-title.svg', json);
  const lines = json.split('\n');
  expect(findings.map((f) => [f.code, f.path, lines[f.line! - 1]!.trim()]).sort()).toEqual([
    ['field_not_drawn', 'data.desc', '"desc": "Teams and their areas",'],
    ['field_not_drawn', 'data.root.children[2].label', '"label": "Growth",'],
    ['field_not_drawn', 'data.root.icon', '"icon": "box",'],
    ['field_not_drawn', 'data.title', '"title": "Organisation",'],
  ]);
});

test('a picture that is not laid out (hidden, or no layout at all) is not judged', () => {
  const hidden: PictureMeasurer = { ...fixtureMeasurer, picture: () => ({ x: 0, y: 0, width: 0, height: 0 }) };
  expect(audit('tree-without-title.svg', TREE, hidden).findings).toEqual([]);
});

test('an exact icon reference missing from the local sets: a warning on its line naming the icon drawn instead', () => {
  const source = `infographic list-row-horizontal-icon-arrow
data
  title Launch plan
  lists
    - label Step 1
      icon rocket
    - label Step 2
      icon mdi/zzq-no-such-icon
`;
  const { svg } = audit('placeholder-icon.svg', source);
  // the picture icons.ts draws for it: the best match, marked with the reference it stands in for
  const symbol = svg.querySelector('[id="rsc-2"]')!;
  symbol.replaceChildren();
  symbol.setAttribute('data-engine-icon', 'anchor');
  symbol.setAttribute('data-engine-icon-for', 'mdi/zzq-no-such-icon');
  const { result, lineOf, drawTemplate } = checkSource(source);
  const findings = auditPicture(svg, result.options!, lineOf, { template: drawTemplate!, measurer: fixtureMeasurer });
  expect(findings).toEqual([
    expect.objectContaining({
      severity: 'warning',
      code: 'icon_substitute',
      line: 8,
      path: 'data.lists[1].icon',
      message: "No icon 'mdi/zzq-no-such-icon' in the local sets; drawn with 'anchor'.",
    }),
  ]);
});

describe("the audit in slices (the render handle's: no long task on a big picture)", () => {
  /** Each measurement costs 5 ms on a hand-moved clock, so a slice holds a few texts and the audit takes several turns. */
  function slowly(measurer: PictureMeasurer) {
    let time = 0;
    jest.spyOn(performance, 'now').mockImplementation(() => time);
    const costly = (read: (element: Element) => Box | null) => (element: Element) => {
      time += 5;
      return read(element);
    };
    return { ...measurer, frame: costly(measurer.frame), ink: costly(measurer.ink) };
  }
  afterEach(() => jest.restoreAllMocks());

  test('finds what the audit in one go finds, a slice of texts per turn, each slice short', async () => {
    const { result, lineOf, drawTemplate } = checkSource(LIST);
    const svg = fixture('overflowing-label.svg');
    const inOneGo = auditPicture(svg, result.options!, lineOf, { template: drawTemplate!, measurer: fixtureMeasurer });
    expect(inOneGo).toHaveLength(1);
    const slices: number[] = [];
    let turns = 0;
    const measurer = slowly(fixtureMeasurer);
    const findings = await auditPictureInSlices(svg, result.options!, lineOf, {
      template: drawTemplate!,
      measurer,
      current: () => true,
      nextTurn: async () => void (turns += 1),
      onSlice: (startedAt) => slices.push(performance.now() - startedAt),
    });
    expect(findings).toEqual(inOneGo);
    expect(turns).toBeGreaterThanOrEqual(2);
    expect(slices).toHaveLength(turns + 1);
    // a slice ends at the first measurement past 12 ms: never more than 12 + one text's two reads
    expect(Math.max(...slices)).toBeLessThanOrEqual(20);
  });

  test('stops, saying nothing, once a newer picture is on show', async () => {
    const { result, lineOf, drawTemplate } = checkSource(LIST);
    const svg = fixture('overflowing-label.svg');
    let current = true;
    const findings = await auditPictureInSlices(svg, result.options!, lineOf, {
      template: drawTemplate!,
      measurer: slowly(fixtureMeasurer),
      current: () => current,
      nextTurn: async () => void (current = false),
    });
    expect(findings).toBeNull();
  });

  test('a picture panned between slices is measured again from the start, so no finding mixes two positions', async () => {
    const { result, lineOf, drawTemplate } = checkSource(LIST);
    const svg = fixture('overflowing-label.svg');
    let shift = 0;
    const moved = (box: Box | null) => box && { ...box, x: box.x + shift };
    // a panned picture: everything, the picture's own box too, moves 500 px to the right
    const panning: PictureMeasurer = {
      picture: (target) => moved(fixtureMeasurer.picture(target))!,
      frame: (element) => moved(fixtureMeasurer.frame(element)),
      ink: (element) => moved(fixtureMeasurer.ink(element)),
    };
    const inOneGo = auditPicture(svg, result.options!, lineOf, { template: drawTemplate!, measurer: fixtureMeasurer });
    let turns = 0;
    const findings = await auditPictureInSlices(svg, result.options!, lineOf, {
      template: drawTemplate!,
      measurer: slowly(panning),
      current: () => true,
      nextTurn: async () => {
        turns += 1;
        if (turns === 1) shift = 500; // the first turn: the user pans
      },
    });
    // mixed positions would see every text of the first slice 500 px away from the rest: far more findings
    expect(findings).toEqual(inOneGo);
    expect(turns).toBeGreaterThanOrEqual(3);
  });
});

test('the overlap search by bands finds exactly the pairs that comparing every two boxes finds, in the same order', () => {
  const box = fc.record({
    x: fc.integer({ min: -50, max: 400 }),
    y: fc.integer({ min: -50, max: 400 }),
    width: fc.integer({ min: 0, max: 120 }),
    height: fc.integer({ min: 0, max: 90 }),
  });
  fc.assert(
    fc.property(fc.array(box, { maxLength: 60 }), fc.integer({ min: 0, max: 4 }), (boxes, tolerance) => {
      const byX = [...boxes].sort((a, b) => a.x - b.x);
      const every: Array<[number, number]> = [];
      for (let i = 0; i < byX.length; i += 1)
        for (let j = i + 1; j < byX.length; j += 1) {
          const [a, b] = [byX[i]!, byX[j]!];
          const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
          const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
          if (width > tolerance && height > tolerance) every.push([i, j]);
        }
      expect(overlappingPairs(byX, tolerance)).toEqual(every);
    }),
    { numRuns: 300 },
  );
});
