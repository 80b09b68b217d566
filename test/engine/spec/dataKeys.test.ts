// Keys and values of the data checked against each template's data shape (src/engine/spec/dataKeys.ts), table-driven from the
// catalogue: every template's sample, with a misspelt key at each level its data has and a value of the wrong kind.
import { createEngine } from '../../../src/engine/engine';
import { applySuggestion } from '../../../src/shared/diagnostics/quickFix';
import type { Diagnostic, InfographicSpec } from '../../../src/engine/types';

const engine = createEngine();
const templates = engine.templates();

/** The checks' own codes, and the parser's for a key (one message per problem, whoever says it). */
const KEY_CODES = new Set(['unknown_key', 'wrong_type']);

type Json = Record<string, unknown>;

/** One object level of a sample's data: its options path and the first key written there. */
interface Level {
  path: string;
  key: string;
  /** An item (list entry, tree node, child): where `value` must be a number. */
  item: boolean;
}

/** Every level the data has: the data block, the first entry of each list, the first child at each depth, the root. */
function levelsOf(data: Json): Level[] {
  const levels: Level[] = [];
  const visit = (node: Json, path: string, item: boolean) => {
    const key = Object.keys(node)[0];
    if (key) levels.push({ path, key, item });
    for (const [child, value] of Object.entries(node)) {
      if (Array.isArray(value) && value.length) visit(value[0] as Json, `${path}.${child}[0]`, child !== 'relations');
      else if (child === 'root') visit(value as Json, `${path}.root`, true);
    }
  };
  visit(data, 'data', false);
  return levels;
}

/** A misspelling whose nearest key is the key itself: its last letter doubled (label → labell, to → too). */
const misspelt = (key: string) => key + key.slice(-1);

/** The value at an options path ("data.lists[0]"). */
function at(options: unknown, path: string): Json {
  return (path.match(/[^.[\]]+/g) ?? []).reduce<unknown>((node, part) => (node as Json)[part], options) as Json;
}

function lineIndexOf(text: string, pattern: RegExp): number {
  const index = text.split('\n').findIndex((line) => pattern.test(line));
  if (index < 0) throw new Error(`no line matches ${pattern} in\n${text}`);
  return index + 1;
}

/** The diagnostics about keys and values on one line. */
function keyDiagnosticsAt(diagnostics: readonly Diagnostic[], line: number): Diagnostic[] {
  return diagnostics.filter((d) => d.line === line && KEY_CODES.has(d.code));
}

/** `text` with line `line`'s first whole-word `word` replaced. */
function replaceOnLine(text: string, line: number, word: string, by: string): string {
  const lines = text.split('\n');
  lines[line - 1] = lines[line - 1]!.replace(new RegExp(`(^|[\\s-])${word}(?=\\s|$)`), `$1${by}`);
  return lines.join('\n');
}

const cases = templates.map((t) => {
  const options = engine.sampleOptions(t.name) as InfographicSpec;
  return { template: t.name, shape: t.dataShape, text: engine.sampleSource(t.name), options, levels: levelsOf(options.data as Json) };
});

describe('known keys: every template sample has no key or value diagnostic', () => {
  test.each(cases.map((c) => [c.template, c]))('%s, text and JSON', (_name, c) => {
    expect(engine.validate(c.text).diagnostics.filter((d) => KEY_CODES.has(d.code))).toEqual([]);
    expect(engine.validate(JSON.stringify(c.options, null, 2)).diagnostics.filter((d) => KEY_CODES.has(d.code))).toEqual([]);
  });

  test('every key an item or relation may hold, written out, is known', () => {
    const source = [
      'infographic relation-dagre-flow-tb-simple-circle-node',
      'data',
      '  title T',
      '  desc D',
      '  order desc',
      '  nodes',
      '    - id a',
      '      label A',
      '      desc x',
      '      value 3',
      '      icon star',
      '      illus rocket',
      '      group g',
      '      category c',
      '      time 2024',
      '      step 1',
      '      attributes',
      '        anything goes',
      '      children',
      '        - label B',
      '  relations',
      '    - id r',
      '      from a',
      '      to a',
      '      label self',
      '      direction both',
      '      showArrow false',
      '      arrowType diamond',
      '      lineStyle dashed',
      '    a -> a',
    ].join('\n');
    expect(engine.validate(source).diagnostics.filter((d) => KEY_CODES.has(d.code))).toEqual([]);
  });
});

describe('a misspelt key at each level of each data shape', () => {
  const rows = cases.flatMap((c) => c.levels.map((level) => [c.template, level.path, level.key, c, level] as const));

  test.each(rows)('%s: %s.%s, text', (_name, _path, key, c, level) => {
    const line = engine.lineMap(c.text)(`${level.path}.${key}`)!;
    const source = replaceOnLine(c.text, line, key, misspelt(key));
    const found = keyDiagnosticsAt(engine.validate(source).diagnostics, line);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ code: 'unknown_key', path: `${level.path}.${misspelt(key)}`, suggestions: [key] });
    expect(found[0]!.message).toMatch(new RegExp(`^Unknown key '${misspelt(key)}' (in|under) `));
    expect(found[0]!.hint).toBe(`Did you mean '${key}'?`);
    // the quick fix gives the sample back
    expect(applySuggestion(source, found[0]!, key)).toBe(c.text);
  });

  test.each(rows)('%s: %s.%s, JSON', (_name, _path, key, c, level) => {
    const options = JSON.parse(JSON.stringify(c.options)) as Json;
    const holder = at(options, level.path);
    // the misspelt key in the first key's place, so the JSON reads as written by hand
    const entries = Object.entries(holder).map(([k, v]) => [k === key ? misspelt(key) : k, v]);
    for (const k of Object.keys(holder)) delete holder[k];
    Object.assign(holder, Object.fromEntries(entries));
    const source = JSON.stringify(options, null, 2);
    const line = lineIndexOf(source, new RegExp(`"${misspelt(key)}":`));
    const found = keyDiagnosticsAt(engine.validate(source).diagnostics, line);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ severity: 'warning', code: 'unknown_key', suggestions: [key] });
    expect(found[0]!.hint).toBe(`Did you mean '${key}'?`);
  });
});

describe('a value of the wrong kind names the value and what its key expects', () => {
  const rows = cases.flatMap((c) => c.levels.filter((l) => l.item).map((level) => [c.template, level.path, c, level] as const));
  const message = "The value 'abc' is not a number: value expects a number.";

  test.each(rows)('%s: %s.value abc, text', (_name, _path, c, level) => {
    const lineOf = engine.lineMap(c.text);
    let source: string;
    let line: number;
    if ('value' in at(c.options, level.path)) {
      line = lineOf(`${level.path}.value`)!;
      source = c.text
        .split('\n')
        .map((text, i) => (i === line - 1 ? text.replace(/value \S+/, 'value abc') : text))
        .join('\n');
    } else {
      // a `value abc` line under the item's first line, at its keys' indentation
      const first = lineOf(`${level.path}.${level.key}`)!;
      const lines = c.text.split('\n');
      const indent = /^\s*(- )?/.exec(lines[first - 1]!)![0].length;
      lines.splice(first, 0, `${' '.repeat(indent)}value abc`);
      source = lines.join('\n');
      line = first + 1;
    }
    const diagnostics = engine.validate(source).diagnostics;
    const found = keyDiagnosticsAt(diagnostics, line);
    expect(found).toEqual([expect.objectContaining({ severity: 'warning', code: 'wrong_type', message, path: `${level.path}.value` })]);
    // said once: not also as a chart item with no numeric value
    expect(diagnostics.filter((d) => d.path === `${level.path}.value` || d.path === level.path)).toHaveLength(1);
  });

  test.each(rows)('%s: %s.value "abc", JSON', (_name, _path, c, level) => {
    const options = JSON.parse(JSON.stringify(c.options)) as Json;
    at(options, level.path).value = 'abc';
    const source = JSON.stringify(options, null, 2);
    const line = lineIndexOf(source, /"value": "abc"/);
    expect(keyDiagnosticsAt(engine.validate(source).diagnostics, line)).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'wrong_type', message }),
    ]);
  });
});

describe('the mistakes of issue 29, said once each', () => {
  const chart = (item: string) =>
    ['infographic chart-column-simple', 'data', '  values', '    - label A', '      value 1', item].join('\n');

  test("'lable' in a chart item: a warning at its line with the nearest key, and the fix draws the label", () => {
    const source = chart('    - lable B\n      value 3');
    const { diagnostics } = engine.validate(source);
    expect(diagnostics).toEqual([
      {
        severity: 'warning',
        code: 'unknown_key',
        line: 6,
        path: 'data.values[1].lable',
        message: "Unknown key 'lable' in item 2 of data.values.",
        hint: "Did you mean 'label'?",
        suggestions: ['label'],
      },
    ]);
    const fixed = applySuggestion(source, diagnostics[0]!, 'label')!;
    expect(fixed).toBe(chart('    - label B\n      value 3'));
    expect(engine.validate(fixed)).toMatchObject({ diagnostics: [], options: { data: { values: [{}, { label: 'B', value: 3 }] } } });
  });

  test("'value abc': the value is named, once, instead of 'no numeric value'", () => {
    expect(engine.validate(chart('    - label B\n      value abc')).diagnostics).toEqual([
      {
        severity: 'warning',
        code: 'wrong_type',
        line: 7,
        path: 'data.values[1].value',
        message: "The value 'abc' is not a number: value expects a number.",
        hint: 'Write a number such as 3 or 2.5, without units or thousands separators.',
      },
    ]);
    // an item with no value at all is still the data shape's
    expect(engine.validate(chart('    - label B')).diagnostics.map((d) => d.message)).toEqual(['Chart item 2 has no numeric value.']);
  });

  test.each([
    [
      'a top-level key (the parser)',
      'infographic list-row-simple-horizontal-arrow\ntitle Hi\ndata\n  lists\n    - label A',
      2,
      'unknown_key',
    ],
    ['a key under data (the parser)', 'infographic list-row-simple-horizontal-arrow\ndata\n  listz\n    - label A', 3, 'unknown_key'],
    [
      'a relation direction (the parser)',
      'infographic relation-dagre-flow-tb-simple-circle-node\ndata\n  nodes\n    - id a\n  relations\n    - from a\n      to a\n      direction sideways',
      8,
      'invalid_value',
    ],
    [
      'a list written as one value',
      'infographic hierarchy-tree-tech-style-capsule-item\ndata\n  root\n    label Top\n    children abc',
      5,
      'wrong_type',
    ],
  ])('%s: one diagnostic at its line', (_name, source, line, code) => {
    const onLine = engine.validate(source).diagnostics.filter((d) => d.line === line);
    expect(onLine.map((d) => d.code)).toEqual([code]);
  });

  test("'children abc' and an unknown relation key say what was expected", () => {
    const tree = engine.validate('infographic hierarchy-tree-tech-style-capsule-item\ndata\n  root\n    label Top\n    children abc');
    expect(tree.diagnostics.find((d) => d.code === 'wrong_type')?.message).toBe(
      "The value 'abc' is not a list: children expects a list of items.",
    );
    const relation = engine.validate(
      'infographic relation-dagre-flow-tb-simple-circle-node\ndata\n  nodes\n    - id a\n  relations\n    - from a\n      too a',
    );
    expect(relation.diagnostics.find((d) => d.code === 'unknown_key')).toMatchObject({
      line: 7,
      message: "Unknown key 'too' in relation 1 of data.relations.",
      suggestions: ['to'],
    });
  });

  test('an item written as text gets a label, not a far-fetched key', () => {
    const source = 'infographic list-row-simple-horizontal-arrow\ndata\n  lists\n    - 研究 了解问题';
    const found = engine.validate(source).diagnostics.find((d) => d.code === 'unknown_key')!;
    expect(found).toMatchObject({ line: 4, suggestions: ['label 研究'] });
    expect(applySuggestion(source, found, 'label 研究')).toBe(source.replace('- 研究', '- label 研究'));
  });

  test('a JSON value of null is said once, as a chart item with no value', () => {
    const source = JSON.stringify({ template: 'chart-column-simple', data: { values: [{ label: 'A', value: null }] } });
    expect(engine.validate(source).diagnostics.map((d) => d.message)).toEqual(['Chart item 1 has no numeric value.']);
  });

  test('a far key gets no suggestion (foo is not a typo of root)', () => {
    const found = engine
      .validate(JSON.stringify({ template: 'list-row-simple-horizontal-arrow', data: { lists: [{ label: 'A' }], foo: 1 } }))
      .diagnostics.find((d) => d.code === 'unknown_key')!;
    expect(found).toMatchObject({ message: "Unknown key 'foo' under 'data'.", suggestions: [] });
  });
});
