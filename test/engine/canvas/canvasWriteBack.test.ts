// The minimal write-back of a canvas edit: only the edited field's line changes (or one short run is inserted), in the
// text syntax and in JSON, checked against the library's own parser; a fast-check property over random specs.
import fc from 'fast-check';
import { applyCanvasEdit, canvasEditChanges, changedFields } from '../../../src/engine/canvas/canvasWriteBack';
import { serialize } from '../../../src/engine/spec/serialize';
import { validate } from '../../../src/engine/spec/validate';
import type { FieldEdit, InfographicSpec } from '../../../src/engine/types';

const T = 'list-row-simple-horizontal-arrow';
const WITH_THEME = `# release plan
theme dark
  palette #111111 #222222

infographic ${T}
data
  // what we ship
  title: Shipping
  lists
    - label Draft
      desc Write it

    - label Review
`;

/** The options path set to `value` in a copy of `spec`. */
function withField(spec: InfographicSpec, path: FieldEdit['path'], value: FieldEdit['value']): InfographicSpec {
  const copy = JSON.parse(JSON.stringify(spec)) as Record<string | number, unknown>;
  let at: Record<string | number, unknown> = copy;
  path.slice(0, -1).forEach((key) => {
    at[key] ??= {};
    at = at[key] as Record<string | number, unknown>;
  });
  const last = path[path.length - 1]!;
  if (value === undefined) delete at[last];
  else at[last] = value;
  return copy as InfographicSpec;
}

/** The lines of `after` that are not in `before` at the same place, and the reverse (a line diff by common ends). */
function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  return { removed: a.slice(start, a.length - end), added: b.slice(start, b.length - end) };
}

describe('applyCanvasEdit on the text syntax', () => {
  test('renaming the title changes only its line; the theme block before the data, comments and blank lines stay', () => {
    const after = applyCanvasEdit(WITH_THEME, { path: ['data', 'title'], value: 'Release day' })!;
    expect(after).toBe(WITH_THEME.replace('title: Shipping', 'title: Release day'));
  });

  test('an item label written inline after the dash, and a desc on its own line', () => {
    expect(applyCanvasEdit(WITH_THEME, { path: ['data', 'lists', 1, 'label'], value: 'Peer review' })).toBe(
      WITH_THEME.replace('- label Review', '- label Peer review'),
    );
    expect(applyCanvasEdit(WITH_THEME, { path: ['data', 'lists', 0, 'desc'], value: 'Write the change' })).toBe(
      WITH_THEME.replace('desc Write it', 'desc Write the change'),
    );
  });

  test('a field not in the text yet gets one new line under its item, at its siblings’ indent', () => {
    expect(applyCanvasEdit(WITH_THEME, { path: ['data', 'lists', 1, 'desc'], value: 'Check it' })).toBe(
      WITH_THEME.replace('    - label Review\n', '    - label Review\n      desc Check it\n'),
    );
    expect(applyCanvasEdit(WITH_THEME, { path: ['data', 'desc'], value: 'Four steps' })).toBe(
      WITH_THEME.replace('    - label Review\n', '    - label Review\n  desc Four steps\n'),
    );
  });

  test('a missing parent is written as the smallest nested lines (a moved label’s attributes)', () => {
    const source = `infographic ${T}\ndata\n  lists\n    - label A\n    - label B\n`;
    const after = applyCanvasEdit(source, { path: ['data', 'lists', 0, 'attributes', 'label', 'x'], value: 12.5 })!;
    expect(after).toBe(source.replace('- label A\n', '- label A\n      attributes\n        label\n          x 12.5\n'));
    expect(validate(after).options!.data!.lists![0]!.attributes).toEqual({ label: { x: 12.5 } });
  });

  test('a cleared field removes its line; a cleared inline label leaves the dash its other fields hang under', () => {
    expect(applyCanvasEdit(WITH_THEME, { path: ['data', 'lists', 0, 'desc'], value: undefined })).toBe(
      WITH_THEME.replace('      desc Write it\n', ''),
    );
    expect(applyCanvasEdit(WITH_THEME, { path: ['data', 'lists', 0, 'label'], value: undefined })).toBe(
      WITH_THEME.replace('    - label Draft', '    -'),
    );
  });

  test('a value starting with a separator is written after `key:` so the parser keeps it', () => {
    const after = applyCanvasEdit(WITH_THEME, { path: ['data', 'lists', 1, 'label'], value: '=x' })!;
    expect(after).toContain('- label: =x');
    expect(validate(after).options!.data!.lists![1]!.label).toBe('=x');
  });

  test('CRLF line breaks stay CRLF', () => {
    const source = WITH_THEME.replace(/\n/g, '\r\n');
    expect(applyCanvasEdit(source, { path: ['data', 'title'], value: 'X' })).toBe(source.replace('title: Shipping', 'title: X'));
  });

  test('null when the text has no one place for the field (an item that is not there)', () => {
    expect(applyCanvasEdit(WITH_THEME, { path: ['data', 'lists', 5, 'label'], value: 'X' })).toBeNull();
    expect(applyCanvasEdit(WITH_THEME, { path: ['data', 'lists', 0, 'label', 'x'], value: 'X' })).toBeNull();
  });
});

describe('applyCanvasEdit on JSON', () => {
  const json = `{\n    "template": "${T}",\n    "data": {\n        "title": "Plan",\n        "lists": [{ "label": "A" }, { "label": "B", "desc": "b" }]\n    }\n}\n`;

  test('a value is replaced where it stands, the layout around it untouched', () => {
    expect(applyCanvasEdit(json, { path: ['data', 'title'], value: 'Plan "B"' })).toBe(json.replace('"Plan"', '"Plan \\"B\\""'));
    expect(applyCanvasEdit(json, { path: ['data', 'lists', 1, 'label'], value: 'Bee' })).toBe(
      json.replace('"label": "B"', '"label": "Bee"'),
    );
  });

  test('a new member goes after the last one, in the object’s own layout; a removed one takes its comma with it', () => {
    const added = applyCanvasEdit(json, { path: ['data', 'desc'], value: 'Two' })!;
    expect(added).toBe(json.replace(']\n    }', '],\n        "desc": "Two"\n    }'));
    expect(JSON.parse(added).data.desc).toBe('Two');
    const inline = applyCanvasEdit(json, { path: ['data', 'lists', 0, 'desc'], value: 'a' })!;
    expect(inline).toBe(json.replace('{ "label": "A" }', '{ "label": "A", "desc": "a" }'));
    const removed = applyCanvasEdit(json, { path: ['data', 'lists', 1, 'desc'], value: undefined })!;
    expect(JSON.parse(removed).data.lists[1]).toEqual({ label: 'B' });
    expect(removed).toBe(json.replace(', "desc": "b"', ''));
  });

  test('null for JSON that does not parse', () => {
    expect(applyCanvasEdit('{ "data": ', { path: ['data', 'title'], value: 'X' })).toBeNull();
  });
});

describe('changedFields', () => {
  test('lists the scalar fields a canvas edit set, and null when the data changed shape', () => {
    const before: InfographicSpec = { template: T, data: { title: 'A', lists: [{ label: 'a' }, { label: 'b', desc: 'x' }] } };
    const after: InfographicSpec = { template: T, data: { title: 'B', lists: [{ label: 'a', desc: 'y' }, { label: 'b' }] } };
    expect(changedFields(before, after)).toEqual([
      { path: ['data', 'title'], value: 'B' },
      { path: ['data', 'lists', 0, 'desc'], value: 'y' },
      { path: ['data', 'lists', 1, 'desc'], value: undefined },
    ]);
    expect(changedFields(before, { ...after, data: { lists: [{ label: 'a' }] } })).toBeNull();
  });
});

// ——— property: any edit of one field changes only that field's line(s) ———

const word = fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{0,7}$/);
/** A value the syntax holds on one line: words with spaces and punctuation between them. */
const text = fc
  .array(fc.oneof(word, fc.constantFrom('&', '(x)', "it's", '2.0', '—', 'ü')), { minLength: 1, maxLength: 4 })
  .map((words) => words.join(' '));
const item = fc.record({ label: text, desc: fc.option(text, { nil: undefined }) });
const spec = fc.record({
  title: fc.option(text, { nil: undefined }),
  desc: fc.option(text, { nil: undefined }),
  lists: fc.array(item, { minLength: 1, maxLength: 5 }),
});
/** Lines the syntax skips, put between the serializer's lines. */
const filler = fc.constantFrom('', '# note', '  // aside', '    # deeper note');

/** Every field the canvas can edit in a spec of this shape: title, desc, and each item's label and desc. */
function editablePaths(lists: number): FieldEdit['path'][] {
  const paths: FieldEdit['path'][] = [
    ['data', 'title'],
    ['data', 'desc'],
  ];
  for (let i = 0; i < lists; i++) paths.push(['data', 'lists', i, 'label'], ['data', 'lists', i, 'desc']);
  return paths;
}

test('property: for random specs with comments, blank lines and a theme block, one field edit changes only its line(s)', () => {
  fc.assert(
    fc.property(
      spec,
      fc.array(filler, { maxLength: 30 }),
      fc.nat(),
      fc.nat(),
      fc.option(text, { nil: undefined, freq: 5 }),
      fc.boolean(),
      fc.nat(),
      (data, fillers, placeSeed, pathSeed, value, themeFirst, colonSeed) => {
        const base = serialize({ template: T, data: data as InfographicSpec['data'] });
        // some fields written `key: value` as a user may, which the edit must keep
        const lines = base
          .replace(/\n$/, '')
          .split('\n')
          .map((line, i) => ((colonSeed >> (i % 30)) & 1 ? line.replace(/^(\s*(?:- )?(?:label|desc|title)) /, '$1: ') : line));
        // comments and blank lines anywhere after the head line, and the theme block on line 2 or at the end
        fillers.forEach((line, i) => lines.splice(1 + ((placeSeed + i * 7) % lines.length), 0, line));
        const theme = ['theme dark', '  palette #111111 #222222'];
        if (themeFirst) lines.splice(1, 0, ...theme);
        else lines.push(...theme);
        const source = `${lines.join('\n')}\n`;
        const before = validate(source).options!;
        const paths = editablePaths(data.lists.length);
        const path = paths[pathSeed % paths.length]!;
        const after = applyCanvasEdit(source, { path, value });
        // an inline label cleared leaves a bare dash; a removed item text on the dash is a cleared label
        expect(after).not.toBeNull();
        // the change the edit returns is where it wrote: outside it, not a character differs, and it spans one line at most
        const edited = canvasEditChanges(source, [{ path, value }])!;
        expect(edited.text).toBe(after);
        for (const change of edited.changes) {
          expect(source.slice(change.from, change.to).replace(/\n$/, '')).not.toContain('\n');
          expect(source.slice(0, change.from) + change.insert + source.slice(change.to)).toBe(after);
        }
        const { removed, added } = changedLines(source, after!);
        expect(removed.length).toBeLessThanOrEqual(1);
        expect(added.length).toBeLessThanOrEqual(1);
        for (const line of [...removed, ...added]) expect(line).toMatch(new RegExp(`^\\s*(- ?)?(${String(path[path.length - 1])}\\b|$)`));
        // a rewritten line keeps its indentation, dash, key and separator as written
        if (removed.length === 1 && added.length === 1 && value !== undefined)
          expect(added[0]!.startsWith(/^\s*(?:- )?\w+(?:\s*:\s*|\s+)/.exec(removed[0]!)![0])).toBe(true);
        // the library's parser reads exactly the edited options back
        const wanted = withField(before, path, value);
        expect(validate(after!).options).toEqual(wanted);
      },
    ),
    { numRuns: 300 },
  );
});

describe('canvasEditChanges: the change an edit made, no diff', () => {
  it('a rewritten field is the change of its line, from its start to its end', () => {
    const line = WITH_THEME.split('\n').find((text) => text.includes('label Review'))!;
    const from = WITH_THEME.indexOf(line);
    expect(canvasEditChanges(WITH_THEME, [{ path: ['data', 'lists', 1, 'label'], value: 'Peer review' }])!.changes).toEqual([
      { from, to: from + line.length, insert: line.replace('Review', 'Peer review') },
    ]);
  });

  it('a JSON value is the change of the value; a new field is an insertion; a cleared one removes its line and its break', () => {
    const json = '{\n  "data": {\n    "title": "Plan"\n  }\n}\n';
    expect(canvasEditChanges(json, [{ path: ['data', 'title'], value: 'B' }])!.changes).toEqual([
      { from: json.indexOf('"Plan"'), to: json.indexOf('"Plan"') + 6, insert: '"B"' },
    ]);
    const [added] = canvasEditChanges(WITH_THEME, [{ path: ['data', 'desc'], value: 'Four steps' }])!.changes;
    expect(added!.from).toBe(added!.to);
    expect(added!.insert.trim()).toBe('desc Four steps');
    const desc = WITH_THEME.split('\n').find((text) => text.includes('desc Write'))!;
    const at = WITH_THEME.indexOf(desc);
    expect(canvasEditChanges(WITH_THEME, [{ path: ['data', 'lists', 0, 'desc'], value: undefined }])!.changes).toEqual([
      { from: at, to: at + desc.length + 1, insert: '' },
    ]);
  });

  it('several fields are several changes, each in the text the ones before made; a field with no place gives null', () => {
    const edits: FieldEdit[] = [
      { path: ['data', 'title'], value: 'A' },
      { path: ['data', 'lists', 1, 'label'], value: 'B' },
    ];
    const { changes, text } = canvasEditChanges(WITH_THEME, edits)!;
    expect(changes).toHaveLength(2);
    expect(changes.reduce((source, c) => source.slice(0, c.from) + c.insert + source.slice(c.to), WITH_THEME)).toBe(text);
    expect(text).toBe(applyCanvasEdit(applyCanvasEdit(WITH_THEME, edits[0]!)!, edits[1]!));
    expect(canvasEditChanges(WITH_THEME, [...edits, { path: ['data', 'lists', 9, 'label'], value: 'X' }])).toBeNull();
  });
});
