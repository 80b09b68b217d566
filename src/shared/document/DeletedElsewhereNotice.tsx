// Another tab deleted the document open here: say so, keep the text on screen, and offer to keep it as a new document.
// Until then nothing is saved (a save would bring the deleted document back without a word).
import { useState } from 'react';
import { useT } from '../../i18n/react';
import './storageNotice.css';

interface Props {
  deleted: boolean;
  /** Stores the text as a new named document and keeps it open (the session's keepAsNewDocument). */
  onKeep(): Promise<unknown>;
}

export function DeletedElsewhereNotice({ deleted, onKeep }: Props) {
  const t = useT();
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
      <p className="storage-notice__text">{t('shared.deletedElsewhere.text')}</p>
      <div className="storage-notice__actions">
        <button type="button" onClick={() => void keep()} disabled={keeping}>
          {t('shared.deletedElsewhere.keep')}
        </button>
      </div>
    </div>
  );
}
