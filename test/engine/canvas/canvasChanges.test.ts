// Canvas write-back for each data shape: the library's options:change payload (as its state manager emits it) applied to
// the user's options, then serialized: the new text holds the edit, the rest of the text is unchanged, validate reads it back.
import { applyCanvasChanges, itemSourceKey } from '../../../src/engine/canvas/canvasChanges';
import { serialize, serializeDetailed } from '../../../src/engine/spec/serialize';
import type { CanvasChange, InfographicSpec } from '../../../src/engine/types';
import { validate } from '../../../src/engine/spec/validate';

/** The text after one canvas edit, as the Editor writes it; fails when the round trip would change the options. */
function textAfter(source: string, changes: CanvasChange[]): string {
  const checked = validate(source);
  expect(checked.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  const { options } = applyCanvasChanges(checked.options!, changes);
  const { text, dropped } = serializeDetailed(options);
  expect(dropped).toEqual([]);
  expect(validate(text).options).toEqual(options);
  return text;
}

/** The payload UpdateTextCommand sends for an item's label or description. */
const itemText = (indexes: number[], value: Record<string, string>): CanvasChange => ({ op: 'update', path: 'data.items', indexes, value });
/** The payload UpdateTextCommand sends for the title or description. */
const dataText = (key: string, value: string): CanvasChange => ({ op: 'update', path: `data.${key}`, value });
/** The payload UpdateElementCommand sends for an item text's attributes (a drag, a font size from the edit bar). */
const itemAttributes = (indexes: number[], key: string, attributes: Record<string, unknown>): CanvasChange => ({
  op: 'update',
  role: `item-${key}`,
  indexes,
  path: `data.items[${indexes[0]}]${indexes
    .slice(1)
    .map((i) => `.children[${i}]`)
    .join('')}.attributes.${key}`,
  value: { attributes },
});

const LIST = `infographic list-row-simple-horizontal-arrow
data
  title Shipping a release
  desc Four steps
  lists
    - label Draft
      desc Write the change
    - label Review
      desc Check it
`;

const SEQUENCE_DESC = `infographic sequence-timeline-simple
data
  title Road
  order desc
  sequences
    - label First
    - label Second
    - label Third
`;

const TREE = `infographic hierarchy-tree-tech-style-capsule-item
data
  title Company
  root
    label CEO
    children
      - label CTO
        children
          - label Dev
      - label CFO
`;

const RELATION = `infographic relation-dagre-flow-tb-simple-circle-node
data
  title Flow
  nodes
    - id a
      label Start
    - id b
      label End
  relations
    - from a
      to b
`;

const COMPARE = `infographic compare-binary-horizontal-simple-fold
data
  title Choice
  compares
    - label Pros
      children
        - label Fast
    - label Cons
      children
        - label Costly
`;

const CHART = `infographic chart-column-simple
data
  title Sales
  values
    - label Q1
      value 10
    - label Q2
      value 20
`;

const ITEMS = `infographic list-row-simple-horizontal-arrow
data
  title Plain items
  items
    - label One
    - label Two
`;

describe('a text typed on the canvas lands in the right place of the text, for each data shape', () => {
  test('lists: an item label and the title', () => {
    const text = textAfter(LIST, [itemText([1], { label: 'Peer review' }), dataText('title', 'Shipping it')]);
    expect(text).toBe(LIST.replace('- label Review', '- label Peer review').replace('title Shipping a release', 'title Shipping it'));
  });

  test('lists: an item description and the description', () => {
    const text = textAfter(LIST, [itemText([0], { desc: 'Write it down' }), dataText('desc', 'Three steps')]);
    expect(text).toContain('      desc Write it down\n');
    expect(text).toContain('  desc Three steps\n');
  });

  test('sequences in descending order: the library counts from the end', () => {
    expect(itemSourceKey(validate(SEQUENCE_DESC).options!.data!, 'sequence-timeline-simple')).toBe('sequences');
    const text = textAfter(SEQUENCE_DESC, [itemText([0], { label: 'Last drawn first' })]);
    expect(text).toContain('- label Last drawn first\n');
    expect(text.indexOf('Last drawn first')).toBeGreaterThan(text.indexOf('Second'));
  });

  test('root/children: the root is item [0], a grandchild is [0, 0, 0]', () => {
    const text = textAfter(TREE, [
      itemText([0], { label: 'Chief' }),
      itemText([0, 0, 0], { label: 'Engineers' }),
      dataText('title', 'Org'),
    ]);
    expect(text).toContain('    label Chief\n');
    expect(text).toContain('- label Engineers\n');
    expect(text).toContain('  title Org\n');
    expect(text).toContain('- label CFO\n');
  });

  test('nodes/relations: a node label changes, the edges stay', () => {
    const text = textAfter(RELATION, [itemText([1], { label: 'Finish' }), dataText('title', 'The flow')]);
    expect(text).toContain('label Finish');
    expect(text).toContain('title The flow');
    expect(validate(text).options!.data!.relations).toEqual([{ from: 'a', to: 'b' }]);
  });

  test('compares: a child inside a group', () => {
    const text = textAfter(COMPARE, [itemText([1, 0], { label: 'Expensive' })]);
    expect(validate(text).options!.data!.compares![1]!.children![0]!.label).toBe('Expensive');
    expect(text).not.toContain('Costly');
  });

  test('values: a chart label keeps its value', () => {
    const text = textAfter(CHART, [itemText([0], { label: 'First quarter' })]);
    expect(validate(text).options!.data!.values![0]).toEqual({ label: 'First quarter', value: 10 });
  });

  test('items: the library reads them directly', () => {
    const text = textAfter(ITEMS, [itemText([1], { label: 'Second' }), dataText('title', 'Renamed')]);
    expect(text).toContain('- label Second\n');
    expect(text).toContain('title Renamed\n');
  });
});

describe('moves and styles from the canvas', () => {
  test('a dragged item label is kept as its attributes (rounded to a tenth of a pixel)', () => {
    const text = textAfter(LIST, [itemAttributes([0], 'label', { x: 120.04321, y: 33.5 })]);
    expect(validate(text).options!.data!.lists![0]!.attributes).toEqual({ label: { x: 120, y: 33.5 } });
    expect(text).toContain('      attributes\n        label\n          x 120\n          y 33.5\n');
  });

  test('a font size and colour from the edit bar on a tree node', () => {
    const text = textAfter(TREE, [
      itemAttributes([0, 1], 'label', { 'font-size': 20 }),
      itemAttributes([0, 1], 'label', { fill: '#ff0000' }),
    ]);
    expect(validate(text).options!.data!.root!.children![1]!.attributes).toEqual({ label: { 'font-size': 20, fill: '#ff0000' } });
  });

  test('a restyled title goes under data.attributes', () => {
    const text = textAfter(LIST, [
      { op: 'update', role: 'title', path: 'data.attributes.title', value: { attributes: { 'font-size': 24 } } },
    ]);
    expect(validate(text).options!.data!.attributes).toEqual({ title: { 'font-size': 24 } });
  });

  test('a shape the syntax has no place for is reported, and the options stay as they were', () => {
    const spec = validate(LIST).options!;
    const { options, notes } = applyCanvasChanges(spec, [
      { op: 'update', role: 'shape', path: 'data.attributes.shape', value: { attributes: { transform: 'translate(4, 5)' } } },
      { op: 'update', path: '', value: { viewBox: '0 0 10 10' } },
    ]);
    expect(options).toEqual(spec);
    expect(notes.map((n) => n.kind)).toEqual(['not-kept', 'not-kept']);
    expect(notes[0]!.message).toBe('Moving or restyling the shape is not kept: the text syntax has no place for it.');
  });
});

describe('text the syntax cannot hold as typed', () => {
  test('line breaks are joined into one line and said so', () => {
    const spec = validate(LIST).options!;
    const { options, notes } = applyCanvasChanges(spec, [itemText([0], { label: 'Two\nlines ' })]);
    expect(options.data!.lists![0]!.label).toBe('Two lines');
    expect(notes).toEqual([{ kind: 'line-breaks', message: expect.stringContaining('joined into one line') }]);
  });

  test('a cleared description is removed from the text, not written as an empty value', () => {
    const spec = validate(LIST).options!;
    const { options, notes } = applyCanvasChanges(spec, [itemText([1], { desc: '' })]);
    expect(notes).toEqual([]);
    expect(serialize(options)).toBe(LIST.replace('      desc Check it\n', ''));
  });

  test('the options given are never changed', () => {
    const spec: InfographicSpec = validate(LIST).options!;
    const before = JSON.stringify(spec);
    applyCanvasChanges(spec, [itemText([0], { label: 'X' }), dataText('title', 'Y')]);
    expect(JSON.stringify(spec)).toBe(before);
  });
});
