// How an action's chords read keydowns: "mod" is Ctrl off a Mac and ⌘ on one (never the other), Shift must match for letters
// and named keys but not for a symbol that needs it, and extra modifiers never match.
import { actionForKey } from '../../src/actions/action';
import { ariaKeyShortcuts, chordKeys, chordMatches, isMac } from '../../src/actions/chords';
import { press } from './keyPress';

test('mod is Ctrl off a Mac and ⌘ on one, never the other', () => {
  expect(chordMatches('mod+Enter', press('Enter', { ctrlKey: true }), false)).toBe(true);
  expect(chordMatches('mod+Enter', press('Enter', { metaKey: true }), true)).toBe(true);
  expect(chordMatches('mod+Enter', press('Enter', { metaKey: true }), false)).toBe(false);
  expect(chordMatches('mod+Enter', press('Enter', { ctrlKey: true }), true)).toBe(false);
  expect(chordMatches('mod+Enter', press('Enter'), false)).toBe(false);
});

test('Shift and Alt must match; letters match in either case', () => {
  expect(chordMatches('mod+Shift+Z', press('Z', { ctrlKey: true, shiftKey: true }), false)).toBe(true);
  expect(chordMatches('mod+Shift+Z', press('z', { metaKey: true, shiftKey: true }), true)).toBe(true);
  expect(chordMatches('mod+Shift+Z', press('z', { ctrlKey: true }), false)).toBe(false);
  expect(chordMatches('mod+Z', press('z', { ctrlKey: true, shiftKey: true }), false)).toBe(false);
  expect(chordMatches('mod+S', press('S', { metaKey: true }), true)).toBe(true);
  expect(chordMatches('mod+S', press('s', { ctrlKey: true, altKey: true }), false)).toBe(false);
  expect(chordMatches('mod+S', press('s'), false)).toBe(false);
});

test('a symbol that needs Shift matches with it, but not with Ctrl or ⌘', () => {
  expect(chordMatches('?', press('?', { shiftKey: true }), false)).toBe(true);
  expect(chordMatches('?', press('?', { ctrlKey: true, shiftKey: true }), false)).toBe(false);
  expect(chordMatches('?', press('/'), false)).toBe(false);
});

test('a key finds the action that has it in the place it was pressed', () => {
  const run = () => undefined;
  const when = () => true;
  const actions = [
    { id: 'undo', scope: 'editor' as const, label: 'Undo', keys: ['mod+Z'], places: ['code' as const], when, run },
    { id: 'help', scope: 'editor' as const, label: 'Help', keys: ['?'], places: ['page' as const], when, run },
    { id: 'render', scope: 'editor' as const, label: 'Render', keys: ['mod+Enter'], when, run },
  ];
  expect(actionForKey(actions, press('z', { ctrlKey: true }), 'code', false)?.id).toBe('undo');
  expect(actionForKey(actions, press('z', { ctrlKey: true }), 'page', false)).toBeNull();
  expect(actionForKey(actions, press('?', { shiftKey: true }), 'field', false)).toBeNull();
  expect(actionForKey(actions, press('Enter', { ctrlKey: true }), 'field', false)?.id).toBe('render');
  // Not given: everywhere but inside a dialog (the dialog's own keys come first there).
  expect(actionForKey(actions, press('Enter', { ctrlKey: true }), 'dialog', false)).toBeNull();
});

test('the plus key is a chord of its own, alone or with modifiers', () => {
  expect(chordMatches('+', press('+', { shiftKey: true }), false)).toBe(true);
  expect(chordMatches('+', press('+', { ctrlKey: true, shiftKey: true }), false)).toBe(false);
  expect(chordMatches('mod++', press('+', { ctrlKey: true }), false)).toBe(true);
  expect(chordKeys('mod++', false)).toEqual(['Ctrl', '+']);
  expect(ariaKeyShortcuts(['+', '-'])).toBe('+ -');
});

test('keys as a user reads them, and as aria-keyshortcuts names them', () => {
  expect(chordKeys('mod+Shift+Z', false)).toEqual(['Ctrl', 'Shift', 'Z']);
  expect(chordKeys('mod+Shift+Z', true)).toEqual(['⌘', 'Shift', 'Z']);
  expect(ariaKeyShortcuts(['mod+S'])).toBe('Control+S Meta+S');
  expect(ariaKeyShortcuts(['?'])).toBe('?');
  expect(ariaKeyShortcuts([])).toBeUndefined();
  expect(isMac('MacIntel')).toBe(true);
  expect(isMac('Linux x86_64')).toBe(false);
});
