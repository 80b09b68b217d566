// The code editor's key list is read from the bindings it installs: every installed binding, on every platform CodeMirror
// tells apart, is listed with a label, taken first by one of the Editor's actions (which really has that key), or on purpose
// not listed. A CodeMirror upgrade that adds a binding, or a keymap added to sourceEditor.ts, fails here until it is sorted.
import { chordMatches } from '../../../../src/actions/chords';
import {
  CODE_EDITOR_LABELS,
  NOT_LISTED,
  TAKEN_BY_ACTIONS,
  bindingPlatform,
  chordOfKeyName,
  codeEditorKeys,
  installedKeys,
  type BindingPlatform,
} from '../../../../src/pages/editor/code/codeEditorKeys';
import { CODE_EDITOR_BINDINGS } from '../../../../src/pages/editor/code/keymaps';
import { t } from '../../../../src/i18n/i18n';
import { editorAction } from '../../../../src/pages/editor/editorActions';

const PLATFORMS: readonly BindingPlatform[] = ['mac', 'win', 'linux', 'key'];

/** The keydown a chord is ("mod+Shift+K" → Ctrl or ⌘ with Shift and K). */
function pressOf(chord: string, mac: boolean) {
  const parts = chord.split('+');
  const has = (name: string) => parts.slice(0, -1).includes(name);
  return {
    key: parts[parts.length - 1],
    ctrlKey: has('Ctrl') || (has('mod') && !mac),
    metaKey: has('Meta') || (has('mod') && mac),
    altKey: has('Alt'),
    shiftKey: has('Shift'),
  };
}

test('every installed binding is labelled, taken by an Editor action, or explicitly not listed (and only one of them)', () => {
  const unsorted: string[] = [];
  for (const platform of PLATFORMS) {
    for (const { chord, command } of installedKeys(platform)) {
      const kinds = [CODE_EDITOR_LABELS.has(command), TAKEN_BY_ACTIONS.has(command), NOT_LISTED.has(command)].filter(Boolean);
      if (kinds.length !== 1) unsorted.push(`${platform} ${chord} (${command.name || 'anonymous'}): ${kinds.length} lists`);
    }
  }
  expect(unsorted).toEqual([]);
});

test('a key said to be taken by an action is that action’s key in the code editor, on every platform', () => {
  for (const platform of PLATFORMS) {
    const mac = platform === 'mac';
    for (const { chord, command } of installedKeys(platform)) {
      const id = TAKEN_BY_ACTIONS.get(command);
      if (!id) continue;
      const action = editorAction(id);
      expect({ platform, chord, id, taken: action.keys.some((key) => chordMatches(key, pressOf(chord, mac), mac)) }).toEqual({
        platform,
        chord,
        id,
        taken: true,
      });
      expect(action.places ?? ['field', 'code', 'picture', 'page']).toContain('code');
    }
  }
});

test('every label names a command that is installed somewhere (a label for a dropped binding would list nothing)', () => {
  const installed = new Set(PLATFORMS.flatMap((platform) => installedKeys(platform).map((key) => key.command)));
  const stale = [...CODE_EDITOR_LABELS].filter(([command]) => !installed.has(command)).map(([, label]) => label);
  expect(stale).toEqual([]);
});

test('the list a user reads: labels with the platform’s chords, as CodeMirror reads its key names', () => {
  const rows = (platform: BindingPlatform) => new Map(codeEditorKeys(platform).map((row) => [t(row.label), row.chords]));
  const windows = rows('win');
  expect(windows.get('Search and replace')).toEqual(['mod+F']);
  expect(windows.get('Comment or uncomment the line')).toEqual(['mod+/']);
  expect(windows.get('Comment or uncomment the selection as a block')).toEqual(['Alt+Shift+A']);
  expect(windows.get('Show completions')).toEqual(['Ctrl+Space']);
  expect(windows.get('Indent')).toEqual(['mod+]', 'Tab']);
  expect(windows.get('Dedent')).toEqual(['mod+[', 'Shift+Tab']);
  expect(windows.get('Next match')).toEqual(['F3', 'mod+G']);
  expect(windows.get('Previous match')).toEqual(['Shift+F3', 'mod+Shift+G']);
  expect(windows.get('Fold the block')).toEqual(['Ctrl+Shift+[']);
  expect(windows.get('Leave the code editor')).toEqual(['Escape', 'Tab']);
  // Keys an action takes first are the action's, and listed with it, not here.
  expect([...windows.keys()]).not.toContain('Undo');
  const mac = rows('mac');
  expect(mac.get('Fold the block')).toEqual(['Meta+Alt+[']);
  expect(mac.get('Show completions')).toEqual(['Ctrl+Space', 'Alt+`', 'Alt+I']);
  expect(chordOfKeyName('Shift-Mod-k')).toBe('mod+Shift+K');
  expect(chordOfKeyName('Mod--')).toBe('mod+-');
  expect(bindingPlatform('MacIntel')).toBe('mac');
  expect(bindingPlatform('Win32')).toBe('win');
  expect(bindingPlatform('Linux x86_64')).toBe('linux');
  expect(CODE_EDITOR_BINDINGS.length).toBeGreaterThan(50);
});
