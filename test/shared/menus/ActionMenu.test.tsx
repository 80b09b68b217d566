// A menu button from plain entries: it opens on a press even before its code has loaded, runs the chosen action, ticks
// checkboxes and radio choices, and a disabled entry does nothing.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ActionMenu } from '../../../src/shared/menus/ActionMenu';
import type { MenuDefinition } from '../../../src/shared/menus/menuEntries';

function menuWith(run: () => void, toggle: (checked: boolean) => void, checked = false): MenuDefinition {
  return {
    label: 'Export',
    entries: [
      { kind: 'action', id: 'svg', label: 'Download SVG', keys: ['mod+S'], run },
      { kind: 'action', id: 'off', label: 'Download PDF', disabled: true, run },
      { kind: 'separator', id: 'line' },
      { kind: 'check', id: 'transparent', label: 'Transparent background', checked, toggle },
    ],
  };
}

test('a press on the button before the menu code is in opens the menu once it is, and an item runs its action', async () => {
  // the browser never idle: only the press loads the menu code
  Object.assign(window, { requestIdleCallback: () => 0, cancelIdleCallback: () => undefined });
  const user = userEvent.setup();
  const run = jest.fn();
  render(
    <MemoryRouter>
      <ActionMenu menu={menuWith(run, jest.fn())} />
    </MemoryRouter>,
  );
  await user.click(screen.getByRole('button', { name: 'Export' }));
  const item = await screen.findByRole('menuitem', { name: 'Download SVG' });
  expect(item).toHaveAttribute('aria-keyshortcuts', 'Control+S Meta+S');
  await user.click(item);
  // it runs once the menu has closed
  await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

  await user.click(screen.getByRole('button', { name: 'Export' }));
  expect(await screen.findByRole('menuitem', { name: 'Download PDF' })).toHaveAttribute('aria-disabled', 'true');
});

test.each([
  ['{Enter}', 'Download SVG'],
  ['{ArrowUp}', 'Transparent background'],
])('%s on the button before the menu code is in opens the menu (in Chromium on %s: workspace.e2e.ts)', async (key) => {
  Object.assign(window, { requestIdleCallback: () => 0, cancelIdleCallback: () => undefined });
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <ActionMenu menu={menuWith(jest.fn(), jest.fn())} />
    </MemoryRouter>,
  );
  screen.getByRole('button', { name: 'Export' }).focus();
  await user.keyboard(key);
  // which item takes the focus needs layout, which jsdom has not
  await screen.findByRole('menu', { name: 'Export' });
  await user.keyboard('{Escape}');
  // (the focus going back to the button needs layout, which jsdom has not: workspace.e2e.ts checks it in Chromium)
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
});

afterEach(() => {
  Reflect.deleteProperty(window, 'requestIdleCallback');
  Reflect.deleteProperty(window, 'cancelIdleCallback');
});

test('a checkbox item says whether it is ticked and reports the new state', async () => {
  const user = userEvent.setup();
  const toggle = jest.fn();
  render(
    <MemoryRouter>
      <ActionMenu menu={menuWith(jest.fn(), toggle, true)} />
    </MemoryRouter>,
  );
  // when idle, the real button takes the stand-in's place
  await waitFor(() => expect(screen.getByRole('button', { name: 'Export' })).not.toHaveAttribute('data-stand-in'));
  await user.click(screen.getByRole('button', { name: 'Export' }));
  const box = await screen.findByRole('menuitemcheckbox', { name: 'Transparent background' });
  expect(box).toHaveAttribute('aria-checked', 'true');
  await user.click(box);
  expect(toggle).toHaveBeenCalledWith(false);
});

test('a menu opened again right after Escape closed it stays open: no late hide from that Escape closes it', async () => {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <ActionMenu menu={menuWith(jest.fn(), jest.fn())} />
    </MemoryRouter>,
  );
  await waitFor(() => expect(screen.getByRole('button', { name: 'Export' })).not.toHaveAttribute('data-stand-in'));
  const button = screen.getByRole('button', { name: 'Export' });
  await user.click(button);
  const menu = await screen.findByRole('menu', { name: 'Export' });
  // Escape, then ArrowUp on the button before the next frame (a busy machine runs keys queued before its frames)
  act(() => void fireEvent.keyDown(menu, { key: 'Escape' }));
  expect(button).toHaveAttribute('aria-expanded', 'false');
  act(() => void fireEvent.keyDown(button, { key: 'ArrowUp' }));
  expect(button).toHaveAttribute('aria-expanded', 'true');
  await act(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(() => done())))),
  );
  expect(screen.getByRole('menu', { name: 'Export' })).toBeInTheDocument();
  expect(button).toHaveAttribute('aria-expanded', 'true');
});
