// The command palette (mod+K): every action that applies on this page, by name with its keys, filtered as you type; Enter
// or a click runs the chosen one, Escape closes it. The list is Ariakit's combobox (the WAI-ARIA pattern: the field keeps the
// focus, arrows move the active option); the dialog is the app's one modal dialog, which gives the focus back on closing.
import { Combobox, ComboboxItem, ComboboxList, ComboboxProvider } from '@ariakit/react';
import { startTransition, useId, useMemo, useState } from 'react';
import { labelText, t } from '../i18n/i18n';
import { useT } from '../i18n/react';
import { Dialog } from '../shared/panels/Dialog';
import { isShownAs, type Action } from './action';
import type { Registered } from './ActionsProvider';
import { ariaKeyShortcuts, chordKeys, isMac } from './chords';
import './actions.css';

export interface PaletteEntry {
  action: Action<unknown>;
  context: unknown;
  /** The name of the menu on screen the action is an item of ("Export", 导出), if any: the palette finds it by that too. */
  menu?: string;
}

/** The palette's entries: the page's actions, then its menus' items that are not already among them, then the app's. */
export function paletteEntries({ page, app, menus }: Registered): PaletteEntry[] {
  const sets = page ? [page, app] : [app];
  // A page's action that is also an item of a menu on screen (the Editor's File menu) is listed once, with that menu's name.
  const menuOf = new Map(menus.map((action) => [labelText(action.label), action.menuName] as const));
  const [own, ...rest] = sets.map(({ actions, context }) =>
    actions
      .filter((action) => isShownAs(action, 'palette'))
      .map((action) => ({ action, context: context as unknown, menu: menuOf.get(labelText(action.label)) })),
  );
  const listed = new Set(sets.flatMap(({ actions }) => actions.map((action) => labelText(action.label))));
  const fromMenus = menus
    .filter((action) => !listed.has(labelText(action.label)))
    .map((action) => ({ action, context: null as unknown, menu: action.menuName }));
  return page ? [...own, ...fromMenus, ...rest.flat()] : [...fromMenus, ...own];
}

const words = (query: string) => query.toLowerCase().split(/\s+/).filter(Boolean);

/** True when every word typed is in the label (any case, any order). */
export function matchesQuery(label: string, query: string): boolean {
  const name = label.toLowerCase();
  return words(query).every((word) => name.includes(word));
}

/**
 * The entries the query finds: those whose name has every word, then those found only with their menu's name too ("Export"
 * finds every item of the Export menu, "export png" its Download PNG), each part in the palette's order.
 */
export function findEntries(entries: readonly PaletteEntry[], query: string): PaletteEntry[] {
  const byName = entries.filter((entry) => matchesQuery(labelText(entry.action.label), query));
  const byMenu = entries.filter(
    (entry) =>
      entry.menu !== undefined &&
      !byName.includes(entry) &&
      words(query).every((word) => `${labelText(entry.action.label)} ${entry.menu}`.toLowerCase().includes(word)),
  );
  return [...byName, ...byMenu];
}

/** An action's keys as this platform prints them ("Ctrl+Shift+M or Ctrl+Y"). */
export function keysText(keys: readonly string[], mac: boolean = isMac()): string {
  return keys.map((chord) => chordKeys(chord, mac).join('+')).join(t('actions.keys.or'));
}

interface Props {
  registered: Registered;
  onChoose(entry: PaletteEntry): void;
  onClose(): void;
}

export function CommandPalette({ registered, onChoose, onClose }: Props) {
  useT();
  const id = useId();
  const [query, setQuery] = useState('');
  const entries = useMemo(() => paletteEntries(registered), [registered]);
  const shown = findEntries(entries, query);
  return (
    <Dialog open title={t('actions.palette')} onClose={onClose} className="command-palette">
      <ComboboxProvider open setOpen={() => undefined} setValue={(value: string) => startTransition(() => setQuery(value))} focusLoop>
        <label htmlFor={`${id}-query`}>{t('actions.palette.field')}</label>
        <Combobox
          id={`${id}-query`}
          className="dialog__field command-palette__field"
          autoSelect
          autoFocus
          autoComplete="none"
          spellCheck={false}
          placeholder={t('actions.palette.placeholder')}
        />
        <ComboboxList className="command-palette__list" aria-label={t('actions.palette.list')} alwaysVisible>
          {shown.map((entry) => {
            const { action, context, menu } = entry;
            const keys = keysText(action.keys);
            const label = labelText(action.label);
            const hint = `${id}-${action.scope}-${action.id}`;
            const described = [menu && `${hint}-menu`, keys && `${hint}-keys`].filter(Boolean).join(' ');
            return (
              <ComboboxItem
                key={`${action.scope}.${action.id}`}
                className="command-palette__item"
                value={label}
                aria-label={label}
                aria-keyshortcuts={ariaKeyShortcuts(action.keys)}
                aria-describedby={described || undefined}
                disabled={!action.when(context)}
                setValueOnClick={false}
                hideOnClick={false}
                focusOnHover
                onClick={() => onChoose(entry)}
              >
                <span>{label}</span>
                {menu && (
                  <span id={`${hint}-menu`} className="command-palette__menu">
                    {t('actions.palette.inMenu', { menu })}
                  </span>
                )}
                {keys && (
                  <kbd id={`${hint}-keys`} className="command-palette__keys">
                    {keys}
                  </kbd>
                )}
              </ComboboxItem>
            );
          })}
        </ComboboxList>
        {shown.length === 0 && (
          <p className="command-palette__empty" role="status">
            {t('actions.palette.none', { query })}
          </p>
        )}
      </ComboboxProvider>
    </Dialog>
  );
}
