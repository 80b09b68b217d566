// A page's menu button ("File", "Export"…). The menu code (Ariakit) loads when the browser is idle after the first paint, so a
// page's first picture never waits for it; until then a plain button of the same look stands in. Pointing at it or focusing
// it fetches the code early; pressing it (or its arrow keys) swaps in the real menu, opened as the press asked.
import { useEffect, useRef, useState } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import type { Action } from '../../actions/action';
import { useMenuActions } from '../../actions/ActionsProvider';
import { onWidgetKeys, type WidgetKeys } from '../../actions/widgetKeys';
import { t } from '../../i18n/i18n';
import type { MenuDefinition, MenuEntry } from './menuEntries';
import type { OpenWith } from './MenuPopup';
import './menus.css';

type MenuPopupModule = typeof import('./MenuPopup');
const loadMenuPopup = (): Promise<MenuPopupModule> => import(/* webpackChunkName: "menus" */ './MenuPopup');
const IDLE_WAIT_MS = 2000;

/** A menu button's own keys (Enter and Space press it, as any button): the arrows open its menu on the first or last item. */
export const MENU_BUTTON_KEYS: WidgetKeys<'first' | 'last'> = {
  id: 'menus.button',
  where: 'shared.menus.buttonKeys.where',
  place: 'page',
  keys: [
    { name: 'first', label: 'shared.menus.buttonKeys.first', keys: ['ArrowDown'] },
    { name: 'last', label: 'shared.menus.buttonKeys.last', keys: ['ArrowUp'] },
  ],
};

interface Props {
  menu: MenuDefinition;
  className?: string;
}

/** A menu's items as actions for the command palette (a radio choice named with its group: "Image size: 2x"). */
export function menuActions(menu: MenuDefinition, go: NavigateFunction): Action<null>[] {
  const asAction = (entry: MenuEntry, group?: string): Action<null>[] => {
    const base = { keys: [] as readonly string[], scope: 'app' as const, shownAs: ['palette' as const], menuName: menu.label };
    switch (entry.kind) {
      case 'group':
        return entry.entries.flatMap((inner) => asAction(inner, entry.label));
      case 'separator':
        return [];
      case 'link':
        return [{ ...base, id: `${menu.label}.${entry.id}`, label: entry.label, when: () => true, run: () => void go(entry.to) }];
      case 'action':
        return [
          {
            ...base,
            id: `${menu.label}.${entry.id}`,
            label: entry.label,
            keys: entry.keys ?? [],
            when: () => !entry.disabled,
            run: entry.run,
          },
        ];
      case 'check':
        return [
          {
            ...base,
            id: `${menu.label}.${entry.id}`,
            label: entry.label,
            when: () => !entry.disabled,
            pressed: () => entry.checked,
            run: () => entry.toggle(!entry.checked),
          },
        ];
      case 'radio':
        return [
          {
            ...base,
            id: `${menu.label}.${entry.id}`,
            label: group ? t('shared.menus.radioChoice', { group, choice: entry.label }) : entry.label,
            when: () => !entry.disabled,
            run: entry.choose,
          },
        ];
    }
  };
  return menu.entries.flatMap((entry) => asAction(entry));
}

/** The real menu, once its code is in: swapped in when idle (keeping the stand-in's focus), or by a press (opened). */
type Swap = { Popup: MenuPopupModule['default']; openWith: OpenWith | null; focused: boolean } | null;

export function ActionMenu({ menu, className }: Props) {
  const [swap, setSwap] = useState<Swap>(null);
  // Every item is in the command palette too, by its name.
  const go = useNavigate();
  useMenuActions(menuActions(menu, go));
  const standInRef = useRef<HTMLButtonElement>(null);
  // A press under way on the stand-in: swapping now would take the element from under it, and the click would be lost.
  const pressing = useRef(false);
  const swapped = swap !== null;

  // Swaps once the code is in (never to a loading state): at once for a press, else when no press is under way.
  const swapIn = (openWith: OpenWith | null) => {
    void loadMenuPopup().then(
      function settle(module) {
        if (!openWith && pressing.current) {
          setTimeout(() => settle(module), 50);
          return;
        }
        const focused = document.activeElement === standInRef.current;
        setSwap((now) => (now && !openWith ? now : { Popup: module.default, openWith, focused }));
      },
      // The code could not load (offline, a new version): the stand-in stays, and a press tries again.
      () => undefined,
    );
  };

  useEffect(() => {
    if (swapped) return;
    const want = () => swapIn(null);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(want, { timeout: IDLE_WAIT_MS });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(want, 0);
    return () => clearTimeout(id);
  }, [swapped]);

  const buttonClass = `menu-button${className ? ` ${className}` : ''}`;
  if (swap) {
    const { Popup } = swap;
    return <Popup menu={menu} className={buttonClass} openWith={swap.openWith} focusAtOnce={swap.focused} />;
  }
  return (
    <button
      ref={standInRef}
      type="button"
      className={buttonClass}
      aria-haspopup="menu"
      aria-expanded="false"
      data-stand-in=""
      onPointerEnter={() => void loadMenuPopup().catch(() => undefined)}
      onFocus={() => void loadMenuPopup().catch(() => undefined)}
      onPointerDown={() => (pressing.current = true)}
      onPointerCancel={() => (pressing.current = false)}
      onPointerLeave={() => (pressing.current = false)}
      // A click from Enter or Space carries no pointer detail: the menu then opens on its first item.
      onClick={(event) => {
        pressing.current = false;
        swapIn(event.detail === 0 ? 'first' : 'pointer');
      }}
      // The menu button's arrow keys open the menu too (they would on the real button).
      onKeyDown={onWidgetKeys(MENU_BUTTON_KEYS, { first: () => swapIn('first'), last: () => swapIn('last') })}
    >
      {menu.label}
    </button>
  );
}
