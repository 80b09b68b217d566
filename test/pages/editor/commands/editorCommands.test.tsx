// The Editor's command table drives its keys, its shortcuts dialog and its toolbar: every command's keys run it where it says
// they work (and nowhere else), the dialog lists exactly the table's keys, and a `when` that is false disables both the button
// and the key.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EditorView } from '@codemirror/view';
import { chordKeys, type KeyPlace } from '../../../../src/shared/commands/commandRegistry';
import { useCommandKeys } from '../../../../src/shared/commands/useCommandKeys';
import { ShortcutsDialog } from '../../../../src/pages/editor/actions/ShortcutsDialog';
import { EditorCommandButton, EditorCommandsContext } from '../../../../src/pages/editor/commands/EditorCommandButton';
import {
  CODE_EDITOR_KEYS,
  EDITOR_COMMANDS,
  type EditorCommand,
  type EditorCommandContext,
} from '../../../../src/pages/editor/commands/editorCommands';
import { keyPlaceOf, PICTURE_PANE_CLASS } from '../../../../src/pages/editor/commands/keyPlace';

const ALL_PLACES: readonly KeyPlace[] = ['field', 'code', 'picture', 'dialog', 'page'];

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

function contextWith(overrides: Partial<EditorCommandContext> = {}): EditorCommandContext {
  return {
    ready: true,
    view: null,
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

/** A page with one element in each place a key can be pressed; the commands' keys listened for as the Editor does. */
function KeysPage({ commands, context, view }: { commands: readonly EditorCommand[]; context: EditorCommandContext; view: EditorView }) {
  useCommandKeys(commands, context, (target) => keyPlaceOf(target, view));
  return (
    <>
      <input aria-label="field" />
      <div className={PICTURE_PANE_CLASS}>
        <div tabIndex={0} aria-label="picture" />
      </div>
      <dialog open>
        <button type="button">in a dialog</button>
      </dialog>
      <button type="button">page</button>
    </>
  );
}

function mountKeysPage(commands: readonly EditorCommand[], context: EditorCommandContext) {
  const host = document.createElement('div');
  document.body.append(host);
  const view = new EditorView({ parent: host, doc: 'text' });
  render(<KeysPage commands={commands} context={{ ...context, view }} view={view} />);
  const targets: Record<KeyPlace, Element> = {
    field: screen.getByRole('textbox', { name: 'field' }),
    code: view.contentDOM,
    picture: screen.getByLabelText('picture'),
    dialog: screen.getByRole('button', { name: 'in a dialog' }),
    page: screen.getByRole('button', { name: 'page' }),
  };
  return { targets, view };
}

afterEach(() => {
  document.body.innerHTML = '';
});

test('every command’s keys run that command in each place it names, and nowhere else', () => {
  const runs = new Map(EDITOR_COMMANDS.map((command) => [command.id, jest.fn()]));
  const spied = EDITOR_COMMANDS.map((command) => ({ ...command, run: runs.get(command.id)! }));
  const { targets, view } = mountKeysPage(spied, contextWith());
  const withKeys = EDITOR_COMMANDS.filter((command) => command.keys.length > 0);
  expect(withKeys.map((command) => command.id)).toEqual(['render-now', 'save-snapshot', 'show-problems', 'undo', 'redo', 'shortcuts']);
  for (const command of withKeys) {
    const places = command.places ?? ALL_PLACES.filter((place) => place !== 'dialog');
    for (const chord of command.keys) {
      for (const place of ALL_PLACES) {
        for (const run of runs.values()) run.mockClear();
        const event = pressChord(targets[place], chord);
        const ran = [...runs].filter(([, run]) => run.mock.calls.length > 0).map(([id]) => id);
        expect({ chord, place, ran }).toEqual({ chord, place, ran: places.includes(place) ? [command.id] : [] });
        // A key taken is the command's alone: the browser and the code editor do nothing more with it. mod+S never reaches
        // the browser (its "Save page as" in a dialog is never what the user meant).
        expect(event.defaultPrevented).toBe(places.includes(place) || command.keepsKeysFromBrowser === true);
      }
    }
  }
  view.destroy();
});

test('the shortcuts dialog lists exactly the commands that have keys, with those keys, then the code editor’s own', () => {
  render(<ShortcutsDialog open onClose={() => undefined} />);
  const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
  const [commands, codeEditor] = within(dialog).getAllByRole('table');
  const rows = (table: HTMLElement) =>
    within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
  expect(rows(commands)).toEqual(
    EDITOR_COMMANDS.filter((command) => command.keys.length > 0).map((command) => [
      command.keys.map((chord) => chordKeys(chord, false).join('+')).join(' or '),
      command.label,
    ]),
  );
  expect(rows(codeEditor).map(([, does]) => does)).toEqual(CODE_EDITOR_KEYS.map((entry) => entry.label));
  expect(rows(commands).map(([keys]) => keys)).toContain('Ctrl+Enter');
});

test('a command whose `when` is false has a disabled button and a dead key; once true, both run it', async () => {
  const user = userEvent.setup();
  const openDialog = jest.fn();
  const Page = ({ ready }: { ready: boolean }) => {
    const context = contextWith({ ready, openDialog });
    useCommandKeys(EDITOR_COMMANDS, context, () => 'page');
    return (
      <EditorCommandsContext value={context}>
        <EditorCommandButton id="save-snapshot" />
      </EditorCommandsContext>
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
  // A key of a command that may reach the browser goes on as if the command did not exist.
  expect(pressChord(document.body, 'mod+Enter').defaultPrevented).toBe(false);

  rerender(<Page ready />);
  expect(button).toBeEnabled();
  await user.click(button);
  expect(openDialog).toHaveBeenLastCalledWith('snapshotName');
  openDialog.mockClear();
  expect(pressChord(document.body, 'mod+S').defaultPrevented).toBe(true);
  expect(openDialog).toHaveBeenCalledWith('snapshotName');
});
