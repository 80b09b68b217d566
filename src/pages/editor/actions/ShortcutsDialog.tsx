// "Keyboard shortcuts": the Editor's actions that have keys, read from its action table (so the list is the keys the page
// answers to), then the code editor's own keys (read from the keymaps it installs), in a modal dialog.
import { Fragment, useMemo } from 'react';
import { chordKeys, isMac } from '../../../actions/chords';
import { codeEditorKeys } from '../code/codeEditorKeys';
import { EDITOR_ACTIONS, EDITOR_WIDGET_KEYS } from '../editorActions';
import { Dialog } from '../../../shared/panels/Dialog';

interface Row {
  label: string;
  /** Each way to press it: the keys pressed together. */
  chords: string[][];
  sequence?: true;
}

function KeysTable({ caption, rows }: { caption: string; rows: readonly Row[] }) {
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

export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const tables = useMemo(() => {
    const mac = isMac();
    const page = EDITOR_ACTIONS.filter((action) => action.keys.length > 0).map((action) => ({
      label: action.label,
      chords: action.keys.map((chord) => chordKeys(chord, mac)),
    }));
    const code = codeEditorKeys().map((entry) => ({
      ...entry,
      chords: entry.sequence
        ? [entry.chords.flatMap((chord) => chordKeys(chord, mac))]
        : entry.chords.map((chord) => chordKeys(chord, mac)),
    }));
    const widgets = EDITOR_WIDGET_KEYS.map((table) => ({
      caption: table.where,
      rows: table.keys.map((entry) => ({ label: entry.label, chords: entry.keys.map((chord) => chordKeys(chord, mac)) })),
    }));
    return { page, code, widgets };
  }, []);
  return (
    <Dialog open={open} title="Keyboard shortcuts" onClose={onClose} className="shortcuts-dialog">
      <KeysTable caption="The Editor’s commands" rows={tables.page} />
      <KeysTable caption="In the code editor" rows={tables.code} />
      {tables.widgets.map((table) => (
        <KeysTable key={table.caption} caption={table.caption} rows={table.rows} />
      ))}
    </Dialog>
  );
}
