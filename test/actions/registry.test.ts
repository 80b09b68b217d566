// No two of the keys that work on a page are the same chord in the same place: the app's actions, the page's actions and
// each of its widgets' keys (a chord taken by an action in the capture phase would never reach the widget). The code editor's
// own bindings that an action takes first are declared (codeEditorKeys.ts's TAKEN_BY_ACTIONS), never silently allowed.
import { DEFAULT_PLACES, type Action, type KeyPlace } from '../../src/actions/action';
import { APP_ACTIONS } from '../../src/actions/appActions';
import { chordParts } from '../../src/actions/chords';
import type { WidgetKeys } from '../../src/actions/widgetKeys';
import { DYNAMIC_WIDGET_KEYS } from '../../src/pages/dynamic';
import { CODE_EDITOR_TABLE, TAKEN_BY_ACTIONS, installedKeys, type BindingPlatform } from '../../src/pages/editor/code/codeEditorKeys';
import { EDITOR_ACTIONS, EDITOR_WIDGET_KEYS } from '../../src/pages/editor/editorActions';
import { RENDERER_WIDGET_KEYS } from '../../src/pages/renderer';
import { RENDERER_ACTIONS } from '../../src/pages/renderer/rendererActions';
import { STYLE_WIDGET_KEYS } from '../../src/pages/style';

interface Page {
  name: string;
  actions: readonly Action<never>[];
  widgets: readonly WidgetKeys[];
}

/** What each page registers (usePageActions), with the app's actions every page has. */
const PAGES: readonly Page[] = [
  { name: 'home', actions: APP_ACTIONS, widgets: [] },
  { name: 'editor', actions: [...EDITOR_ACTIONS, ...APP_ACTIONS], widgets: [CODE_EDITOR_TABLE, ...EDITOR_WIDGET_KEYS] },
  { name: 'renderer', actions: [...RENDERER_ACTIONS, ...APP_ACTIONS], widgets: RENDERER_WIDGET_KEYS },
  { name: 'dynamic', actions: APP_ACTIONS, widgets: DYNAMIC_WIDGET_KEYS },
  { name: 'style', actions: APP_ACTIONS, widgets: STYLE_WIDGET_KEYS },
];
const PLACES: readonly KeyPlace[] = ['field', 'code', 'picture', 'dialog', 'menu', 'page'];

/**
 * The keydown a chord is, as one string, on a Mac or not ("mod+Shift+Z" and "Ctrl+Shift+Z" are the same off a Mac). A Shift
 * the chord names counts ("Ctrl+Shift+[" is not "Ctrl+["); a symbol typed with Shift ("?") is written without it.
 */
function pressOf(chord: string, mac: boolean): string {
  const parts = chordParts(chord);
  const key = parts[parts.length - 1]!;
  const modifiers = new Set(parts.slice(0, -1).map((part) => part.toLowerCase()));
  const ctrl = modifiers.has('ctrl') || (modifiers.has('mod') && !mac);
  const meta = modifiers.has('meta') || (modifiers.has('mod') && mac);
  return [ctrl && 'Ctrl', meta && 'Meta', modifiers.has('alt') && 'Alt', modifiers.has('shift') && 'Shift', key.toLowerCase()]
    .filter(Boolean)
    .join('+');
}

/** Every chord that works in the place, with whose it is. */
function keysIn(page: Page, place: KeyPlace): { chord: string; owner: string }[] {
  const actions = page.actions
    .filter((action) => (action.places ?? DEFAULT_PLACES).includes(place))
    .flatMap((action) => action.keys.map((chord) => ({ chord, owner: `action ${action.scope}.${action.id}` })));
  const widgets = page.widgets
    .filter((table) => table.place === place)
    .flatMap((table) =>
      table.keys
        .filter((entry) => !entry.sequence)
        .flatMap((entry) => entry.keys.map((chord) => ({ chord, owner: `${table.id}.${entry.name}` }))),
    );
  return [...actions, ...widgets];
}

// Two widgets' keys may share a chord (each works only on its own focused element, as the arrows of every composite widget
// do); an action's keys work wherever its place is, so an action's chord has one owner in that place.
test.each(PAGES.map((page) => [page.name, page] as const))('on %s no action shares a chord in one place', (_name, page) => {
  const clashes: string[] = [];
  for (const mac of [false, true]) {
    for (const place of PLACES) {
      const owners = new Map<string, string>();
      for (const { chord, owner } of keysIn(page, place)) {
        const press = pressOf(chord, mac);
        const before = owners.get(press);
        // One owner may list a chord twice (a widget's "+" and "=" are two keys, not two chords).
        const anAction = before?.startsWith('action ') || owner.startsWith('action ');
        if (before && before !== owner && anAction) clashes.push(`${mac ? 'Mac' : 'other'} ${place} ${press}: ${before} and ${owner}`);
        else if (!before || owner.startsWith('action ')) owners.set(press, owner);
      }
    }
  }
  expect(clashes).toEqual([]);
});

test('an action’s key in the code editor that CodeMirror also binds is declared as taken by that action', () => {
  const editor = PAGES.find((page) => page.name === 'editor')!;
  const undeclared: string[] = [];
  for (const platform of ['mac', 'win', 'linux'] as BindingPlatform[]) {
    const mac = platform === 'mac';
    const installed = installedKeys(platform);
    for (const { chord, owner } of keysIn(editor, 'code')) {
      if (!owner.startsWith('action ')) continue;
      for (const binding of installed) {
        if (pressOf(binding.chord, mac) !== pressOf(chord, mac)) continue;
        const id = owner.split('.').slice(1).join('.');
        if (TAKEN_BY_ACTIONS.get(binding.command) !== id)
          undeclared.push(`${platform} ${chord}: ${owner} over ${binding.command.name || 'a binding'}`);
      }
    }
  }
  expect(undeclared).toEqual([]);
});

test('a clash is found: the same chord in one place, whoever owns it', () => {
  const page: Page = {
    name: 'test',
    actions: APP_ACTIONS,
    widgets: [{ id: 'w', where: 'w', place: 'page', keys: [{ name: 'help', label: 'Help', keys: ['?'] }] }],
  };
  const owners = keysIn(page, 'page').filter(({ chord }) => pressOf(chord, false) === '?');
  expect(owners.map(({ owner }) => owner)).toEqual(['action app.shortcuts', 'w.help']);
  expect(pressOf('mod+Shift+Z', false)).toBe(pressOf('Ctrl+Shift+Z', false));
  expect(pressOf('mod+Shift+Z', true)).not.toBe(pressOf('Ctrl+Shift+Z', true));
});
