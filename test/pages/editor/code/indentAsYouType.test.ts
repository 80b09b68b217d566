// Indentation as you type, in the Editor's real code editor (createSourceEditor, a real EditorView in jsdom): Enter after a
// block key or an item opens the next level; a pasted block keeps its relative indentation, re-based to the cursor's level.
import { insertNewlineAndIndent, undo } from '@codemirror/commands';
import type { EditorView } from '@codemirror/view';
import { createSourceEditor } from '../../../../src/pages/editor/code/sourceEditor';
import { indentAfter, rebasePaste } from '../../../../src/pages/editor/code/indentAsYouType';

const views: EditorView[] = [];
afterEach(() => views.splice(0).forEach((view) => view.destroy()));

/** An editor holding `doc`, the cursor at the end of the text (or at `|` when the text holds one). */
function editorWith(doc: string): EditorView {
  const at = doc.includes('|') ? doc.indexOf('|') : doc.length;
  const view = createSourceEditor(document.createElement('div'), { doc: doc.replace('|', ''), onChange: () => {} });
  view.dispatch({ selection: { anchor: at } });
  views.push(view);
  return view;
}

/** Presses Enter (the keymap's command) and returns the text. */
function enter(view: EditorView): string {
  insertNewlineAndIndent(view);
  return view.state.doc.toString();
}

/** Pastes as CodeMirror's own paste handler does: one change at the cursor, user event `input.paste`. */
function paste(view: EditorView, text: string): string {
  const { from, to } = view.state.selection.main;
  view.dispatch({ changes: { from, to, insert: text }, selection: { anchor: from + text.length }, userEvent: 'input.paste' });
  return view.state.doc.toString();
}

describe('Enter', () => {
  test.each([
    ['after `data`', 'infographic list-row-simple-horizontal-arrow\ndata', '  '],
    ['after a list key', 'data\n  lists', '    '],
    ['after `children` under an item', 'data\n  root\n    label A\n    children', '      '],
    ['after an item written inline', 'data\n  lists\n    - label Draft', '      '],
    ['after a bare dash', 'data\n  lists\n    -', '      '],
    ['after `theme dark`', 'theme dark', '  '],
  ])('%s opens the next level', (_what, doc, indent) => {
    const view = editorWith(doc);
    expect(enter(view)).toBe(`${doc}\n${indent}`);
    view.dispatch(view.state.replaceSelection('desc x'));
    expect(view.state.doc.lineAt(view.state.doc.length).text).toBe(`${indent}desc x`);
  });

  test('after a field with a value the next line is its sibling; after the head line it starts at the left', () => {
    expect(enter(editorWith('data\n  lists\n    - label A\n      desc Write'))).toBe(
      'data\n  lists\n    - label A\n      desc Write\n      ',
    );
    expect(enter(editorWith('infographic list-row-simple-horizontal-arrow'))).toBe('infographic list-row-simple-horizontal-arrow\n');
  });

  test('mid-line Enter after a key splits there; JSON keeps its own indentation rules', () => {
    expect(enter(editorWith('data\n  lists|more'))).toBe('data\n  lists\n    more');
    expect(enter(editorWith('{\n  "data": {|}\n}'))).toBe('{\n  "data": {\n    \n  }\n}');
  });

  test('one Enter is one undo step', () => {
    const view = editorWith('data');
    enter(view);
    undo(view);
    expect(view.state.doc.toString()).toBe('data');
  });
});

describe('paste', () => {
  const block = '    - label One\n      desc First\n    - label Two';

  test('a block pasted at a deeper or shallower level keeps its relative indentation from there', () => {
    expect(paste(editorWith('data\n  lists\n    '), block)).toBe('data\n  lists\n    - label One\n      desc First\n    - label Two');
    expect(paste(editorWith('data\n  root\n    children\n      '), block)).toBe(
      'data\n  root\n    children\n      - label One\n        desc First\n      - label Two',
    );
    expect(paste(editorWith('data\n  lists\n'), block)).toBe('data\n  lists\n- label One\n  desc First\n- label Two');
  });

  test('mid-line pastes, one-line pastes and JSON pass unchanged; the re-based paste is one undo step', () => {
    expect(paste(editorWith('data\n  title A'), ' b\n  c')).toBe('data\n  title A b\n  c');
    expect(paste(editorWith('data\n    '), '  title A')).toBe('data\n      title A');
    expect(paste(editorWith('{\n  '), '  "a": 1,\n    "b": 2')).toBe('{\n    "a": 1,\n    "b": 2');
    const view = editorWith('data\n  lists\n    ');
    paste(view, block);
    undo(view);
    expect(view.state.doc.toString()).toBe('data\n  lists\n    ');
  });
});

test('the rules on their own: blank and comment lines keep their indentation; blank pasted lines are emptied', () => {
  expect(indentAfter('  # note')).toBeNull();
  expect(indentAfter('    ')).toBeNull();
  expect(indentAfter('  title: A')).toBe(2);
  expect(indentAfter('  attributes:')).toBe(4);
  expect(rebasePaste('  a\n\n    b', 6)).toBe('a\n\n        b');
});
