// Another tab deleted the document open here: say so, keep the text on screen, and offer to keep it as a new document.
// Until then nothing is saved (a save would bring the deleted document back without a word).
import { useState } from 'react';
import './storageNotice.css';

interface Props {
  deleted: boolean;
  /** Stores the text as a new named document and keeps it open (the session's keepAsNewDocument). */
  onKeep(): Promise<unknown>;
}

export function DeletedElsewhereNotice({ deleted, onKeep }: Props) {
  const [keeping, setKeeping] = useState(false);
  if (!deleted) return null;
  const keep = async () => {
    setKeeping(true);
    try {
      await onKeep();
    } finally {
      setKeeping(false);
    }
  };
  return (
    <div className="storage-notice storage-notice--urgent" role="alert">
      <p className="storage-notice__text">
        This document was deleted in another tab. Its text is still here, but it is not saved until you keep it as a new document.
      </p>
      <div className="storage-notice__actions">
        <button type="button" onClick={() => void keep()} disabled={keeping}>
          Keep as a new document
        </button>
      </div>
    </div>
  );
}
