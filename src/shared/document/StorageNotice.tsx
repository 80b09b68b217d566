// The one message every page shows when the document cannot be saved: what went wrong, and that the work is still here.
import type { StorageStatus } from './storageStatus';
import './storageNotice.css';

export function StorageNotice({ status }: { status: StorageStatus }) {
  if (status.state === 'ok' || status.state === 'loading') return null;
  // Losing saves mid-work is urgent (alert); finding storage off or waiting on another tab is information (status).
  const urgent = status.state === 'full' || status.state === 'failed';
  return (
    <div className={`storage-notice${urgent ? ' storage-notice--urgent' : ''}`} role={urgent ? 'alert' : 'status'}>
      <p className="storage-notice__text">
        {status.message} Your work stays in this tab: you can still download it, export it or copy a share link.
      </p>
    </div>
  );
}
