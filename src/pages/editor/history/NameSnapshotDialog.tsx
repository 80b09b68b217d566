// The small dialog mod+S opens: a labelled name field, filled with a name from the time, and Save / Cancel.
import { useEffect, useRef, useState } from 'react';
import { Dialog } from '../../../shared/panels/Dialog';
import { defaultSnapshotName } from './snapshotText';
import { MAX_NAME_CHARS } from '../../../shared/fieldLimits';
import { useT } from '../../../i18n/react';

interface Props {
  open: boolean;
  onSave(name: string): void;
  onCancel(): void;
}

export function NameSnapshotDialog({ open, onSave, onCancel }: Props) {
  const t = useT();
  return (
    <Dialog open={open} title={t('editor.snapshotName.title')} onClose={onCancel} className="history-dialog history-dialog--small">
      <NameForm onSave={onSave} onCancel={onCancel} />
    </Dialog>
  );
}

/** Mounted each time the dialog opens, so it starts from a name from the time it opened. */
function NameForm({ onSave, onCancel }: Omit<Props, 'open'>) {
  const t = useT();
  const field = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(() => defaultSnapshotName(Date.now()));
  useEffect(() => {
    // Selected once the dialog has focused it, so typing replaces the offered name and Enter keeps it.
    const frame = requestAnimationFrame(() => field.current?.select());
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave(name);
      }}
    >
      <p className="history-dialog__hint">{t('editor.snapshotName.hint')}</p>
      <label className="history-dialog__field">
        {t('editor.snapshotName.field')}
        <input
          ref={field}
          type="text"
          value={name}
          maxLength={MAX_NAME_CHARS}
          onChange={(event) => setName(event.target.value)}
          autoComplete="off"
        />
      </label>
      <div className="history-dialog__actions">
        <button type="submit">{t('editor.snapshotName.save')}</button>
        <button type="button" onClick={onCancel}>
          {t('editor.snapshotName.cancel')}
        </button>
      </div>
    </form>
  );
}
