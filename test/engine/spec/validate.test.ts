import { networkAttempts } from '../support/networkSpy';
import { createEngine } from '../../../src/engine/engine';
import { MAX_ITEMS, MAX_SOURCE_CHARS } from '../../../src/engine/spec/sizeLimits';
import type { DiagnosticCode } from '../../../src/engine/types';

const engine = createEngine();
const T = 'list-row-simple-horizontal-arrow';

function deepTree(depth: number): string {
  const lines = ['infographic hierarchy-tree-tech-style-capsule-item', 'data', '  root', '    label Top'];
  let indent = 4;
  for (let i = 0; i < depth; i += 1) {
    lines.push(`${' '.repeat(indent)}children`, `${' '.repeat(indent + 2)}- label Level ${i}`);
    indent += 4;
  }
  return lines.join('\n');
}

interface BadInput {
  name: string;
  source: string;
  code: DiagnosticCode;
  line: number | undefined;
  message: RegExp;
  hint?: RegExp;
}

const BAD_INPUTS: BadInput[] = [
  { name: 'empty', source: '', code: 'empty_input', line: undefined, message: /source is empty/ },
  { name: 'only whitespace', source: '  \n\t\n', code: 'empty_input', line: undefined, message: /source is empty/ },
  { name: 'garbage', source: '%%% ??? !!!\n<<>>', code: 'missing_template', line: 1, message: /^No template is named\.$/ },
  {
    name: 'unknown template',
    source: 'infographic chart-pie\ndata\n  values\n    - label A\n      value 3\n',
    code: 'unknown_template',
    line: 1,
    message: /^Unknown template 'chart-pie'; the picture uses the nearest one, chart-pie-[a-z-]+\.$/,
    hint: /^Use chart-pie-[a-z-]+(, or another close name: [a-z-]+(, [a-z-]+)*)?\.$/,
  },
  {
    name: 'misspelt template',
    source: `infographic lst-row-simple-horizontal-arrow\ndata\n  lists\n    - label A\n`,
    code: 'unknown_template',
    line: 1,
    message: /^Unknown template 'lst-row-simple-horizontal-arrow'; the picture uses the nearest one, list-row-simple-horizontal-arrow\.$/,
    hint: /^Use list-row-simple-horizontal-arrow[,.]/,
  },
  {
    name: 'bad indent (odd)',
    source: `infographic ${T}\ndata\n  lists\n    - label A\n   - label B\n`,
    code: 'bad_indent',
    line: 5,
    message: /^Indented by 3 spaces/,
    hint: /two spaces/,
  },
  {
    name: 'bad indent (jump)',
    source: `infographic ${T}\ndata\n      lists\n        - label A\n`,
    code: 'bad_indent',
    line: 3,
    message: /^Indented 6 spaces deeper/,
  },
  {
    name: 'wrong data shape',
    source: 'infographic hierarchy-tree-tech-style-capsule-item\ndata\n  lists\n    - label A\n',
    code: 'data_shape',
    line: 3,
    message: /reads data\.root, but the data has data\.lists/,
    hint: /Rename 'lists' to 'root'/,
  },
  {
    name: 'list item without a dash',
    source: `infographic ${T}\ndata\n  lists\n    label A\n    label B\n`,
    code: 'bad_list',
    line: 3,
    message: /^Key 'data\.lists' must be a list, but its entries have no '- '/,
    hint: /Start each item with '- '/,
  },
  {
    name: 'list item with no list above it',
    source: `infographic ${T}\n- label A\n`,
    code: 'bad_list',
    line: 2,
    message: /^A '- ' list item with no list above it\.$/,
  },
  {
    name: 'empty data',
    source: `infographic ${T}\ndata\n  title Hello\n`,
    code: 'empty_data',
    line: 2,
    message: /no items to draw/,
    hint: /reads data\.lists/,
  },
  {
    name: 'unknown top-level key',
    source: `infographic ${T}\ndata\n  lists\n    - label A\ntheem dark\n`,
    code: 'unknown_key',
    line: 5,
    message: /^Unknown key 'theem' at the top level\.$/,
    hint: /Did you mean 'theme'\?/,
  },
  {
    name: 'unknown data key',
    source: `infographic ${T}\ndata\n  listz\n    - label A\n`,
    code: 'unknown_key',
    line: 3,
    message: /^Unknown key 'listz' under 'data'\.$/,
    hint: /Did you mean 'lists'\?/,
  },
  {
    name: '1 MB of text',
    source: `infographic ${T}\n` + 'x'.repeat(1024 * 1024),
    code: 'too_large',
    line: undefined,
    message: new RegExp(`limit is ${MAX_SOURCE_CHARS.toLocaleString('en')}`),
  },
  { name: 'deep nesting', source: deepTree(40), code: 'too_deep', line: expect.any(Number) as unknown as number, message: /levels deep/ },
  {
    name: 'deep tree within indent limit',
    source: deepTree(14),
    code: 'too_deep',
    line: 32,
    message: /nested 15 levels deep; the limit is 12/,
  },
  {
    name: 'too many items',
    source: `infographic ${T}\ndata\n  lists\n` + Array.from({ length: MAX_ITEMS + 1 }, (_, i) => `    - label Item ${i}`).join('\n'),
    code: 'too_many_items',
    line: 2,
    message: new RegExp(`${(MAX_ITEMS + 1).toLocaleString('en')} items; the limit is ${MAX_ITEMS.toLocaleString('en')}`),
  },
  {
    name: 'broken JSON',
    source: `{\n  "template": "${T}",\n  "data": {\n}`,
    code: 'bad_json',
    line: 4,
    message: /^Invalid JSON: [^(]*\.$/,
  },
  {
    name: 'remote icon',
    source: `infographic ${T}\ndata\n  lists\n    - label A\n      icon https://example.com/a.svg\n`,
    code: 'remote_resource',
    line: 5,
    message: /^The reference at data\.lists\[0\]\.icon points to another host/,
  },
  {
    name: 'unknown theme',
    source: `infographic ${T}\ndata\n  lists\n    - label A\ntheme darkk\n`,
    code: 'unknown_theme',
    line: 5,
    message: /^Unknown theme 'darkk'/,
    hint: /dark/,
  },
];

describe('validate reports bad input with line, message and hint', () => {
  test.each(BAD_INPUTS.map((c) => [c.name, c]))('%s', (_name, c) => {
    const result = engine.validate(c.source);
    const diagnostic = result.diagnostics.find((d) => d.code === c.code);
    expect(diagnostic).toBeDefined();
    expect(diagnostic!.line).toEqual(c.line);
    expect(diagnostic!.message).toMatch(c.message);
    if (c.hint) expect(diagnostic!.hint).toMatch(c.hint);
    if (diagnostic!.severity === 'error') expect(result.ok).toBe(false);
    // the UI names the line from `line`; a message is a plain sentence without a location
    for (const each of result.diagnostics) {
      expect(each.message).toMatch(/^[A-Z].*[.?!]$/s);
      expect(each.message).not.toMatch(/\bline \d/i);
    }
  });

  test('an unknown template with a near name: a warning that the nearest one draws the picture, the others offered once', () => {
    const result = engine.validate('infographic chart-column\ndata\n  values\n    - label A\n      value 3\n');
    const diagnostic = result.diagnostics[0]!;
    expect(diagnostic).toMatchObject({
      severity: 'warning',
      code: 'unknown_template',
      line: 1,
      message: "Unknown template 'chart-column'; the picture uses the nearest one, chart-column-simple.",
    });
    expect(result.ok).toBe(true);
    expect(diagnostic.suggestions![0]).toBe('chart-column-simple');
    expect(diagnostic.suggestions!.length).toBeGreaterThan(1);
    expect(diagnostic.hint).toBe(`Use chart-column-simple, or another close name: ${diagnostic.suggestions!.slice(1).join(', ')}.`);
    expect(diagnostic.hint!.match(/chart-column-simple/g)).toHaveLength(1);
    // the options keep the name as written: the source is the user's to change (the quick fix does it)
    expect(result.options!.template).toBe('chart-column');
  });

  test("the library's own documentation name chart-column-grouped-simple is drawn as chart-column-simple", () => {
    const diagnostic = engine.validate('infographic chart-column-grouped-simple\ndata\n  values\n    - label A\n      value 3\n')
      .diagnostics[0]!;
    expect(diagnostic).toMatchObject({ severity: 'warning', code: 'unknown_template', line: 1 });
    expect(diagnostic.suggestions![0]).toBe('chart-column-simple');
  });

  test('never throws, whatever it is given', () => {
    const odd: unknown[] = [
      null,
      undefined,
      42,
      [],
      'infographic',
      '{',
      '[1,2]',
      '{"template": 5}',
      { template: {} },
      'data\n  lists\n    - \n',
      '\u0000\u0001',
    ];
    for (const input of odd) {
      expect(() => engine.validate(input as string)).not.toThrow();
      expect(engine.validate(input as string).ok).toBe(false);
    }
  });

  test('a clean source has no diagnostics and gives the options', () => {
    const result = engine.validate(
      `infographic ${T}\ndata\n  title Launch\n  lists\n    - label Step 1\n      desc Start\n      icon rocket\n`,
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.options).toEqual({ template: T, data: { title: 'Launch', lists: [{ label: 'Step 1', desc: 'Start', icon: 'rocket' }] } });
  });

  test('JSON text and option objects are validated the same way', () => {
    const spec = { template: 'chart-pie', data: { values: [{ label: 'A', value: 1 }] } };
    for (const source of [spec, JSON.stringify(spec)]) {
      const result = engine.validate(source);
      expect(result.ok).toBe(true);
      expect(result.diagnostics[0]).toMatchObject({
        severity: 'warning',
        code: 'unknown_template',
        suggestions: expect.arrayContaining([expect.stringMatching(/^chart-pie-/)]),
      });
    }
  });

  test('the unknown-template check is exact: every registered name passes, a near miss fails', () => {
    for (const t of engine.templates()) {
      const codes = engine.validate(engine.sampleOptions(t.name)).diagnostics.map((d) => d.code);
      expect(codes).not.toContain('unknown_template');
    }
    expect(engine.validate({ template: `${T}x`, data: { lists: [{ label: 'A' }] } }).diagnostics[0]!.code).toBe('unknown_template');
  });

  test('a pasted paragraph as the template name: a short message and no suggestions (ranking it took seconds a keystroke)', () => {
    const name = 'a-'.repeat(75_000);
    const diagnostic = engine.validate(`infographic ${name}\ndata\n  lists\n    - label A\n`).diagnostics[0]!;
    expect(diagnostic).toMatchObject({
      severity: 'error',
      code: 'unknown_template',
      line: 1,
      suggestions: [],
      hint: 'Pick a template from the gallery.',
    });
    expect(diagnostic.message).toBe(`Unknown template '${name.slice(0, 60)}…'.`);
  });

  test("broken JSON: the parser's position goes into line, not into the message (Chromium names line and column)", () => {
    const parse = jest.spyOn(JSON, 'parse').mockImplementationOnce(() => {
      throw new SyntaxError("Expected ',' or '}' after property value in JSON at position 11 (line 2 column 3)");
    });
    const [diagnostic] = engine.validate('\n{\n  "template": "x"\n  "data": {}\n}').diagnostics;
    parse.mockRestore();
    expect(diagnostic).toMatchObject({
      code: 'bad_json',
      line: 3,
      message: "Invalid JSON: Expected ',' or '}' after property value in JSON.",
    });
  });

  test('deprecated templates are flagged with their replacement', () => {
    const result = engine.validate({ template: 'quadrant-quarter-simple-card', data: { items: [{ label: 'A' }] } });
    expect(result.diagnostics).toContainEqual(
      expect.objectContaining({ code: 'deprecated_template', suggestions: ['compare-quadrant-quarter-simple-card'] }),
    );
  });

  afterAll(() => expect(networkAttempts()).toEqual([]));
});

test('an item count far over the limit is given exactly, not as "more than"', () => {
  const source = `infographic ${T}\ndata\n  lists\n` + Array.from({ length: 4990 }, (_, i) => `    - label ${i}`).join('\n');
  const diagnostic = engine.validate(source).diagnostics.find((d) => d.code === 'too_many_items');
  expect(diagnostic?.message).toBe(`The data has 4,990 items; the limit is ${MAX_ITEMS.toLocaleString('en')}.`);
});

describe('a warning about the data is true of what the library draws', () => {
  // The library's own hierarchy-structure example writes a tree under data.root; its parseData reads `root` for every
  // hierarchy-* template (as one item), so the picture is the library's and there is nothing to rename.
  const ROOT_SOURCE = [
    'infographic hierarchy-structure',
    'data',
    '  title Company structure',
    '  root',
    '    label Company',
    '    children',
    '      - label Engineering',
    '        children',
    '          - label Frontend',
    '          - label Backend',
    '      - label Sales',
    '',
  ].join('\n');

  test('hierarchy-structure with data.root: no warning, and the library draws the tree', () => {
    const { diagnostics } = engine.validate(ROOT_SOURCE);
    expect(diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    const container = document.createElement('div');
    document.body.appendChild(container);
    const handle = engine.render(container, ROOT_SOURCE);
    // one layer (the root), its groups and their entries: each an item label of the picture
    const indexes = Array.from(handle.svg!.querySelectorAll('[data-element-type="item-label"]'), (e) => e.getAttribute('data-indexes'));
    expect(indexes).toEqual(expect.arrayContaining(['0', '0,0', '0,0,0', '0,0,1', '0,1']));
    handle.destroy();
    container.remove();
  });

  test('a template that falls back to another list is still told which key it reads', () => {
    const { diagnostics } = engine.validate('infographic hierarchy-structure\ndata\n  lists\n    - label A\n');
    expect(diagnostics.map((d) => d.code)).toContain('data_shape');
  });

  test('every gallery template opens on its own sample data with no warning and no error', () => {
    const warned = engine
      .templates()
      .filter((template) => !template.deprecated)
      .map((template) => ({
        template: template.name,
        found: engine.validate(engine.sampleSource(template.name)).diagnostics.filter((d) => d.severity !== 'info'),
      }))
      .filter(({ found }) => found.length > 0)
      .map(({ template, found }) => `${template}: ${found.map((d) => `${d.code} ${d.message}`).join('; ')}`);
    expect(warned).toEqual([]);
  });
});
