// The workspaces' menus as a user works them: press the menu button, then the item. Which menu holds which action is the
// page's UI (File, Export, Share, View, Tools); a name not listed here is a visible button.
import type { Locator, Page } from 'playwright-core';
import { eventually } from '../harness/eventually';

const MENU_OF: Readonly<Record<string, string>> = {
  'New from template…': 'File',
  'Open file…': 'File',
  Documents: 'File',
  'Save snapshot': 'File',
  'Download source': 'File',
  'Check many specs': 'File',
  'Download SVG': 'Export',
  'Download PNG': 'Export',
  'Download JPEG': 'Export',
  'Download WebP': 'Export',
  'Download PDF': 'Export',
  'Download PowerPoint': 'Export',
  '1x': 'Export',
  '2x': 'Export',
  '3x': 'Export',
  'Width in pixels…': 'Export',
  'Transparent background': 'Export',
  'Copy SVG code': 'Export',
  'Copy Markdown': 'Export',
  'Copy HTML': 'Export',
  'Copy image': 'Export',
  'Copy link': 'Share',
  'Open in Editor': 'Share',
  'Open in Renderer': 'Share',
  'Fit to the window': 'View',
  'Zoom in': 'View',
  'Zoom out': 'View',
  Fullscreen: 'View',
  'Text alternative': 'View',
  'Show problems': 'Tools',
  'Search and replace': 'Tools',
  'Try other templates…': 'Tools',
  Restyle: 'Tools',
  'Keyboard shortcuts': 'Tools',
};

/** The menu button named `name` ("Export"). */
export function menuButton(page: Page, name: string): Locator {
  return page.getByRole('button', { name, exact: true }).and(page.locator('[aria-haspopup="menu"]'));
}

/** The open menu's item named `name` (an action, a checkbox, a radio choice or a link). */
export function menuItem(page: Page, name: string): Locator {
  return page
    .getByRole('menu')
    .getByRole(/* any item role */ 'menuitem', { name, exact: true })
    .or(page.getByRole('menu').getByRole('menuitemcheckbox', { name, exact: true }))
    .or(page.getByRole('menu').getByRole('menuitemradio', { name, exact: true }));
}

/** Opens the menu `menu` (waiting for its code, which loads after the first paint) and returns its item `name`. */
export async function openMenuItem(page: Page, menu: string, name: string): Promise<Locator> {
  const button = menuButton(page, menu);
  const item = menuItem(page, name);
  await eventually(
    async () => {
      if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
      return item.isVisible();
    },
    (visible) => expect(visible).toBe(true),
    { what: `the item “${name}” in the ${menu} menu` },
  );
  return item;
}

/** Runs an action by its name: the item of the menu that holds it, or the visible button. A checkbox or radio item leaves
 * its menu open (to change several settings), so this closes it again. */
export async function runAction(page: Page, name: string): Promise<void> {
  const menu = MENU_OF[name];
  if (!menu) {
    await page.getByRole('button', { name, exact: true }).click();
    return;
  }
  const item = await openMenuItem(page, menu, name);
  const role = await item.getAttribute('role');
  await item.click();
  if (role === 'menuitemcheckbox' || role === 'menuitemradio') await closeMenu(page);
}

/**
 * Closes the open menu with Escape and waits until it is gone. No wait after it: the next press may open a menu at once
 * (MenuPopup's closeOnEscape keeps Ariakit's late second hide from closing it), as a user's next key does.
 */
export async function closeMenu(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await eventually(
    () => page.getByRole('menu').count(),
    (open) => expect(open).toBe(0),
    { what: 'the menu closed by Escape' },
  );
}

/** Whether the checkbox or radio item `name` is ticked (opens its menu, reads, closes). */
export async function isActionChecked(page: Page, name: string): Promise<boolean> {
  const item = await openMenuItem(page, MENU_OF[name], name);
  const checked = (await item.getAttribute('aria-checked')) === 'true';
  await closeMenu(page);
  return checked;
}
