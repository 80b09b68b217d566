// The notice a page shows when text from a tab closed without saving (or without choosing between versions) was recovered:
// it is in History, so the user knows where it went and can restore it.
import './storageNotice.css';

/** How a recovered text is named in History. */
export const RECOVERED_NAME_PREFIX = 'Recovered from a tab closed without saving';

export function RecoveryNotice({ count, onDismiss }: { count: number; onDismiss(): void }) {
  if (count === 0) return null;
  const what =
    count === 1 ? 'The text of a tab that was closed without saving it was' : `The texts of ${count} tabs closed without saving them were`;
  return (
    <div className="storage-notice" role="status">
      <p className="storage-notice__text">
        {what} kept in History as “{RECOVERED_NAME_PREFIX}”: open History to restore it. Nothing was lost.
      </p>
      <button type="button" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
