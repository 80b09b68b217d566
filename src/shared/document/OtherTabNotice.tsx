// Another tab saved a newer version: say so and let the user choose; nothing is replaced without that choice.
import type { ReactNode } from 'react';
import { currentLocale } from '../../i18n/i18n';
import { useT } from '../../i18n/react';
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
  const t = useT();
  if (!change) return null;
  const savedAt = new Date(change.savedAt).toLocaleTimeString(currentLocale(), { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  return (
    <div className="storage-notice" role="status">
      <p className="storage-notice__text">
        {t(change.conflict ? 'shared.otherTab.savedConflict' : 'shared.otherTab.saved', { time: savedAt })}
      </p>
      <div className="storage-notice__actions">
        <button type="button" onClick={onLoad}>
          {t('shared.otherTab.load')}
        </button>
        <button type="button" onClick={onKeep}>
          {t('shared.otherTab.keep')}
        </button>
        {children}
      </div>
    </div>
  );
}
