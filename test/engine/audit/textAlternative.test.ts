// The text alternative of a picture, per data shape: what a screen reader hears (items, nested trees, "A → B" relations),
// the Markdown copy, and the fallbacks when the spec has no title or description. Specs go through the real parser.
import { createEngine } from '../../../src/engine/engine';
import { resolveIconMarkup } from '../../../src/engine/icons/icons';
import {
  itemLine,
  pictureDescription,
  pictureTitle,
  templateTitle,
  textAlternative,
  textAlternativeMarkdown,
} from '../../../src/engine/audit/textAlternative';

const engine = createEngine();

function parsed(source: string) {
  const result = engine.validate(source);
  if (!result.options) throw new Error(result.diagnostics.map((d) => d.message).join(' '));
  return result.options;
}

test('a list: title, description and one entry per item with its value and description', () => {
  const alternative = textAlternative(
    parsed(
      'infographic list-row-simple-horizontal-arrow\ndata\n  title Roadmap\n  desc Three steps\n  lists\n    - label Discover\n      desc Talk to users\n    - label Build\n    - label Ship\n      value 3\n',
    ),
  );
  expect(alternative).toEqual({
    title: 'Roadmap',
    desc: 'Three steps',
    items: [
      { label: 'Discover', desc: 'Talk to users', children: [] },
      { label: 'Build', children: [] },
      { label: 'Ship', value: '3', children: [] },
    ],
    relations: [],
  });
  expect(textAlternativeMarkdown(alternative)).toBe(
    '# Roadmap\n\nThree steps\n\n- **Discover** — Talk to users\n- **Build**\n- **Ship**: 3\n',
  );
});

test('a chart: every value is read with its label', () => {
  const alternative = textAlternative(
    parsed(
      'infographic chart-column-simple\ndata\n  title Revenue\n  values\n    - label Q1\n      value 120\n    - label Q2\n      value 95.5\n',
    ),
  );
  expect(alternative.items.map((item) => [item.label, item.value])).toEqual([
    ['Q1', '120'],
    ['Q2', '95.5'],
  ]);
});

test('a hierarchy and compare groups become nested lists', () => {
  const tree = textAlternative(
    parsed(
      'infographic hierarchy-tree-tech-style-capsule-item\ndata\n  title Organisation\n  root\n    label Product\n    children\n      - label Design\n        children\n          - label Research\n      - label Engineering\n',
    ),
  );
  expect(tree.items).toEqual([
    {
      label: 'Product',
      children: [
        { label: 'Design', children: [{ label: 'Research', children: [] }] },
        { label: 'Engineering', children: [] },
      ],
    },
  ]);
  expect(textAlternativeMarkdown(tree)).toBe('# Organisation\n\n- **Product**\n  - **Design**\n    - **Research**\n  - **Engineering**\n');
  const compare = textAlternative(
    parsed(
      'infographic compare-binary-horizontal-simple-fold\ndata\n  compares\n    - label Plan A\n      children\n        - label Fast\n          desc Ready in a week\n    - label Plan B\n      children\n        - label Robust\n',
    ),
  );
  expect(compare.items.map((group) => [group.label, group.children.map((child) => child.label)])).toEqual([
    ['Plan A', ['Fast']],
    ['Plan B', ['Robust']],
  ]);
  expect(compare.items[0].children[0].desc).toBe('Ready in a week');
});

test('relations read "A → B" with node labels, both-way and undirected edges with their own marks', () => {
  const alternative = textAlternative(
    parsed(
      'infographic relation-dagre-flow-tb-simple-circle-node\ndata\n  title Request flow\n  nodes\n    - id user\n      label User\n    - id web\n      label Web app\n    - id db\n  relations\n    - from user\n      to web\n      label opens\n    - from web\n      to db\n      direction both\n    - from db\n      to user\n      direction none\n',
    ),
  );
  expect(alternative.items.map((item) => item.label)).toEqual(['User', 'Web app', 'db']);
  expect(alternative.relations).toEqual([
    { from: 'User', to: 'Web app', arrow: '→', label: 'opens' },
    { from: 'Web app', to: 'db', arrow: '↔' },
    { from: 'db', to: 'User', arrow: '—' },
  ]);
  expect(textAlternativeMarkdown(alternative)).toContain('## Relations\n\n- User → Web app (opens)\n- Web app ↔ db\n- db — User\n');
});

test('a JSON spec reads the same as the text form', () => {
  const json = parsed(
    JSON.stringify({
      template: 'list-row-simple-horizontal-arrow',
      data: { title: 'Roadmap', lists: [{ label: 'Discover', desc: 'Talk' }] },
    }),
  );
  expect(textAlternative(json)).toEqual({
    title: 'Roadmap',
    desc: null,
    items: [{ label: 'Discover', desc: 'Talk', children: [] }],
    relations: [],
  });
});

test('without a title the template names the picture; without a description a summary describes it', () => {
  const alternative = textAlternative(
    parsed('infographic list-row-simple-horizontal-arrow\ndata\n  lists\n    - label A\n    - label B\n'),
  );
  expect(alternative.title).toBe('List row simple horizontal arrow infographic');
  expect(pictureDescription(alternative)).toBe('List row simple horizontal arrow infographic: 2 items (A, B).');
  expect(templateTitle(undefined)).toBe('Infographic');
  expect(textAlternative(null)).toEqual({ title: 'Infographic', desc: null, items: [], relations: [] });
});

test("the picture's name on screen is the alternative's title, with or without a title in the spec", () => {
  const untitled = parsed('infographic list-row-simple-horizontal-arrow\ndata\n  lists\n    - label A\n');
  const titled = parsed('infographic list-row-simple-horizontal-arrow\ndata\n  title  Quarterly plan \n  lists\n    - label A\n');
  expect(pictureTitle(untitled)).toBe('List row simple horizontal arrow infographic');
  expect(pictureTitle(titled)).toBe('Quarterly plan');
  expect(pictureTitle(titled)).toBe(textAlternative(titled).title);
  expect(pictureTitle(null)).toBe('Infographic');
});

test('Markdown escapes what it would otherwise read as formatting', () => {
  const markdown = textAlternativeMarkdown({
    title: 'Sales *up* #1',
    desc: 'a_b <c>',
    items: [{ label: '[link](x)', value: '5', children: [] }],
    relations: [],
  });
  expect(markdown).toBe('# Sales \\*up\\* \\#1\n\na\\_b \\<c\\>\n\n- **\\[link\\](x)**: 5\n');
});

test('each item names the icon it draws, and an icon the local sets lack is said to be not found', async () => {
  const spec = parsed(`infographic list-row-horizontal-icon-arrow
data
  title Launch plan
  lists
    - label Build
      icon mdi/rocket
    - label Ship
      icon lucide:anchor
    - label Plan
      icon mdi/zzq-no-such-icon-anywhere
    - label Wait
      icon zzqx
`);
  // what the picture draws: each reference resolved as the engine does when it draws them
  for (const reference of ['mdi/rocket', 'lucide:anchor', 'mdi/zzq-no-such-icon-anywhere', 'zzqx']) await resolveIconMarkup(reference);
  const lines = textAlternative(spec).items.map(itemLine);
  expect(lines.slice(0, 2)).toEqual(['Build (icon: rocket)', 'Ship (icon: anchor)']);
  expect(lines[2]).toMatch(/^Plan \(icon 'mdi\/zzq-no-such-icon-anywhere' not found, drawn as [a-z0-9-]+\)$/);
  expect(lines[3]).toBe("Wait (icon 'zzqx' not found)");
  expect(textAlternativeMarkdown(textAlternative(spec))).toContain('- **Build** (icon: rocket)');
});
