// The small dialog mod+S opens: a labelled name field, filled with a name from the time, and Save / Cancel.
import { useEffect, useId, useRef, useState } from 'react';
import { useModalDialog } from './useModalDialog';

interface Props {
  /** The name offered; null while the dialog is closed. */
  offeredName: string | null;
  onSave(name: string): void;
  onCancel(): void;
}

export function NameSnapshotDialog({ offeredName, onSave, onCancel }: Props) {
  const dialog = useModalDialog(offeredName !== null, onCancel);
  const headingId = useId();
  return (
    <dialog ref={dialog} className="history-dialog history-dialog--small" aria-labelledby={headingId}>
      {offeredName !== null && <NameForm headingId={headingId} offeredName={offeredName} onSave={onSave} onCancel={onCancel} />}
    </dialog>
  );
}

/** Mounted each time the dialog opens, so it starts from the offered name. */
function NameForm({ headingId, offeredName, onSave, onCancel }: Props & { headingId: string; offeredName: string }) {
  const field = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(offeredName);
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
      <h2 id={headingId}>Save a snapshot</h2>
      <p className="history-dialog__hint">Named snapshots stay in History until you delete them.</p>
      <label className="history-dialog__field">
        Snapshot name
        <input ref={field} type="text" value={name} maxLength={120} onChange={(event) => setName(event.target.value)} autoComplete="off" />
      </label>
      <div className="history-dialog__actions">
        <button type="submit">Save snapshot</button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
