// Another tab saved a newer version: say so and let the user choose; nothing is replaced without that choice.
import type { ReactNode } from 'react';
import type { ExternalChange } from './documentStore';
import './storageNotice.css';

interface Props {
  change: ExternalChange | null;
  /** Take the other tab's version. */
  onLoad(): void;
  /** Keep this tab's version (it is saved over the other). */
  onKeep(): void;
  /** More choices a page offers (the Editor's "Keep mine as a copy"). */
  children?: ReactNode;
}

export function OtherTabNotice({ change, onLoad, onKeep, children }: Props) {
  if (!change) return null;
  const savedAt = new Date(change.savedAt).toLocaleTimeString('en', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  return (
    <div className="storage-notice" role="status">
      <p className="storage-notice__text">
        A newer version of this document was saved in another tab at {savedAt}.
        {change.conflict ? ' Your changes here are not saved until you choose.' : ''}
      </p>
      <div className="storage-notice__actions">
        <button type="button" onClick={onLoad}>
          Load it
        </button>
        <button type="button" onClick={onKeep}>
          Keep mine
        </button>
        {children}
      </div>
    </div>
  );
}
