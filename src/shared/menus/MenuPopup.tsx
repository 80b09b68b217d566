// A menu button and its menu (WAI-ARIA menu pattern), drawn by Ariakit: focus, arrow keys, typeahead, Escape and the
// return of focus are the library's. Loaded on demand (ActionMenu.tsx), so a page's first picture does not wait for it.
import {
  Menu,
  MenuButton,
  MenuGroup,
  MenuGroupLabel,
  MenuItem,
  MenuItemCheckbox,
  MenuItemRadio,
  MenuProvider,
  MenuSeparator,
  useMenuContext,
} from '@ariakit/react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ariaKeyShortcuts, chordKeys } from '../../actions/chords';
import type { MenuDefinition, MenuEntry } from './menuEntries';

/**
 * Whether a closed menu gives the focus back to its button: only when the focus is still in the menu (Escape) or went
 * nowhere (the item it was on went with the menu). The library asks again whenever the closed menu re-renders, and a
 * focused code editor's host (its content is in a shadow root) does not count for it as focus elsewhere, so without this
 * it took the focus from the code editor.
 */
function focusBackOnHide(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected || active.closest('[role="menu"]') !== null;
}

/**
 * Runs an item's action once its menu has closed and given the focus back to the menu's button: a dialog it opens then
 * starts from there, and the library has no focus return left pending to take the focus back later.
 */
function afterMenuCloses(menu: ReturnType<typeof useMenuContext>, run: () => void): void {
  // closed here, not left to the item's own hide: when the action opened a modal dialog first, that hide never came and the
  // button stayed "expanded", so its next press only closed the menu
  menu?.hide();
  requestAnimationFrame(() => setTimeout(run, 0));
}

/**
 * Escape closes the menu here, and the library is told it did not: for a menu it closes on Escape, the library hides it
 * again two frames later (a hovercard's guard against its anchor showing it again), and that late hide closed the menu a
 * key or a click had opened again in between. On a busy machine frames wait and keys do not: Escape then ArrowUp opened
 * the menu on its last item and closed it at once, with the focus back on its button.
 */
function closeOnEscape(menu: ReturnType<typeof useMenuContext>, event: { stopPropagation(): void }): false {
  // as the library does with an Escape it takes: no other handler closes something else with it
  event.stopPropagation();
  menu?.hideAll();
  return false;
}

/** The menu itself, under its MenuProvider (whose store Escape closes). */
function MenuList({ menu }: { menu: MenuDefinition }) {
  const store = useMenuContext();
  return (
    <Menu
      autoFocusOnHide={focusBackOnHide}
      hideOnEscape={(event) => closeOnEscape(store, event)}
      className="menu"
      gutter={4}
      portal={false}
      unmountOnHide
    >
      {menu.entries.map((entry) => (
        <Entry key={entry.id} entry={entry} />
      ))}
    </Menu>
  );
}

function Entry({ entry }: { entry: MenuEntry }) {
  const menu = useMenuContext();
  switch (entry.kind) {
    case 'separator':
      return <MenuSeparator className="menu__separator" />;
    case 'group':
      return (
        <MenuGroup className="menu__group">
          <MenuGroupLabel className="menu__group-label">{entry.label}</MenuGroupLabel>
          {entry.entries.map((inner) => (
            <Entry key={inner.id} entry={inner} />
          ))}
        </MenuGroup>
      );
    case 'link':
      return (
        <MenuItem className="menu__item" data-entry={entry.id} render={<Link to={entry.to} />}>
          {entry.label}
        </MenuItem>
      );
    case 'check':
      return (
        <MenuItemCheckbox
          className="menu__item menu__item--check"
          data-entry={entry.id}
          name={entry.id}
          checked={entry.checked}
          disabled={entry.disabled}
          onClick={() => entry.toggle(!entry.checked)}
        >
          {entry.label}
        </MenuItemCheckbox>
      );
    case 'radio':
      return (
        <MenuItemRadio
          className="menu__item menu__item--radio"
          data-entry={entry.id}
          name={entry.group}
          value={entry.id}
          checked={entry.checked}
          disabled={entry.disabled}
          onClick={entry.choose}
        >
          {entry.label}
        </MenuItemRadio>
      );
    case 'action':
      return (
        <MenuItem
          className="menu__item"
          data-entry={entry.id}
          disabled={entry.disabled}
          aria-haspopup={entry.opensDialog ? 'dialog' : undefined}
          aria-keyshortcuts={ariaKeyShortcuts(entry.keys ?? [])}
          onClick={() => afterMenuCloses(menu, entry.run)}
        >
          <span>{entry.label}</span>
          {entry.keys && entry.keys.length > 0 && (
            <kbd className="menu__keys" aria-hidden="true">
              {chordKeys(entry.keys[0]).join('+')}
            </kbd>
          )}
        </MenuItem>
      );
  }
}

/** How a press on the stand-in asked for the menu: from a pointer (focus the menu), from a key (its first item), or with
 * ArrowUp (its last item), as the real button would have. */
export type OpenWith = 'pointer' | 'first' | 'last';

interface Props {
  menu: MenuDefinition;
  className: string;
  /** The stand-in button was pressed before this code arrived: open now, as the press asked. */
  openWith: OpenWith | null;
  /** The stand-in had the focus when this code arrived: the real button takes it over. */
  focusAtOnce: boolean;
}

export default function MenuPopup({ menu, className, openWith, focusAtOnce }: Props) {
  const button = useRef<HTMLButtonElement>(null);
  // Once, on arrival: the real button takes the focus the stand-in had, and opens if the stand-in was pressed.
  const arrival = useRef({ openWith, focusAtOnce });
  useEffect(() => {
    const { openWith: asked, focusAtOnce: focus } = arrival.current;
    if (focus || asked) button.current?.focus();
    if (!asked) return;
    // The press is handed on to the real button, so the menu opens through the library's own paths, as it would have: a
    // click (the menu), or an arrow key (its first or last item; Enter and Space open on the first, as the library does).
    const real = button.current;
    if (!real) return;
    if (asked === 'pointer') real.click();
    else
      real.dispatchEvent(
        new KeyboardEvent('keydown', { key: asked === 'last' ? 'ArrowUp' : 'ArrowDown', bubbles: true, cancelable: true }),
      );
  }, []);
  return (
    <MenuProvider>
      <MenuButton ref={button} className={className}>
        {menu.label}
      </MenuButton>{' '}
      <MenuList menu={menu} />
    </MenuProvider>
  );
}
