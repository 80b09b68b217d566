// The Editor's action table drives its keys, its shortcuts dialog and its toolbar: every action's keys run it where it says
// they work (and nowhere else), the dialog lists exactly the table's keys, and a `when` that is false disables both the button
// and the key.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EditorView } from '@codemirror/view';
import type { KeyPlace } from '../../../src/actions/action';
import { chordKeys } from '../../../src/actions/chords';
import { ActionsProvider, usePageActions } from '../../../src/actions/ActionsProvider';
import { EditorActionButton, EditorActionsContext } from '../../../src/pages/editor/EditorActionButton';
import { CODE_EDITOR_TABLE, codeEditorKeys } from '../../../src/pages/editor/code/codeEditorKeys';
import { codeEditor } from '../../../src/pages/editor/code/codeEditor';
import { EDITOR_ACTIONS, EDITOR_WIDGET_KEYS, type EditorAction, type EditorActionContext } from '../../../src/pages/editor/editorActions';
import { keyPlaceOf, PICTURE_PANE_CLASS } from '../../../src/pages/editor/keyPlace';
import { labelText } from '../../../src/i18n/i18n';

const ALL_PLACES: readonly KeyPlace[] = ['field', 'code', 'picture', 'dialog', 'menu', 'page'];

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

function contextWith(overrides: Partial<EditorActionContext> = {}): EditorActionContext {
  return {
    ready: true,
    view: null,
    code: codeEditor,
    dialog: null,
    openDialog: jest.fn(),
    closeDialog: jest.fn(),
    renderNow: jest.fn(),
    downloadSource: jest.fn(),
    ...overrides,
  };
}

/** The keydown a user makes for a chord ("mod+Shift+Z" → Ctrl+Shift+Z here, not a Mac; "?" needs Shift). */
function pressChord(target: Element, chord: string): KeyboardEvent {
  const parts = chord.split('+');
  const key = parts[parts.length - 1];
  const modifiers = parts.slice(0, -1);
  const symbol = key.length === 1 && key.toLowerCase() === key.toUpperCase();
  const event = new KeyboardEvent('keydown', {
    key: modifiers.includes('Shift') ? key.toUpperCase() : key.toLowerCase(),
    ctrlKey: modifiers.includes('mod') || modifiers.includes('Ctrl'),
    shiftKey: modifiers.includes('Shift') || (symbol && key === '?'),
    altKey: modifiers.includes('Alt'),
    bubbles: true,
    cancelable: true,
    composed: true,
  });
  act(() => void target.dispatchEvent(event));
  return event;
}

/** The Editor's registration, as useEditorActions makes it. */
function EditorKeys({
  actions,
  context,
  view,
}: {
  actions: readonly EditorAction[];
  context: EditorActionContext;
  view: EditorView | null;
}) {
  usePageActions({
    scope: 'editor',
    actions,
    context,
    placeOf: (target) => keyPlaceOf(target, view),
    widgets: [CODE_EDITOR_TABLE, ...EDITOR_WIDGET_KEYS],
  });
  return null;
}

/** A page with one element in each place a key can be pressed; the actions' keys listened for as the Editor does. */
function KeysPage({ actions, context, view }: { actions: readonly EditorAction[]; context: EditorActionContext; view: EditorView }) {
  return (
    <ActionsProvider pathname="/editor" go={() => undefined}>
      <EditorKeys actions={actions} context={context} view={view} />
      <input aria-label="field" />
      <div className={PICTURE_PANE_CLASS}>
        <div tabIndex={0} aria-label="picture" />
      </div>
      <dialog open>
        <button type="button">in a dialog</button>
      </dialog>
      <div role="menu" aria-label="menu">
        <div role="menuitem" tabIndex={-1}>
          in a menu
        </div>
      </div>
      <button type="button">page</button>
    </ActionsProvider>
  );
}

function mountKeysPage(actions: readonly EditorAction[], context: EditorActionContext) {
  const host = document.createElement('div');
  document.body.append(host);
  const view = new EditorView({ parent: host, doc: 'text' });
  render(<KeysPage actions={actions} context={{ ...context, view }} view={view} />);
  const targets: Record<KeyPlace, Element> = {
    field: screen.getByRole('textbox', { name: 'field' }),
    code: view.contentDOM,
    picture: screen.getByLabelText('picture'),
    dialog: screen.getByRole('button', { name: 'in a dialog' }),
    menu: screen.getByRole('menuitem', { name: 'in a menu' }),
    page: screen.getByRole('button', { name: 'page' }),
  };
  return { targets, view };
}

afterEach(() => {
  document.body.innerHTML = '';
});

test('every action’s keys run that action in each place it names, and nowhere else', () => {
  const runs = new Map(EDITOR_ACTIONS.map((action) => [action.id, jest.fn()]));
  const spied = EDITOR_ACTIONS.map((action) => ({ ...action, run: runs.get(action.id)! }));
  const { targets, view } = mountKeysPage(spied, contextWith());
  const withKeys = EDITOR_ACTIONS.filter((action) => action.keys.length > 0);
  expect(withKeys.map((action) => action.id)).toEqual(['render-now', 'save-snapshot', 'show-problems', 'undo', 'redo']);
  for (const action of withKeys) {
    const places = action.places ?? ALL_PLACES.filter((place) => place !== 'dialog' && place !== 'menu');
    for (const chord of action.keys) {
      for (const place of ALL_PLACES) {
        for (const run of runs.values()) run.mockClear();
        const event = pressChord(targets[place], chord);
        const ran = [...runs].filter(([, run]) => run.mock.calls.length > 0).map(([id]) => id);
        expect({ chord, place, ran }).toEqual({ chord, place, ran: places.includes(place) ? [action.id] : [] });
        // A key taken is the action's alone: the browser and the code editor do nothing more with it. mod+S never reaches
        // the browser (its "Save page as" in a dialog is never what the user meant).
        expect(event.defaultPrevented).toBe(places.includes(place) || action.keepsKeysFromBrowser === true);
      }
    }
  }
  view.destroy();
});

test('"?" on the page lists the registered keys: the page’s actions, the app’s, the code editor’s, then each widget’s', async () => {
  const { targets, view } = mountKeysPage(EDITOR_ACTIONS, contextWith());
  expect(pressChord(targets.page, '?').defaultPrevented).toBe(true);
  const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
  const rows = (name: string) =>
    within(within(dialog).getByRole('table', { name }))
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
  const listed = (keys: readonly string[]) => keys.map((chord) => chordKeys(chord, false).join('+')).join(' or ');
  expect(
    within(dialog)
      .getAllByRole('table')
      .map((table) => table.querySelector('caption')?.textContent),
  ).toEqual(['On this page', 'Everywhere', 'In the code editor', ...EDITOR_WIDGET_KEYS.map((table) => labelText(table.where))]);
  expect(rows('On this page')).toEqual(
    EDITOR_ACTIONS.filter((action) => action.keys.length > 0).map((action) => [listed(action.keys), labelText(action.label)]),
  );
  expect(rows('On this page').map(([keys]) => keys)).toContain('Ctrl+Enter');
  expect(rows('Everywhere')).toEqual([
    ['Ctrl+K or Ctrl+Shift+P or F1', 'Command palette'],
    ['?', 'Keyboard shortcuts'],
  ]);
  expect(rows('In the code editor').map(([, does]) => does)).toEqual(codeEditorKeys().map((entry) => labelText(entry.label)));
  expect(rows('In the code editor')).toContainEqual(['Ctrl+F', 'Search and replace']);
  expect(rows('In the code editor')).toContainEqual(['Escape, then Tab', 'Leave the code editor']);
  // Then each widget's own keys (the picture, a text on it, the separator, a snapshot's name), from their tables.
  for (const table of EDITOR_WIDGET_KEYS)
    expect(rows(labelText(table.where))).toEqual(table.keys.map((entry) => [listed(entry.keys), labelText(entry.label)]));
  expect(rows('The picture, when it has the focus')).toContainEqual(['+ or =', 'Zoom in']);
  view.destroy();
});

test('an action whose `when` is false has a disabled button and a dead key; once true, both run it', async () => {
  const user = userEvent.setup();
  const openDialog = jest.fn();
  const Page = ({ ready }: { ready: boolean }) => {
    const context = contextWith({ ready, openDialog });
    return (
      <ActionsProvider pathname="/editor" go={() => undefined}>
        <EditorKeys actions={EDITOR_ACTIONS} context={context} view={null} />
        <EditorActionsContext value={context}>
          <EditorActionButton id="save-snapshot" />
        </EditorActionsContext>
      </ActionsProvider>
    );
  };
  const { rerender } = render(<Page ready={false} />);
  const button = screen.getByRole('button', { name: 'Save snapshot' });
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+S Meta+S');
  const ignored = pressChord(document.body, 'mod+S');
  expect(openDialog).not.toHaveBeenCalled();
  // Not run, but kept from the browser: its "Save page as" is never what the user meant.
  expect(ignored.defaultPrevented).toBe(true);
  // A key of an action that may reach the browser goes on as if the action did not exist.
  expect(pressChord(document.body, 'mod+Enter').defaultPrevented).toBe(false);

  rerender(<Page ready />);
  expect(button).toBeEnabled();
  await user.click(button);
  expect(openDialog).toHaveBeenLastCalledWith('snapshotName');
  openDialog.mockClear();
  expect(pressChord(document.body, 'mod+S').defaultPrevented).toBe(true);
  expect(openDialog).toHaveBeenCalledWith('snapshotName');
});
