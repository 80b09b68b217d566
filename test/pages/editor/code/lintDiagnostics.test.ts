// The engine's diagnostics as lint marks: at the named line, message with hint, and quick fixes that replace the wrong name.
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import type { Diagnostic } from '../../../../src/engine';
import { quotedName, toLintDiagnostics } from '../../../../src/pages/editor/code/lintDiagnostics';

const SOURCE = 'infographic chart-pie\ndata\n  title T\n  lables\n    - label A\n';

const unknownTemplate: Diagnostic = {
  severity: 'error',
  code: 'unknown_template',
  line: 1,
  message: "Unknown template 'chart-pie'.",
  hint: 'Did you mean chart-pie-plain-text, chart-pie-donut?',
  suggestions: ['chart-pie-plain-text', 'chart-pie-donut'],
};
const unknownKey: Diagnostic = {
  severity: 'error',
  code: 'unknown_key',
  line: 4,
  message: "Unknown key 'lables' under 'data'.",
  hint: "Did you mean 'lists'?",
  suggestions: ['lists'],
};

function viewOf(text: string): EditorView {
  return new EditorView({ state: EditorState.create({ doc: text }) });
}

it('marks the named line from its first non-blank character, with the line, message and hint', () => {
  const view = viewOf(SOURCE);
  const [mark] = toLintDiagnostics(view.state.doc, [unknownKey]);
  expect(view.state.sliceDoc(mark!.from, mark!.to)).toBe('lables');
  expect(mark!.severity).toBe('error');
  expect(mark!.message).toBe("Line 4: Unknown key 'lables' under 'data'. Did you mean 'lists'?");
  // CodeMirror's tooltip shows a mark's source above its message: a raw code such as unknown_key would be English in Chinese
  expect(mark!.source).toBeUndefined();
});

it('offers one quick fix per suggestion, each replacing the wrong name only', () => {
  const view = viewOf(SOURCE);
  const [mark] = toLintDiagnostics(view.state.doc, [unknownTemplate]);
  expect(mark!.actions!.map((a) => a.name)).toEqual(['Use chart-pie-plain-text', 'Use chart-pie-donut']);
  mark!.actions![1]!.apply(view, mark!.from, mark!.to);
  expect(view.state.doc.line(1).text).toBe('infographic chart-pie-donut');
  const [keyMark] = toLintDiagnostics(view.state.doc, [unknownKey]);
  keyMark!.actions![0]!.apply(view, keyMark!.from, keyMark!.to);
  expect(view.state.doc.toString()).toBe('infographic chart-pie-donut\ndata\n  title T\n  lists\n    - label A\n');
});

it('puts a diagnostic without a line (JSON, whole document) on the first line, and clamps a line past the end', () => {
  const view = viewOf('{"template": 1}');
  const marks = toLintDiagnostics(view.state.doc, [
    { severity: 'warning', code: 'unknown_key', message: "Unknown key 'x' at the top level; it is ignored." },
    { severity: 'info', code: 'empty_data', line: 9, message: 'No items.' },
  ]);
  expect(marks.map((m) => [m.from, m.to, m.severity, m.message, m.actions])).toEqual([
    [0, 15, 'warning', "Unknown key 'x' at the top level; it is ignored.", []],
    [0, 15, 'info', 'Line 9: No items.', []],
  ]);
});

it('reads the first quoted name of a message', () => {
  expect(quotedName("Unknown key 'lables' under 'data'.")).toBe('lables');
  expect(quotedName('No quotes.')).toBeNull();
});
