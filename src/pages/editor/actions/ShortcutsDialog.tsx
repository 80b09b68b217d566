// "Keyboard shortcuts": every key the Editor answers to, as a table, in a modal dialog.
import { Fragment, useMemo } from 'react';
import { ModalDialog } from './ModalDialog';
import { SHORTCUTS, isMac, keyLabel, type Shortcut } from './shortcuts';

const WHERE: Record<Shortcut['where'], string> = { page: 'Anywhere on the page', editor: 'In the code editor' };

export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const mac = useMemo(() => isMac(), []);
  return (
    <ModalDialog open={open} title="Keyboard shortcuts" onClose={onClose} className="shortcuts-dialog">
      {(['page', 'editor'] as const).map((where) => (
        <table key={where} className="shortcuts-dialog__table">
          <caption>{WHERE[where]}</caption>
          <thead>
            <tr>
              <th scope="col">Keys</th>
              <th scope="col">Does</th>
            </tr>
          </thead>
          <tbody>
            {SHORTCUTS.filter((shortcut) => shortcut.where === where).map((shortcut) => (
              <tr key={shortcut.does}>
                <td>
                  {shortcut.keys.map((key, index) => (
                    <Fragment key={key}>
                      {index > 0 && (shortcut.sequence ? ', then ' : '+')}
                      <kbd>{keyLabel(key, mac)}</kbd>
                    </Fragment>
                  ))}
                </td>
                <td>{shortcut.does}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </ModalDialog>
  );
}
