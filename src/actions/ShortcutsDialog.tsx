// "Keyboard shortcuts": what is registered now, read from the registry (so the list is the keys the page answers to): the
// page's actions that have keys, the app's, then each of the page's widgets' own keys (the code editor's among them).
import { Fragment, useMemo } from 'react';
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
          <th scope="col">Keys</th>
          <th scope="col">Does</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <td>
              {row.chords.map((keys, chord) => (
                <Fragment key={chord}>
                  {chord > 0 && ' or '}
                  {keys.map((key, index) => (
                    <Fragment key={index}>
                      {index > 0 && (row.sequence ? ', then ' : '+')}
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
      .map((action) => ({ label: action.label, chords: action.keys.map((chord) => chordKeys(chord, mac)) }));
  const tables: Table[] = [];
  if (page) tables.push({ caption: 'On this page', rows: rowsOf(page.actions) });
  tables.push({ caption: 'Everywhere', rows: rowsOf(app.actions) });
  for (const widget of page?.widgets ?? [])
    tables.push({
      caption: widget.where,
      rows: widget.keys.map((entry) => ({
        label: entry.label,
        chords: entry.sequence ? [entry.keys.flatMap((chord) => chordKeys(chord, mac))] : entry.keys.map((chord) => chordKeys(chord, mac)),
        sequence: entry.sequence,
      })),
    });
  return tables.filter((table) => table.rows.length > 0);
}

export function ShortcutsDialog({ registered, onClose }: { registered: Registered; onClose(): void }) {
  const tables = useMemo(() => shortcutTables(registered), [registered]);
  return (
    <Dialog open title="Keyboard shortcuts" onClose={onClose} className="shortcuts-dialog">
      {tables.map((table) => (
        <KeysTable key={table.caption} {...table} />
      ))}
    </Dialog>
  );
}
