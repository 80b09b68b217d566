// The one message every page shows when the document cannot be saved: what went wrong, that the work is still here, and a
// button that downloads it.
import { useT } from '../../i18n/react';
import { saveBlob } from '../export/download';
import type { StorageStatus } from './storageStatus';
import './storageNotice.css';

interface Props {
  status: StorageStatus;
  /** The text to download with the notice's button (none: no button). */
  getText?: () => string | null;
}

export function StorageNotice({ status, getText }: Props) {
  const t = useT();
  if (status.state === 'ok' || status.state === 'loading') return null;
  // Losing saves mid-work is urgent (alert); finding storage off or waiting on another tab is information (status).
  const urgent = status.state === 'full' || status.state === 'failed';
  const download = () => {
    const text = getText?.();
    if (text != null) saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), 'infographic.txt');
  };
  return (
    <div className={`storage-notice${urgent ? ' storage-notice--urgent' : ''}`} role={urgent ? 'alert' : 'status'}>
      <p className="storage-notice__text">{t('shared.storage.notice', { problem: status.message })}</p>
      {getText && (
        <button type="button" onClick={download}>
          {t('shared.storage.download')}
        </button>
      )}
    </div>
  );
}
