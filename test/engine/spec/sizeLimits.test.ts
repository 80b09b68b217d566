// The item limit checked before the library parses anything: the text syntax's items counted line by line agree with the
// count validate makes once parsed, for every template's sample and the usual shapes; prose, relations and palettes are no items.
import { createEngine } from '../../../src/engine/engine';
import { MAX_ITEMS, checkItemCount, countTextItems, measureData, overLimit } from '../../../src/engine/spec/sizeLimits';
import type { InfographicData } from '../../../src/engine/types';

const engine = createEngine();
const T = 'list-row-simple-horizontal-arrow';

/** The items validate counts once the library has parsed the source. */
function parsedItems(source: string): number {
  const options = engine.validate(source).options;
  return options?.data ? measureData(options.data as InfographicData).items : 0;
}

const listSpec = (count: number) =>
  `infographic ${T}\ndata\n  title Many\n  lists\n${Array.from({ length: count }, (_, i) => `    - label Item ${i}`).join('\n')}\n`;
const jsonSpec = (count: number) =>
  JSON.stringify({ template: T, data: { title: 'Many', lists: Array.from({ length: count }, (_, i) => ({ label: `I${i}` })) } });

test('the line count agrees with the parsed count for every template’s sample', () => {
  const disagreements = engine
    .templates()
    .map((t) => ({ name: t.name, source: engine.sampleSource(t.name) }))
    .map(({ name, source }) => ({ name, lines: countTextItems(source), parsed: parsedItems(source) }))
    .filter(({ lines, parsed }) => lines !== parsed);
  expect(disagreements).toEqual([]);
});

test('trees, groups with children, comment lines, dotted keys and repeated keys are counted as the parser reads them', () => {
  const tree = [
    'infographic hierarchy-tree-tech-style-capsule-item',
    '# a comment line',
    'data',
    '  root',
    '    label Top',
    '    children',
    '      - label A',
    '        children',
    '          - label A1',
    '          // another comment',
    '          - label A2',
    '      - label B',
  ].join('\n');
  expect(countTextItems(tree)).toBe(5);
  expect(parsedItems(tree)).toBe(5);
  const groups = `infographic compare-hierarchy-left-right-circle-node-plain-text\ndata\n  compares\n    - label Pros\n      children\n        - label Fast\n    - label Cons\n`;
  expect(countTextItems(groups)).toBe(3);
  expect(parsedItems(groups)).toBe(3);
  // `data.lists` is the lists of data; a key given twice keeps its last value (here two items, not five)
  const dotted = `infographic ${T}\ndata.lists\n  - label A\n  - label B\n  - label C\ndata.lists\n  - label D\n  - label E\n`;
  expect(countTextItems(dotted)).toBe(2);
  expect(parsedItems(dotted)).toBe(2);
});

test('list lines outside an item list are not items: relations, a palette list, prose bullets before the spec', () => {
  const relations = [
    'infographic relation-dagre-flow-tb-simple-circle-node',
    'data',
    '  nodes',
    '    - id a',
    '      label A',
    '    - id b',
    '      label B',
    '  relations',
    '    - from a',
    '      to b',
    'theme',
    '  palette',
    '    - #112233',
    '    - #445566',
  ].join('\n');
  expect(countTextItems(relations)).toBe(2);
  expect(parsedItems(relations)).toBe(2);
  expect(countTextItems(`- a bullet\n- another\n${listSpec(3)}`)).toBe(3);
});

test('a spec over the item limit is refused before parsing, in the text syntax and as JSON, with the engine’s wording', () => {
  const validate = jest.spyOn(engine, 'validate');
  for (const spec of [listSpec(MAX_ITEMS + 1), jsonSpec(10_000)]) {
    const [problem] = checkItemCount(spec);
    expect(problem).toMatchObject({ severity: 'error', code: 'too_many_items' });
    expect(problem?.message).toBe(overLimit('The data', spec.startsWith('{') ? 10_000 : MAX_ITEMS + 1, MAX_ITEMS, 'items'));
  }
  expect(checkItemCount(listSpec(MAX_ITEMS))).toEqual([]);
  expect(checkItemCount(jsonSpec(MAX_ITEMS))).toEqual([]);
  // broken JSON is left to validate, which says where it breaks
  expect(checkItemCount('{"template": "x", "data": {')).toEqual([]);
  expect(validate).not.toHaveBeenCalled();
  // and validate's own message, after parsing, is the same sentence
  expect(engine.validate(jsonSpec(10_000)).diagnostics).toContainEqual(
    expect.objectContaining({ code: 'too_many_items', message: 'The data has 10,000 items; the limit is 1,000.' }),
  );
});

test('one wording for every input over a limit', () => {
  expect(overLimit('Brand colours', 10_000, 100, 'colours')).toBe('Brand colours has 10,000 colours; the limit is 100.');
});
