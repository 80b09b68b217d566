// A canvas edit → the new text in the code editor: only the changed lines rewritten (comments stay), one transaction that
// is one undo step of its own, the cursor where it was, JSON kept as JSON, and what cannot be kept said.
import { history, undo, undoDepth } from '@codemirror/commands';
import { EditorSelection, EditorState } from '@codemirror/state';
import { EditorView, type ViewUpdate } from '@codemirror/view';
import { applyCanvasChanges } from '../../../src/engine/canvasChanges';
import { validate } from '../../../src/engine/validate';
import type { CanvasChange } from '../../../src/engine';
import { textForCanvasEdit } from '../../../src/pages/editor/canvas/canvasText';
import { isCanvasUpdate, smallestChange, textChanges, writeCanvasEdit } from '../../../src/pages/editor/canvas/writeBack';
import { DEFAULT_SOURCE } from '../../../src/shared/document/defaultSource';

/** The text the Editor writes for these library payloads, from `source`. */
function afterCanvas(source: string, changes: CanvasChange[]) {
  const before = validate(source).options!;
  return textForCanvasEdit(source, before, applyCanvasChanges(before, changes).options);
}

const relabel = (index: number, label: string): CanvasChange => ({ op: 'update', path: 'data.items', indexes: [index], value: { label } });

describe('the new text', () => {
  test('the default sample: one label changes, every other byte stays', () => {
    const { text, notes } = afterCanvas(DEFAULT_SOURCE, [relabel(1, 'Peer review')]);
    expect(text).toBe(DEFAULT_SOURCE.replace('- label Review', '- label Peer review'));
    expect(notes).toEqual([]);
  });

  test('comments and blank lines stay where they were', () => {
    const source =
      '# release plan\ninfographic list-row-simple-horizontal-arrow\n\ndata\n  title Plan\n  // the steps\n  lists\n    - label A\n    - label B\n';
    const { text, notes } = afterCanvas(source, [relabel(0, 'First')]);
    expect(text).toBe(source.replace('- label A', '- label First'));
    expect(notes).toEqual([]);
  });

  test('a moved label adds its attributes under the item, the lines around untouched', () => {
    const source = 'infographic list-row-simple-horizontal-arrow\ndata\n  lists\n    - label A\n    # keep me\n    - label B\n';
    const moved: CanvasChange = {
      op: 'update',
      role: 'item-label',
      indexes: [0],
      path: 'data.items[0].attributes.label',
      value: { attributes: { x: 10, y: 20 } },
    };
    const { text } = afterCanvas(source, [moved]);
    expect(text).toBe(
      source.replace('    - label A\n', '    - label A\n      attributes\n        label\n          x 10\n          y 20\n'),
    );
  });

  test('a text laid out otherwise is rewritten whole, and lost comments are said', () => {
    const source = 'infographic list-row-simple-horizontal-arrow\ndata\n  # note\n  title: Plan\n  lists\n    - label A\n';
    const { text, notes } = afterCanvas(source, [relabel(0, 'B')]);
    expect(text).toBe('infographic list-row-simple-horizontal-arrow\ndata\n  title Plan\n  lists\n    - label B\n');
    expect(notes).toEqual(['The canvas edit rewrote the whole text, so its comments were left out; undo (mod+Z) brings them back.']);
  });

  test('a JSON source stays JSON in its own indentation', () => {
    const source = JSON.stringify({ template: 'list-row-simple-horizontal-arrow', data: { lists: [{ label: 'A' }] } }, null, 4) + '\n';
    const { text } = afterCanvas(source, [relabel(0, 'B')]);
    expect(text).toBe(source.replace('"A"', '"B"'));
  });
});

describe('the transaction', () => {
  function editorWith(doc: string, cursor: number) {
    const updates: ViewUpdate[] = [];
    const view = new EditorView({
      state: EditorState.create({
        doc,
        selection: EditorSelection.cursor(cursor),
        extensions: [history(), EditorView.updateListener.of((u) => updates.push(u))],
      }),
    });
    return { view, updates };
  }

  test.each([
    ['abc\ndef\nghi\n', 'abc\nDEF\nghi\n'],
    ['a\nb\nc\nd\n', 'A\nb\nc\nD\n'],
    ['a\nb', 'a\nb\nc'],
    ['a\nb\n', 'x\na\nb\n'],
    ['a\nb\nc\n', 'a\nc\n'],
    ['', 'new\n'],
    ['one line', ''],
  ])('textChanges turns %j into %j', (before, after) => {
    const state = EditorState.create({ doc: before });
    expect(state.update({ changes: textChanges(before, after) }).state.doc.toString()).toBe(after);
  });

  test('textChanges leaves the lines between two edits alone', () => {
    expect(textChanges('a\nkeep\nb\n', 'A\nkeep\nB\n')).toEqual([
      { from: 0, to: 1, insert: 'A' },
      { from: 7, to: 8, insert: 'B' },
    ]);
  });

  test('smallestChange keeps the common start and end', () => {
    expect(smallestChange('abcXdef', 'abcYYdef')).toEqual({ from: 3, to: 4, insert: 'YY' });
    expect(smallestChange('aaa', 'aaaa')).toEqual({ from: 3, to: 3, insert: 'a' });
    expect(smallestChange('same', 'same')).toBeNull();
  });

  test('one canvas edit is one undo step, apart from the typing before it, and the cursor stays on its text', () => {
    const endOfDesc = DEFAULT_SOURCE.indexOf('four steps') + 'four steps'.length;
    const { view, updates } = editorWith(DEFAULT_SOURCE, endOfDesc);
    view.dispatch({
      changes: { from: endOfDesc, insert: ' (v2)' },
      userEvent: 'input.type',
      selection: EditorSelection.cursor(endOfDesc + 5),
    });
    const typed = view.state.doc.toString();
    const cursor = view.state.selection.main.head;
    const edited = afterCanvas(typed, [relabel(3, 'Release'), { op: 'update', path: 'data.title', value: 'Shipping it' }]).text;
    expect(writeCanvasEdit(view, edited)).toBe(true);
    expect(view.state.doc.toString()).toBe(edited);
    expect(view.state.doc.sliceString(0, view.state.selection.main.head)).toMatch(/four steps \(v2\)$/);
    expect(view.state.selection.main.head).toBe(cursor - 'a release'.length + 'it'.length);
    expect(updates.filter(isCanvasUpdate)).toHaveLength(1);
    expect(undoDepth(view.state)).toBe(2);
    undo(view);
    expect(view.state.doc.toString()).toBe(typed);
    expect(writeCanvasEdit(view, typed)).toBe(false);
    view.destroy();
  });
});
