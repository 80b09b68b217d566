// A page-level message (a link that could not be read, a file that is not a spec), dismissible.
import { useT } from '../../i18n/react';
import './panels.css';
export interface NoticeMessage {
  tone: 'error' | 'info';
  text: string;
}

export function Notice({ notice, onDismiss }: { notice: NoticeMessage | null; onDismiss(): void }) {
  const t = useT();
  if (!notice) return null;
  return (
    <div className={`notice notice--${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
      <p className="notice__text">{notice.text}</p>
      <button type="button" onClick={onDismiss}>
        {t('shared.notice.dismiss')}
      </button>
    </div>
  );
}
