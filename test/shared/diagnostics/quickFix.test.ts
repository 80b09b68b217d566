// One-click fixes: the suggested name in place of the quoted wrong one, on the diagnostic's line, the rest kept.
import type { Diagnostic } from '../../../src/engine';
import { createEngine } from '../../../src/engine/engine';
import { applySuggestion } from '../../../src/shared/diagnostics/quickFix';

const engine = createEngine();
const DATA = 'data\n  title Sales\n  values\n    - label A\n      value 3\n';

test('an unknown template: "Use" a suggestion rewrites the head line only, and the warning goes', () => {
  const source = `# from the docs\ninfographic chart-column-grouped-simple\n${DATA}`;
  const [diagnostic] = engine.validate(source).diagnostics;
  expect(diagnostic).toMatchObject({ code: 'unknown_template', severity: 'warning', line: 2 });
  const fixed = applySuggestion(source, diagnostic!, 'chart-column-simple');
  expect(fixed).toBe(`# from the docs\ninfographic chart-column-simple\n${DATA}`);
  expect(engine.validate(fixed!).diagnostics).toEqual([]);
  // another close name offered is a fix too
  const other = diagnostic!.suggestions![1]!;
  expect(applySuggestion(source, diagnostic!, other)).toBe(`# from the docs\ninfographic ${other}\n${DATA}`);
});

test('an unknown template in JSON: the "template" value is replaced', () => {
  const source = JSON.stringify({ template: 'chart-column-grouped-simple', data: { values: [{ label: 'A', value: 3 }] } });
  const [diagnostic] = engine.validate(source).diagnostics;
  expect(JSON.parse(applySuggestion(source, diagnostic!, 'chart-column-simple')!).template).toBe('chart-column-simple');
});

test('a misspelt key: the quoted word on its line is replaced, the same word elsewhere is kept', () => {
  const source = 'infographic list-row-simple-horizontal-arrow\ndata\n  title lables\n  lables\n    - label A\n';
  const diagnostic = engine.validate(source).diagnostics.find((d) => d.code === 'unknown_key')!;
  expect(diagnostic.line).toBe(4);
  expect(applySuggestion(source, diagnostic, 'values')).toBe(source.replace('  lables\n', '  values\n'));
});

test('no fix where it cannot apply: not a suggestion, no line, or the name is gone from the line', () => {
  const diagnostic: Diagnostic = { severity: 'error', code: 'unknown_key', line: 2, message: "Unknown key 'x'.", suggestions: ['y'] };
  expect(applySuggestion('a\nx b\n', diagnostic, 'z')).toBeNull();
  expect(applySuggestion('a\nx b\n', { ...diagnostic, line: undefined }, 'y')).toBeNull();
  expect(applySuggestion('a\nxx b\n', diagnostic, 'y')).toBeNull();
  expect(applySuggestion('a\nx b\n', diagnostic, 'y')).toBe('a\ny b\n');
});
