// The app's actions at run time: one key listener serves the app's and the page's actions, mod+K opens the command palette
// (every action that applies here by name, with its keys, filtered as you type; Enter runs the chosen one once the focus is
// back where it was), Escape closes it, and "?" lists what is registered.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActionsProvider, useMenuActions, usePageActions } from '../../src/actions/ActionsProvider';
import type { Action } from '../../src/actions/action';
import { APP_ACTIONS } from '../../src/actions/appActions';
import type { WidgetKeys } from '../../src/actions/widgetKeys';
import { labelText } from '../../src/i18n/i18n';

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

interface Context {
  ran: string[];
  canSave: boolean;
  focusedWhenRun: () => Element | null;
}

const action = (id: string, label: string, keys: string[], more: Partial<Action<Context>> = {}): Action<Context> => ({
  id,
  scope: 'editor',
  label,
  keys,
  when: () => true,
  run: (context) => void context.ran.push(`${id} with the focus on ${context.focusedWhenRun()?.textContent ?? 'nothing'}`),
  ...more,
});

const ACTIONS: readonly Action<Context>[] = [
  action('show-problems', 'Show problems', ['mod+Shift+M']),
  action('save', 'Save snapshot', ['mod+S'], { when: (context) => context.canSave }),
  action('history', 'History', []),
  action('hidden', 'Not in the palette', [], { shownAs: ['button'] }),
];

const WIDGET: WidgetKeys = { id: 'w', where: 'The widget', place: 'page', keys: [{ name: 'go', label: 'Go somewhere', keys: ['Home'] }] };

function Page({ context }: { context: Context }) {
  usePageActions({ scope: 'editor', actions: ACTIONS, context, widgets: [WIDGET] });
  return <button type="button">Where I was</button>;
}

function mount(canSave = true) {
  const go = jest.fn();
  const context: Context = { ran: [], canSave, focusedWhenRun: () => document.activeElement };
  render(
    <ActionsProvider pathname="/editor" go={go}>
      <Page context={context} />
    </ActionsProvider>,
  );
  return { context, go, user: userEvent.setup() };
}

/**
 * What typing into the palette's field gives, as one change: in jsdom Ariakit's auto-selection passes the focus through the
 * first option between two keys, and the next key lands there (a browser settles first; test/e2e/pages/palette.e2e.ts types).
 */
function typeInto(text: string) {
  fireEvent.change(screen.getByRole('combobox', { name: 'Action' }), { target: { value: text } });
}

const optionNames = () => screen.getAllByRole('option').map((option) => option.getAttribute('aria-label'));

afterEach(() => {
  document.body.innerHTML = '';
});

test('mod+K lists every action that applies here by name with its keys, the page’s first, then the app’s', async () => {
  const { user } = mount();
  screen.getByRole('button', { name: 'Where I was' }).focus();
  await user.keyboard('{Control>}k{/Control}');
  await screen.findByRole('dialog', { name: 'Command palette' });
  const palette = screen.getByRole('dialog', { name: 'Command palette' });
  expect(optionNames()).toEqual([
    'Show problems',
    'Save snapshot',
    'History',
    ...APP_ACTIONS.filter((entry) => entry.shownAs?.includes('palette') ?? true).map((entry) => labelText(entry.label)),
  ]);
  expect(optionNames()).toContain('Go to Home');
  // This page is not a place to go.
  expect(within(palette).getByRole('option', { name: 'Go to Editor' })).toHaveAttribute('aria-disabled', 'true');
  expect(within(palette).getByRole('option', { name: 'Show problems' })).toHaveAccessibleDescription('Ctrl+Shift+M');
  expect(within(palette).getByRole('option', { name: 'Save snapshot' })).toHaveAttribute('aria-keyshortcuts', 'Control+S Meta+S');
  expect(within(palette).getByRole('combobox', { name: 'Action' })).toHaveFocus();
});

test('typing filters by words in any order; Enter runs the chosen action after the focus is back where it was', async () => {
  const { user, context } = mount();
  screen.getByRole('button', { name: 'Where I was' }).focus();
  await user.keyboard('{Control>}k{/Control}');
  await screen.findByRole('dialog', { name: 'Command palette' });
  typeInto('prob show');
  expect(optionNames()).toEqual(['Show problems']);
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Command palette' })).toBeNull());
  expect(context.ran).toEqual(['show-problems with the focus on Where I was']);
  expect(screen.getByRole('button', { name: 'Where I was' })).toHaveFocus();
});

test('arrow keys choose; an action whose `when` is false is listed but does not run; a name nothing matches says so', async () => {
  const { user, context } = mount(false);
  screen.getByRole('button', { name: 'Where I was' }).focus();
  await user.keyboard('{Control>}k{/Control}');
  await screen.findByRole('dialog', { name: 'Command palette' });
  expect(screen.getByRole('option', { name: 'Save snapshot' })).toHaveAttribute('aria-disabled', 'true');
  // Down goes to the first option, then past the disabled one.
  await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  await waitFor(() => expect(context.ran).toEqual(['history with the focus on Where I was']));
  await user.keyboard('{Control>}k{/Control}');
  await screen.findByRole('dialog', { name: 'Command palette' });
  typeInto('save');
  await user.keyboard('{Enter}');
  expect(screen.getByRole('dialog', { name: 'Command palette' })).toBeInTheDocument();
  expect(context.ran).toHaveLength(1);
  typeInto('zebra');
  expect(screen.queryAllByRole('option')).toEqual([]);
  expect(screen.getByRole('status')).toHaveTextContent('No action is named like “zebra”.');
});

test('Escape closes the palette and gives the focus back; nothing runs', async () => {
  const { user, context } = mount();
  const before = screen.getByRole('button', { name: 'Where I was' });
  before.focus();
  await user.keyboard('{Control>}k{/Control}');
  await screen.findByRole('dialog', { name: 'Command palette' });
  const palette = screen.getByRole('dialog', { name: 'Command palette' });
  // jsdom does not turn Escape into the dialog's cancel event, as a browser does.
  act(() => void palette.dispatchEvent(new Event('cancel', { cancelable: true })));
  expect(screen.queryByRole('dialog', { name: 'Command palette' })).toBeNull();
  expect(before).toHaveFocus();
  expect(context.ran).toEqual([]);
});

test('the page’s and the app’s keys work from one listener; "?" lists what is registered', async () => {
  const { user, context } = mount();
  screen.getByRole('button', { name: 'Where I was' }).focus();
  await user.keyboard('{Control>}{Shift>}m{/Shift}{/Control}');
  expect(context.ran).toEqual(['show-problems with the focus on Where I was']);
  await user.keyboard('?');
  const shortcuts = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
  expect(within(shortcuts).getByRole('table', { name: 'The widget' })).toHaveTextContent('Go somewhere');
  expect(within(shortcuts).getByRole('table', { name: 'Everywhere' })).toHaveTextContent('Command palette');
});

test('the app’s "Go to" goes to the page; a click runs an option as Enter does', async () => {
  const { user, go } = mount();
  screen.getByRole('button', { name: 'Where I was' }).focus();
  await user.keyboard('{Control>}k{/Control}');
  await screen.findByRole('dialog', { name: 'Command palette' });
  typeInto('go to style');
  expect(optionNames()).toEqual(['Go to Style']);
  await user.click(screen.getByRole('option', { name: 'Go to Style' }));
  await waitFor(() => expect(go).toHaveBeenCalledWith('/style'));
  expect(screen.queryByRole('dialog', { name: 'Command palette' })).toBeNull();
});

test.each([
  ['Ctrl+Shift+P', '{Control>}{Shift>}p{/Shift}{/Control}'],
  ['F1', '{F1}'],
])('%s opens the palette too, as the code editors people know do; the shortcuts dialog lists it', async (_name, keys) => {
  const { user } = mount();
  screen.getByRole('button', { name: 'Where I was' }).focus();
  await user.keyboard(keys);
  await screen.findByRole('dialog', { name: 'Command palette' });
  act(() => void screen.getByRole('dialog', { name: 'Command palette' }).dispatchEvent(new Event('cancel', { cancelable: true })));
  await user.keyboard('?');
  const shortcuts = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
  const row = within(within(shortcuts).getByRole('table', { name: 'Everywhere' })).getByRole('row', { name: /Command palette/ });
  expect(row).toHaveTextContent('Ctrl+K');
  expect(row).toHaveTextContent('Ctrl+Shift+P');
  expect(row).toHaveTextContent('F1');
});

/** A menu on screen ("Export") whose items the palette lists, as ActionMenu registers them. */
function ExportMenu({ ran }: { ran: string[] }) {
  const item = (id: string, label: string): Action<null> => ({
    id: `Export.${id}`,
    scope: 'app',
    label,
    keys: [],
    shownAs: ['palette'],
    menuName: 'Export',
    when: () => true,
    run: () => void ran.push(id),
  });
  useMenuActions([item('svg', 'Download SVG'), item('png', 'Download PNG'), item('copy', 'Copy SVG code')]);
  return null;
}

test('the palette finds a menu’s items by the menu’s name: "Export" lists them, "export png" the one, each says its menu', async () => {
  const ran: string[] = [];
  const user = userEvent.setup();
  render(
    <ActionsProvider pathname="/renderer" go={jest.fn()}>
      <ExportMenu ran={ran} />
      <button type="button">Where I was</button>
    </ActionsProvider>,
  );
  screen.getByRole('button', { name: 'Where I was' }).focus();
  await user.keyboard('{Control>}k{/Control}');
  await screen.findByRole('dialog', { name: 'Command palette' });
  typeInto('Export');
  expect(optionNames()).toEqual(['Download SVG', 'Download PNG', 'Copy SVG code']);
  expect(screen.getByRole('option', { name: 'Download PNG' })).toHaveAccessibleDescription('in Export');
  typeInto('export png');
  expect(optionNames()).toEqual(['Download PNG']);
  // a name's own words come first, the menu's finds after
  typeInto('download');
  expect(optionNames()).toEqual(['Download SVG', 'Download PNG']);
  expect(ran).toEqual([]);
});
