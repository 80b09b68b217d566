// The workspaces' menus in jsdom, as a user works them: press the menu button (its code loads on demand), then the item.
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

const ITEM_ROLES = ['menuitem', 'menuitemcheckbox', 'menuitemradio'] as const;

/** Opens the menu `menu` ("Export") and presses its item `item` ("Download SVG", "Transparent background", "3x"). */
export async function chooseFromMenu(user: UserEvent, menu: string, item: string): Promise<void> {
  await user.click(await menuButton(menu));
  const target = await itemOf(menu, item);
  const role = target.getAttribute('role');
  const before = target.getAttribute('aria-checked');
  await user.click(target);
  // an item runs its action once its menu has closed (after the next frame)
  await act(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0))));
  if (role === 'menuitem') {
    // it closed its menu (its action may have moved the focus on, to a dialog)
    await waitFor(() => {
      if (screen.queryByRole('menu', { name: menu })) throw new Error(`The ${menu} menu is still open`);
    });
    return;
  }
  // A checkbox or a radio choice leaves its menu open, to change several settings: its new state shows there first (a press
  // lost fails here, by name)...
  await waitFor(() => {
    const now = within(screen.getByRole('menu', { name: menu }))
      .getByRole(role!, { name: item })
      .getAttribute('aria-checked');
    if (role === 'menuitemradio' ? now !== 'true' : now === before) throw new Error(`“${item}” did not change: ${now}`);
  });
  // ...then close it as a user would.
  await closeMenu(user, menu);
}

/**
 * Closes the open menu `menu` with Escape and waits until it is gone. No wait after it: the next press may open a menu at
 * once (MenuPopup's closeOnEscape keeps Ariakit's late second hide from closing it), as a user's next key does.
 */
export async function closeMenu(user: UserEvent, menu: string): Promise<void> {
  await user.keyboard('{Escape}');
  await waitFor(() => {
    if (screen.queryByRole('menu', { name: menu })) throw new Error(`The ${menu} menu is still open`);
  });
}

/** The item `item` of the menu `menu`, opened (to read whether it is enabled or checked); close it with closeMenu. */
export async function menuItemOf(user: UserEvent, menu: string, item: string): Promise<HTMLElement> {
  await user.click(await menuButton(menu));
  return itemOf(menu, item);
}

/** The real menu button, once its code has taken the stand-in's place (a press on the stand-in is ActionMenu.test's). */
async function menuButton(menu: string): Promise<HTMLElement> {
  return waitFor(() => {
    const button = screen.getByRole('button', { name: menu });
    if (button.hasAttribute('data-stand-in')) throw new Error(`The ${menu} menu's code is not in yet`);
    return button;
  });
}

/** The open menu's item, once it is drawn. */
async function itemOf(menu: string, item: string): Promise<HTMLElement> {
  const open = await screen.findByRole('menu', { name: menu });
  return waitFor(() => {
    const found = ITEM_ROLES.flatMap((role) => within(open).queryAllByRole(role, { name: item }))[0];
    if (!found) throw new Error(`The ${menu} menu has no item “${item}”`);
    return found;
  });
}
