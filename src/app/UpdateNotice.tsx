// "A new version is ready — Reload": shown when a new deployment's service worker waits; Reload switches to it.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../i18n/react';
import { checkForUpdate, isUpdateReady, onUpdateReady, reloadIntoNewVersion } from '../runtime/serviceWorkerRegistration';

interface Props {
  /** Injected by tests; the app activates the waiting worker and reloads. */
  onReload?: () => void;
}

export function UpdateNotice({ onReload = () => reloadIntoNewVersion() }: Props) {
  const t = useT();
  const [ready, setReady] = useState(isUpdateReady);
  const { pathname } = useLocation();

  useEffect(() => onUpdateReady(setReady), []);
  // Moving to another page is a natural moment to look for a new deployment, as a full navigation would.
  useEffect(() => checkForUpdate(), [pathname]);

  if (!ready) return null;
  return (
    <div className="update-notice" role="status" aria-label={t('shell.update.label')}>
      <p className="update-notice__text">{t('shell.update.text')}</p>
      <button type="button" onClick={onReload}>
        {t('shell.update.reload')}
      </button>
    </div>
  );
}
