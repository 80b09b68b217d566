// A canvas edit → the new text in the code editor: only the changed lines rewritten (comments stay), one transaction that
// is one undo step of its own, the cursor where it was, JSON kept as JSON, and what cannot be kept said.
import { history, undo, undoDepth } from '@codemirror/commands';
import { EditorSelection, EditorState } from '@codemirror/state';
import { EditorView, type ViewUpdate } from '@codemirror/view';
import { applyCanvasChanges } from '../../../../src/engine/canvas/canvasChanges';
import { validate } from '../../../../src/engine/spec/validate';
import type { CanvasChange } from '../../../../src/engine';
import { changedFields } from '../../../../src/engine/canvas/canvasWriteBack';
import { textForCanvasEdit } from '../../../../src/pages/editor/canvas/canvasText';
import { writeCanvasEdit } from '../../../../src/pages/editor/canvas/writeBack';
import { CANVAS_USER_EVENT } from '../../../../src/session';
import { DEFAULT_SOURCE } from '../../../../src/shared/document/defaultSource';

/** The text the Editor writes for these library payloads, from `source`. */
function afterCanvas(source: string, changes: CanvasChange[]) {
  const before = validate(source).options!;
  return textForCanvasEdit(source, before, applyCanvasChanges(before, changes).options);
}

/** The same as the live picture reports it: with the fields the edit set (the engine's handle reads them with changedFields). */
function afterCanvasFields(source: string, changes: CanvasChange[]) {
  const before = validate(source).options!;
  const after = applyCanvasChanges(before, changes).options;
  return textForCanvasEdit(source, before, after, changedFields(before, after));
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

  test('a canvas edit is exactly the change of the edited line: nothing before or after it is touched', () => {
    const edit = afterCanvasFields(DEFAULT_SOURCE, [relabel(1, 'Peer review')]);
    const line = DEFAULT_SOURCE.split('\n').findIndex((text) => text.includes('- label Review'));
    const from = DEFAULT_SOURCE.split('\n').slice(0, line).join('\n').length + 1;
    const to = from + DEFAULT_SOURCE.split('\n')[line]!.length;
    expect(edit.changes).toEqual([{ from, to, insert: DEFAULT_SOURCE.split('\n')[line]!.replace('Review', 'Peer review') }]);
  });

  test('two fields in one edit are two changes, each of its own line, the text between them untouched', () => {
    const edit = afterCanvasFields(DEFAULT_SOURCE, [relabel(3, 'Release'), { op: 'update', path: 'data.title', value: 'Shipping it' }]);
    expect(edit.changes).toHaveLength(2);
    expect(edit.changes.map((change) => change.insert.trim())).toEqual(['title Shipping it', '- label Release']);
    const state = EditorState.create({ doc: DEFAULT_SOURCE });
    expect(state.update({ changes: edit.changes[0]! }).state.update({ changes: edit.changes[1]! }).state.doc.toString()).toBe(edit.text);
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
    const edited = afterCanvasFields(typed, [relabel(3, 'Release'), { op: 'update', path: 'data.title', value: 'Shipping it' }]);
    expect(writeCanvasEdit(view, edited.changes)).toBe(true);
    expect(view.state.doc.toString()).toBe(edited.text);
    expect(view.state.doc.sliceString(0, view.state.selection.main.head)).toMatch(/four steps \(v2\)$/);
    expect(view.state.selection.main.head).toBe(cursor - 'a release'.length + 'it'.length);
    const canvasUpdates = updates.filter((update) => update.transactions.some((t) => t.isUserEvent(CANVAS_USER_EVENT)));
    expect(canvasUpdates).toHaveLength(1);
    // Exactly the edit's two lines changed: the typing between them is not part of the transaction.
    const touched: [number, number][] = [];
    canvasUpdates[0]!.changes.iterChangedRanges((from, to) => touched.push([from, to]));
    expect(touched.map(([from, to]) => typed.slice(from, to).trim())).toEqual(['title Shipping a release', '- label Ship']);
    expect(undoDepth(view.state)).toBe(2);
    undo(view);
    expect(view.state.doc.toString()).toBe(typed);
    expect(writeCanvasEdit(view, [])).toBe(false);
    view.destroy();
  });
});
