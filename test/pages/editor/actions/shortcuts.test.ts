// The Editor's own keys: which keydowns the page takes (render now, redo, the shortcuts dialog) and which it leaves alone.
import { SHORTCUTS, isEditable, isMac, keyLabel, pageKeyOf, shortcutText } from '../../../../src/pages/editor/actions/shortcuts';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

test('mod+Enter renders now: Ctrl off a Mac, ⌘ on one, never the other', () => {
  expect(pageKeyOf(key('Enter', { ctrlKey: true }), true, false)).toBe('render-now');
  expect(pageKeyOf(key('Enter', { metaKey: true }), true, true)).toBe('render-now');
  expect(pageKeyOf(key('Enter', { metaKey: true }), true, false)).toBeNull();
  expect(pageKeyOf(key('Enter', { ctrlKey: true }), true, true)).toBeNull();
  expect(pageKeyOf(key('Enter'), true, false)).toBeNull();
  expect(pageKeyOf(key('Enter', { ctrlKey: true, shiftKey: true }), true, false)).toBeNull();
});

test('mod+Shift+Z redoes (whatever the case the key reports)', () => {
  expect(pageKeyOf(key('Z', { ctrlKey: true, shiftKey: true }), true, false)).toBe('redo');
  expect(pageKeyOf(key('z', { metaKey: true, shiftKey: true }), true, true)).toBe('redo');
  expect(pageKeyOf(key('z', { ctrlKey: true }), true, false)).toBeNull();
});

test('"?" shows the shortcuts only outside a text field, and not with a modifier', () => {
  expect(pageKeyOf(key('?', { shiftKey: true }), false, false)).toBe('show-shortcuts');
  expect(pageKeyOf(key('?', { shiftKey: true }), true, false)).toBeNull();
  expect(pageKeyOf(key('?', { ctrlKey: true, shiftKey: true }), false, false)).toBeNull();
  expect(pageKeyOf(key('/'), false, false)).toBeNull();
});

test('text fields and contenteditable take typed text; buttons and checkboxes do not', () => {
  const make = (html: string) => {
    document.body.innerHTML = html;
    return document.body.firstElementChild;
  };
  expect(isEditable(make('<input type="text">'))).toBe(true);
  expect(isEditable(make('<input type="search">'))).toBe(true);
  expect(isEditable(make('<textarea></textarea>'))).toBe(true);
  expect(isEditable(make('<select></select>'))).toBe(true);
  const editable = make('<div contenteditable="true"></div>') as HTMLElement;
  // jsdom does not compute isContentEditable; the browser does.
  Object.defineProperty(editable, 'isContentEditable', { value: true });
  expect(isEditable(editable)).toBe(true);
  expect(isEditable(make('<input type="checkbox">'))).toBe(false);
  expect(isEditable(make('<button>Go</button>'))).toBe(false);
  expect(isEditable(null)).toBe(false);
});

test('keys read as the platform prints them', () => {
  expect(isMac('MacIntel')).toBe(true);
  expect(isMac('Win32')).toBe(false);
  expect(isMac('Linux x86_64')).toBe(false);
  expect(keyLabel('mod', true)).toBe('⌘');
  expect(keyLabel('mod', false)).toBe('Ctrl');
  expect(keyLabel('Enter', false)).toBe('Enter');
  expect(shortcutText(['mod', 'Shift', 'Z'], false)).toBe('Ctrl+Shift+Z');
});

test('the dialog lists every shortcut the issue names, mod+S among them', () => {
  const listed = SHORTCUTS.map((shortcut) => shortcut.keys.join('+'));
  for (const keys of ['mod+S', 'mod+Enter', 'mod+Z', 'mod+Shift+Z', 'mod+F', 'mod+/', '?']) expect(listed).toContain(keys);
});
