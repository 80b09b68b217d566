// The notice a page shows when text from a tab closed without saving (or without choosing between versions) was recovered:
// it is in History, so the user knows where it went and can restore it.
// History names a recovered text “Recovered from a tab closed without saving, <date>” (the session's shared.recovery.name).
import { useT } from '../../i18n/react';
import './storageNotice.css';

export function RecoveryNotice({ count, onDismiss }: { count: number; onDismiss(): void }) {
  const t = useT();
  if (count === 0) return null;
  return (
    <div className="storage-notice" role="status">
      <p className="storage-notice__text">{t('shared.recovery.notice', { count })}</p>
      <button type="button" onClick={onDismiss}>
        {t('shared.notice.dismiss')}
      </button>
    </div>
  );
}
