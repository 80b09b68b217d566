// "Keyboard shortcuts": what is registered now, read from the registry (so the list is the keys the page answers to): the
// page's actions that have keys, the app's, then each of the page's widgets' own keys (the code editor's among them).
import { Fragment } from 'react';
import { labelText, t } from '../i18n/i18n';
import { useT } from '../i18n/react';
import { Dialog } from '../shared/panels/Dialog';
import { isShownAs, type Action } from './action';
import type { Registered } from './ActionsProvider';
import { chordKeys, isMac } from './chords';
import './actions.css';

interface Row {
  label: string;
  /** Each way to press it: the keys pressed together. */
  chords: string[][];
  sequence?: true;
}

interface Table {
  caption: string;
  rows: readonly Row[];
}

function KeysTable({ caption, rows }: Table) {
  return (
    <table className="shortcuts-dialog__table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('actions.shortcuts.keys')}</th>
          <th scope="col">{t('actions.shortcuts.does')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <td>
              {row.chords.map((keys, chord) => (
                <Fragment key={chord}>
                  {chord > 0 && t('actions.keys.or')}
                  {keys.map((key, index) => (
                    <Fragment key={index}>
                      {index > 0 && (row.sequence ? t('actions.keys.then') : '+')}
                      <kbd>{key}</kbd>
                    </Fragment>
                  ))}
                </Fragment>
              ))}
            </td>
            <td>{row.label}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The tables the dialog shows for what is registered, keys printed for this platform. */
export function shortcutTables({ page, app }: Registered, mac: boolean = isMac()): Table[] {
  const rowsOf = (actions: readonly Action<never>[]): Row[] =>
    actions
      .filter((action) => action.keys.length > 0 && isShownAs(action, 'shortcuts'))
      .map((action) => ({ label: labelText(action.label), chords: action.keys.map((chord) => chordKeys(chord, mac)) }));
  const tables: Table[] = [];
  if (page) tables.push({ caption: t('actions.shortcuts.onThisPage'), rows: rowsOf(page.actions) });
  tables.push({ caption: t('actions.shortcuts.everywhere'), rows: rowsOf(app.actions) });
  for (const widget of page?.widgets ?? [])
    tables.push({
      caption: labelText(widget.where),
      rows: widget.keys.map((entry) => ({
        label: labelText(entry.label),
        chords: entry.sequence ? [entry.keys.flatMap((chord) => chordKeys(chord, mac))] : entry.keys.map((chord) => chordKeys(chord, mac)),
        sequence: entry.sequence,
      })),
    });
  return tables.filter((table) => table.rows.length > 0);
}

export function ShortcutsDialog({ registered, onClose }: { registered: Registered; onClose(): void }) {
  useT();
  // Cheap, and made anew in the interface's language each render.
  const tables = shortcutTables(registered);
  return (
    <Dialog open title={t('actions.shortcuts')} onClose={onClose} className="shortcuts-dialog">
      {tables.map((table) => (
        <KeysTable key={table.caption} {...table} />
      ))}
    </Dialog>
  );
}
