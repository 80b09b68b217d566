// The caret, selection and scroll place: remembered for the text it was taken in, put back only on that very text.
import { createSourceEditor } from '../../../../src/pages/editor/code/sourceEditor';
import { STORAGE_KEY, readCursor, textHash, writeCursor } from '../../../../src/pages/editor/code/cursorMemory';

const TEXT = 'infographic list-row-simple-horizontal-arrow\ndata\n  title Where\n  lists\n    - label One\n';

function memoryStorage() {
  const stored = new Map<string, string>();
  return { stored, getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v) };
}

it('gives the place back for the same text only', () => {
  const storage = memoryStorage();
  expect(readCursor(storage, TEXT)).toBeNull();
  writeCursor(storage, TEXT, { anchor: 60, head: 64, top: 0 });
  expect(readCursor(storage, TEXT)).toEqual({ anchor: 60, head: 64, top: 0 });
  expect(readCursor(storage, TEXT.replace('Where', 'There'))).toBeNull();
  expect(readCursor(storage, TEXT + 'x')).toBeNull();
  expect(textHash(TEXT)).not.toBe(textHash(TEXT.replace('Where', 'There')));
});

it('ignores a place out of range for the text, garbage, and a throwing or missing storage', () => {
  const storage = memoryStorage();
  storage.setItem(STORAGE_KEY, JSON.stringify({ anchor: TEXT.length + 1, head: 0, top: 0, length: TEXT.length, hash: textHash(TEXT) }));
  expect(readCursor(storage, TEXT)).toBeNull();
  storage.setItem(STORAGE_KEY, '{not json');
  expect(readCursor(storage, TEXT)).toBeNull();
  const broken = {
    getItem: () => {
      throw new Error('blocked');
    },
    setItem: () => {
      throw new Error('quota');
    },
  };
  expect(readCursor(broken, TEXT)).toBeNull();
  expect(() => writeCursor(broken, TEXT, { anchor: 0, head: 0, top: 0 })).not.toThrow();
  expect(readCursor(null, TEXT)).toBeNull();
});

it('opens the editor with the stored selection on its text, writes the place when the editor goes, and starts at 0 on another text', () => {
  const storage = memoryStorage();
  const line4 = TEXT.indexOf('  lists');
  writeCursor(storage, TEXT, { anchor: line4, head: line4 + 4, top: 0 });
  const parent = document.createElement('div');
  document.body.append(parent);
  const view = createSourceEditor(parent, { doc: TEXT, onChange: () => {}, placeStorage: storage });
  const { anchor, head } = view.state.selection.main;
  expect({ anchor, head }).toEqual({ anchor: line4, head: line4 + 4 });

  view.dispatch({ selection: { anchor: 3 } });
  view.destroy();
  expect(readCursor(storage, TEXT)).toMatchObject({ anchor: 3, head: 3 });

  const other = createSourceEditor(document.createElement('div'), { doc: 'infographic x\n', onChange: () => {}, placeStorage: storage });
  expect(other.state.selection.main.head).toBe(0);
  other.destroy();
});
